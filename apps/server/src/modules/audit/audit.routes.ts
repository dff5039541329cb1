import { auditContract as api } from '@tryout/shared/api/audit.contract';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './audit.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The audit log, read by staff (admins: every entry; a lecturer: their own course exams'). */
export const auditRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.page, async (req) => ok(await service.auditPage(ctx.db, requireStaff(req), req.query)));
  serve(app, api.excel, async (req, reply) => {
    const file = await service.auditExcel(ctx.db, requireStaff(req), req.query);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
