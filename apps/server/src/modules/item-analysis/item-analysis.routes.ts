import {
  analysisTargetsSchema,
  attemptChoiceQuery,
  itemAnalysisReportSchema,
} from '@tryout/shared/item-analysis';
import { idParam } from '@tryout/shared/staff';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { type ModuleRoutes, okResponse, STAFF } from '../http';
import { analysisWorkbook } from './item-analysis.export';
import * as service from './item-analysis.service';

const tags = ['analisis butir soal'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const JENIS = ['materi', 'ujian'] as const;

const staffOf = (req: FastifyRequest) => {
  const p = requireStaff(req);
  return { staffId: p.staffId, role: p.role, nidn: p.nidn };
};

/** Item analysis (docs/decisions/0023): staff only; a course exam's only for its lecturer and admins. */
export const itemAnalysisRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/analisis-butir',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Materi tryout dan ujian matakuliah yang dapat dianalisis (dosen: ujian miliknya)',
        response: okResponse(analysisTargetsSchema),
      },
    },
    async (req) => ok(await service.targets(ctx.db, staffOf(req))),
  );
  for (const jenis of JENIS) {
    app.get(
      `/analisis-butir/${jenis}/:id`,
      {
        config: STAFF,
        schema: {
          tags,
          summary: `Analisis butir soal ${jenis === 'materi' ? 'materi tryout' : 'ujian matakuliah'}: p, D, r_pb, opsi, KR-20, SEM, histogram (percobaan first | best)`,
          params: idParam,
          querystring: attemptChoiceQuery,
          response: okResponse(itemAnalysisReportSchema),
        },
      },
      async (req) =>
        ok(await service.analyse(ctx.db, staffOf(req), { jenis, id: req.params.id }, req.query.percobaan)),
    );
    app.get(
      `/analisis-butir/${jenis}/:id/excel`,
      {
        config: STAFF,
        schema: {
          tags,
          summary: 'Excel analisis butir soal (Ringkasan, Butir Soal, Opsi, Histogram)',
          params: idParam,
          querystring: attemptChoiceQuery,
        },
      },
      async (req, reply) => {
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
      },
    );
  }
};
