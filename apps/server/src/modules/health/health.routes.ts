import { healthContract as api } from '@tryout/shared/api/health.contract';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import { ping } from './health.repository';

export const healthRoutes: ModuleRoutes = (app, ctx) => {
  // The machine's ceiling for the benchmark: the same instance and plugins, no database, no auth.
  serve(app, api.ping, async () => ok({ pong: true }));

  serve(app, api.health, async () => {
    try {
      await ping(ctx.db);
    } catch {
      throw new AppError(503, 'Database tidak dapat dihubungi');
    }
    return ok({ db: ctx.dialect, rate_limit: ctx.limits.status() });
  });
};
