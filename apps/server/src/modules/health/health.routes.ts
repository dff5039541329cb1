import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { type ModuleRoutes, okResponse, PUBLIC, routeOf } from '../http';
import { ping } from './health.repository';

const route = routeOf(['sistem']);

export const healthRoutes: ModuleRoutes = (app, ctx) => {
  // The machine's ceiling for the benchmark: the same instance and plugins, no database, no auth.
  app.get(
    '/ping',
    route(PUBLIC, 'Jawaban tetap tanpa database (batas atas benchmark)', {
      response: okResponse(z.object({ pong: z.boolean() })),
    }),
    async () => ok({ pong: true }),
  );

  app.get(
    '/health',
    route(
      PUBLIC,
      'Memeriksa server dan database; rate_limit: tempat batas percobaan dihitung (redis, atau proses ini: tanpa REDIS_URL atau selama Redis tidak terjangkau)',
      {
        response: okResponse(
          z.object({
            db: z.string(),
            rate_limit: z.object({ store: z.enum(['redis', 'process']), redis_unreachable: z.boolean() }),
          }),
        ),
      },
    ),
    async () => {
      try {
        await ping(ctx.db);
      } catch {
        throw new AppError(503, 'Database tidak dapat dihubungi');
      }
      return ok({ db: ctx.dialect, rate_limit: ctx.limits.status() });
    },
  );
};
