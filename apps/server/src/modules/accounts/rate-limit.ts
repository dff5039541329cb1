import { MSG } from '@tryout/shared/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { App } from '../http';

/**
 * Route options that limit a route per client IP AND per account (design §5):
 * `config.rateLimit.max` requests per `config.rateLimit.windowMs` each.
 *
 * - per IP: @fastify/rate-limit's route option (checked on request, before the body is read);
 * - per account: a limiter from `app.createRateLimit` keyed by `name` + the account the validated
 *   body names (e-mail or nidn), checked before the handler. Requests that fail validation never
 *   reach it, and change nothing either.
 *
 * IPs in RATE_LIMIT_ALLOW are exempt from both (load tests). The 429 answer is the envelope
 * `{ code: 429, message: 'Terlalu banyak percobaan, silahkan coba lagi nanti' }`.
 */
export function accountRateLimit(
  app: App,
  config: Config,
  name: string,
  accountOf: (body: any) => string | undefined,
) {
  const { max, windowMs, allow } = config.rateLimit;
  const perAccount = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (req: FastifyRequest) => `${name}:${String(accountOf(req.body) ?? '').toLowerCase()}`,
    allowList: (req: FastifyRequest) => allow.includes(req.ip),
  });
  return {
    rateLimit: { max, timeWindow: windowMs },
    preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!accountOf(req.body)) return;
      const limit = await perAccount(req);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw new AppError(429, MSG.tooManyRequests);
      }
    },
  };
}

/** A route's options (`routeOf`) limited by `accountRateLimit`: per IP in its config, per account before the handler. */
export function limitedBy<O extends { config: object }>(
  limit: ReturnType<typeof accountRateLimit>,
  options: O,
) {
  return {
    ...options,
    config: { ...options.config, rateLimit: limit.rateLimit },
    preHandler: limit.preHandler,
  };
}
