import { dashboardCountsSchema } from '@tryout/shared/staff';
import { ok } from '../../lib/reply';
import { type ModuleRoutes, okResponse, STAFF } from '../http';
import { dashboardCounts } from './dashboard.service';

export const dashboardRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/dashboard',
    {
      config: STAFF,
      schema: {
        tags: ['dashboard'],
        summary: 'Angka dashboard',
        response: okResponse(dashboardCountsSchema),
      },
    },
    async () => ok(await dashboardCounts(ctx.db)),
  );
};
