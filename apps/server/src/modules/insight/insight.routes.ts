import { insightSchema } from '@tryout/shared/insight';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { type ModuleRoutes, okResponse } from '../http';
import { insightOf } from './insight.service';

const kodeParam = z.object({ kode_ujian: z.string().trim().min(1).max(50) });

/** The candidate's insight after an attempt (issue 20 §2). */
export const insightRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/wawasan/:kode_ujian',
    {
      config: { access: ['candidate'] },
      schema: {
        tags: ['ujian'],
        summary:
          'Wawasan hasil: nilai per kelompok soal, benar/salah/kosong, persentil di antara percobaan pertama, KKM dan ambang prodi',
        params: kodeParam,
        response: okResponse(insightSchema),
      },
    },
    async (req) => ok(await insightOf(ctx.db, requireCandidate(req).candidateId, req.params.kode_ujian)),
  );
};
