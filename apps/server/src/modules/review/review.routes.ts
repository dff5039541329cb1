import { reviewContract as api } from '@tryout/shared/api/review.contract';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import { reviewOf, reviewStatus } from './review.service';

/** The candidate's review with keys and pembahasan (docs/decisions/0022). */
export const reviewRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.review, async (req) =>
    ok(await reviewOf(ctx.db, requireCandidate(req).candidateId, req.params.kode_ujian)),
  );
  serve(app, api.status, async (req) =>
    ok(await reviewStatus(ctx.db, requireCandidate(req).candidateId, req.params.kode_ujian)),
  );
};
