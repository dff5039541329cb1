import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { type ModuleRoutes, okResponse } from '../http';
import { ping } from './health.repository';

export const healthRoutes: ModuleRoutes = (app, ctx) => {
  // The machine's ceiling for the benchmark: the same instance and plugins, no database, no auth.
  app.get(
    '/ping',
    {
      config: { access: ['public'] },
      schema: {
        tags: ['sistem'],
        summary: 'Jawaban tetap tanpa database (batas atas benchmark)',
        response: okResponse(z.object({ pong: z.boolean() })),
      },
    },
    async () => ok({ pong: true }),
  );

  app.get(
    '/health',
    {
      config: { access: ['public'] },
      schema: {
        tags: ['sistem'],
        summary: 'Memeriksa server dan database',
        response: okResponse(z.object({ db: z.string() })),
      },
    },
    async () => {
      try {
        await ping(ctx.db);
      } catch {
        throw new AppError(503, 'Database tidak dapat dihubungi');
      }
      return ok({ db: ctx.dialect });
    },
  );
};
