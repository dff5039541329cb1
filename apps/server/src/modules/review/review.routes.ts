import { reviewSchema } from '@tryout/shared/insight';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { type ModuleRoutes, okResponse } from '../http';
import { reviewOf } from './review.service';

const kodeParam = z.object({ kode_ujian: z.string().trim().min(1).max(50) });

/** The candidate's review with keys and pembahasan (issue 20 §2). */
export const reviewRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/pembahasan/:kode_ujian',
    {
      config: { access: ['candidate'] },
      schema: {
        tags: ['ujian'],
        summary:
          "Pembahasan percobaan terakhir (jawaban, kunci, pembahasan): hanya bila materi 'Tampilkan pembahasan' dan peserta tidak dapat lagi memulai atau melanjutkan percobaan; selain itu 403",
        params: kodeParam,
        response: okResponse(reviewSchema),
      },
    },
    async (req) => ok(await reviewOf(ctx.db, requireCandidate(req).candidateId, req.params.kode_ujian)),
  );
};
