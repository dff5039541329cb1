import { rescueContract as api } from '@tryout/shared/api/rescue.contract';
import { RESCUE_MAX_BYTES, RESCUE_MSG } from '@tryout/shared/rescue';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './rescue.service';

/** the file as base64 in JSON, and the reason */
const bodyLimit = Math.ceil((RESCUE_MAX_BYTES * 4) / 3) + 16 * 1024;

const staffOf = (req: FastifyRequest) => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role, nidn: p.nidn };
};

/** The rescue file (docs/decisions/0012): the public key for exam pages; the staff's upload. */
export const rescueRoutes: ModuleRoutes = (app, ctx) => {
  // the key pair is made at the first start (a test makes it on first use)
  if (ctx.config.env !== 'test')
    app.addHook('onReady', async () => {
      await service.rescueKey(ctx).catch((err) => app.log.error({ err }, 'rescue key failed'));
    });
  serve(app, api.key, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return ok(await service.publicKey(ctx));
  });

  /** The upload on an attempt (the monitor) and on a result (the result page). */
  const uploads = (
    preview: typeof api.previewAttempt | typeof api.previewResult,
    apply: typeof api.applyAttempt | typeof api.applyResult,
  ) => {
    serve(
      app,
      preview,
      async (req) =>
        ok(await service.preview(ctx, staffOf(req), req.params as service.RescueTarget, req.body.berkas)),
      { bodyLimit },
    );
    serve(
      app,
      apply,
      async (req) => {
        const res = await service.apply(ctx, staffOf(req), req.params as service.RescueTarget, req.body);
        return ok(res, RESCUE_MSG.applied(res.diterapkan));
      },
      { bodyLimit },
    );
  };
  uploads(api.previewAttempt, api.applyAttempt);
  uploads(api.previewResult, api.applyResult);
};
