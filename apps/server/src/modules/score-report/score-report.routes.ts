import { scoreReportContract as api } from '@tryout/shared/api/score-report.contract';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import { scoreReportPdf, verify } from './score-report.service';

/** The candidate's printable score report and its public verification (docs/decisions/0022). */
export const scoreReportRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.pdf, async (req, reply) => {
    const file = await scoreReportPdf(ctx.db, ctx.config, requireCandidate(req).candidateId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
  serve(app, api.verify, async (req) => ok(await verify(ctx.db, req.params.kode)), {
    config: { rateLimit: { max: ctx.config.rateLimit.max, timeWindow: ctx.config.rateLimit.windowMs } },
  });
};
