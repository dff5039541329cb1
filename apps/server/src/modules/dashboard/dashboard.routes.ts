import { ok } from '../../lib/reply';
import { type ModuleRoutes, STAFF, staffResponse } from '../http';
import { dashboardCounts } from './dashboard.service';

export const dashboardRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/dashboard',
    { config: STAFF, schema: { tags: ['dashboard'], summary: 'Angka dashboard', response: staffResponse } },
    async () => ok(await dashboardCounts(ctx.db)),
  );
};
