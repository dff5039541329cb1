import { insightContract as api } from '@tryout/shared/api/insight.contract';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import { insightOf } from './insight.service';

/** The candidate's insight after an attempt (docs/decisions/0022). */
export const insightRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.insight, async (req) =>
    ok(await insightOf(ctx.db, requireCandidate(req).candidateId, req.params.kode_ujian)),
  );
};
