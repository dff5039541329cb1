import { verificationSchema } from '@tryout/shared/insight';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { CANDIDATE, type ModuleRoutes, okResponse, PUBLIC, routeOf } from '../http';
import { scoreReportPdf, verify } from './score-report.service';

const route = routeOf(['laporan nilai']);
const kodeParam = z.object({ kode: z.string().trim().min(1).max(64) });

/** The candidate's printable score report and its public verification (docs/decisions/0022). */
export const scoreReportRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/laporan-nilai/pdf',
    route(CANDIDATE, 'PDF laporan nilai peserta dengan kode verifikasi baru (application/pdf)'),
    async (req, reply) => {
      const file = await scoreReportPdf(ctx.db, ctx.config, requireCandidate(req).candidateId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
  app.get(
    '/verifikasi/:kode',
    route(
      {
        ...PUBLIC,
        rateLimit: { max: ctx.config.rateLimit.max, timeWindow: ctx.config.rateLimit.windowMs },
      },
      'Verifikasi laporan nilai: nama, nilai dan tanggal saja (dibatasi per IP)',
      { params: kodeParam, response: okResponse(verificationSchema) },
    ),
    async (req) => ok(await verify(ctx.db, req.params.kode)),
  );
};
