import { timingSafeEqual } from 'node:crypto';
import { metricsContract as api } from '@tryout/shared/api/metrics.contract';
import { API_PREFIX } from '@tryout/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { forbidden } from '../../lib/errors';
import { bearerOf } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { App } from '../http';
import type { Metrics } from './metrics';

const SAVE_ROUTE = `${API_PREFIX}/simpanJawaban`;
const SUBMIT_ROUTE = `${API_PREFIX}/posthasilujian`;

function sameToken(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics is for the monitoring system: an allowed address (METRICS_ALLOW) or METRICS_TOKEN. */
export function metricsAllowed(config: Config, req: FastifyRequest): boolean {
  return config.metrics.allow.includes(req.ip) || sameToken(bearerOf(req), config.metrics.token);
}

/**
 * Times every request (by its route pattern, so the label set stays small) and counts the saves
 * and submissions that succeeded; serves the Prometheus text at GET /tryout/api/metrics.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { config: Config; metrics: Metrics }) => {
  const { metrics } = opts;
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.requestDuration.observe(
      { method: req.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 200 && route === SAVE_ROUTE) metrics.answersSaved.inc();
    if (status === 200 && route === SUBMIT_ROUTE) metrics.submissions.inc({ kind: 'submitted' });
    done();
  });

  // under the API prefix, like the modules' routes (this plugin is not one of them: its hook times them all)
  await app.register(
    async (scope) =>
      serve(
        scope as unknown as App,
        api.metrics,
        async (req, reply) => {
          if (!metricsAllowed(opts.config, req)) throw forbidden();
          return reply
            .type(metrics.contentType)
            .header('cache-control', 'no-store')
            .send(await metrics.text());
        },
        // Prometheus text, not the JSON envelope: kept out of the API documentation
        { docs: { hide: true } },
      ),
    { prefix: API_PREFIX },
  );
});
