import { dashboardContract as api } from '@tryout/shared/api/dashboard.contract';
import { ok } from '../../lib/reply';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import { dashboardCounts } from './dashboard.service';

export const dashboardRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.counts, async () => ok(await dashboardCounts(ctx.db)));
};
