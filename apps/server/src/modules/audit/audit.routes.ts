import { auditPageSchema, auditQuerySchema } from '@tryout/shared/monitor';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, okResponse, routeOf, STAFF } from '../http';
import * as service from './audit.service';

const route = routeOf(['pengawasan ujian']);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The audit log, read by staff (admins: every entry; a lecturer: their own course exams'). */
export const auditRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/audit-log',
    route(STAFF, 'Log audit: siapa melakukan apa kepada siapa, kapan dan mengapa (dosen: ujiannya sendiri)', {
      description:
        'Filter action, q (NIDN, objek, nilai, alasan), dari..sampai (tanggal WIB, inklusif); terbaru dulu.',
      querystring: auditQuerySchema,
      response: okResponse(auditPageSchema),
    }),
    async (req) => ok(await service.auditPage(ctx.db, requireStaff(req), req.query)),
  );

  app.get(
    '/audit-log/excel',
    route(STAFF, 'Excel log audit (filter dan cakupan sama dengan /audit-log)', {
      querystring: auditQuerySchema,
    }),
    async (req, reply) => {
      const file = await service.auditExcel(ctx.db, requireStaff(req), req.query);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
