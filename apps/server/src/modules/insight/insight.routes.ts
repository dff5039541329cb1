import { insightSchema, kodeUjianParamSchema } from '@tryout/shared/insight';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { CANDIDATE, type ModuleRoutes, okResponse, routeOf } from '../http';
import { insightOf } from './insight.service';

const route = routeOf(['ujian']);

/** The candidate's insight after an attempt (docs/decisions/0022). */
export const insightRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/wawasan/:kode_ujian',
    route(
      CANDIDATE,
      'Wawasan hasil: nilai per kelompok soal, benar/salah/kosong, persentil di antara percobaan pertama, KKM dan ambang prodi',
      { params: kodeUjianParamSchema, response: okResponse(insightSchema) },
    ),
    async (req) => ok(await insightOf(ctx.db, requireCandidate(req).candidateId, req.params.kode_ujian)),
  );
};
