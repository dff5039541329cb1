import { reportFilterSchema, reportRowSchema } from '@tryout/shared/results';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { FILE_TYPES, ok, sendFile } from '../../lib/reply';
import { ADMIN, type ModuleRoutes, okResponse, routeOf } from '../http';
import * as service from './report.service';

const route = routeOf(['reporting pendaftar']);

export const reportRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/reportPendaftar',
    route(ADMIN, 'Laporan pendaftar tryout (spec §7.3); 404 bila kosong', {
      body: reportFilterSchema,
      response: okResponse(z.array(reportRowSchema)),
    }),
    async (req) => {
      const rows = await service.search(ctx.db, req.body);
      if (rows.length === 0) throw notFound('Data pendaftar tidak ditemukan');
      return ok(rows);
    },
  );
  app.get(
    '/reportPendaftar/excel',
    route(ADMIN, 'Excel laporan pendaftar (filter sama dengan /reportPendaftar)', {
      querystring: reportFilterSchema,
    }),
    async (req, reply) => sendFile(reply, FILE_TYPES.xlsx, await service.excel(ctx.db, req.query)),
  );
};
