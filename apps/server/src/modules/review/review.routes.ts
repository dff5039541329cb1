import { kodeUjianParamSchema, reviewSchema, reviewStatusSchema } from '@tryout/shared/insight';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { CANDIDATE, type ModuleRoutes, okResponse, routeOf } from '../http';
import { reviewOf, reviewStatus } from './review.service';

const route = routeOf(['ujian']);

/** The candidate's review with keys and pembahasan (docs/decisions/0022). */
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
  app.get(
    '/pembahasan/:kode_ujian/status',
    route(
      CANDIDATE,
      'Apakah pembahasan dapat dibuka sekarang, dan bila belum mengapa; hanya dibaca (membuka pembahasan tercatat, ini tidak)',
      { params: kodeUjianParamSchema, response: okResponse(reviewStatusSchema) },
    ),
    async (req) => ok(await reviewStatus(ctx.db, requireCandidate(req).candidateId, req.params.kode_ujian)),
  );
};
