import { dashboardCountsSchema } from '@tryout/shared/staff';
import { ok } from '../../lib/reply';
import { type ModuleRoutes, okResponse, routeOf, STAFF } from '../http';
import { dashboardCounts } from './dashboard.service';

const route = routeOf(['dashboard']);

export const dashboardRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/dashboard',
    route(STAFF, 'Angka dashboard', { response: okResponse(dashboardCountsSchema) }),
    async () => ok(await dashboardCounts(ctx.db)),
  );
};
