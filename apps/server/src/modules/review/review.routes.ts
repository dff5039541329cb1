import { kodeUjianParamSchema, reviewSchema } from '@tryout/shared/insight';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { CANDIDATE, type ModuleRoutes, okResponse, routeOf } from '../http';
import { reviewOf } from './review.service';

const route = routeOf(['ujian']);

/** The candidate's review with keys and pembahasan (issue 20 §2). */
export const reviewRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/pembahasan/:kode_ujian',
    route(
      CANDIDATE,
      "Pembahasan percobaan terakhir (jawaban, kunci, pembahasan): hanya bila materi 'Tampilkan pembahasan' dan peserta tidak dapat lagi memulai atau melanjutkan percobaan; selain itu 403",
      { params: kodeUjianParamSchema, response: okResponse(reviewSchema) },
    ),
    async (req) => ok(await reviewOf(ctx.db, requireCandidate(req).candidateId, req.params.kode_ujian)),
  );
};
