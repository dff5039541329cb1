import { itemAnalysisContract as api } from '@tryout/shared/api/item-analysis.contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import { analysisWorkbook } from './item-analysis.export';
import * as service from './item-analysis.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const JENIS = ['materi', 'ujian'] as const;

const staffOf = (req: FastifyRequest) => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role, nidn: p.nidn };
};

/** Item analysis (docs/decisions/0023): staff only; a course exam's only for its lecturer and admins. */
export const itemAnalysisRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.targets, async (req) => ok(await service.targets(ctx.db, staffOf(req))));
  for (const jenis of JENIS) {
    serve(app, api[jenis], async (req) =>
      ok(await service.analyse(ctx.db, staffOf(req), { jenis, id: req.params.id }, req.query.percobaan)),
    );
    serve(app, api[`${jenis}Excel`], async (req, reply) => {
      const report = await service.analyse(
        ctx.db,
        staffOf(req),
        { jenis, id: req.params.id },
        req.query.percobaan,
      );
      const name = `analisis-butir-${report.sasaran.kode_ujian.replace(/[^\w-]+/g, '_')}-${report.percobaan}.xlsx`;
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(await analysisWorkbook(report));
    });
  }
};
