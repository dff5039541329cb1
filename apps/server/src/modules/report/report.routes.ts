import { reportContract as api } from '@tryout/shared/api/report.contract';
import { notFound } from '../../lib/errors';
import { FILE_TYPES, ok, sendFile } from '../../lib/reply';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './report.service';

export const reportRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.search, async (req) => {
    const rows = await service.search(ctx.db, req.body);
    if (rows.length === 0) throw notFound('Data pendaftar tidak ditemukan');
    return ok(rows);
  });
  serve(app, api.excel, async (req, reply) =>
    sendFile(reply, FILE_TYPES.xlsx, await service.excel(ctx.db, req.query)),
  );
};
