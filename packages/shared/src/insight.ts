import { z } from 'zod';
import { groupTallySchema } from './exam';

/**
 * The candidate's insight after an attempt (issue 20 §2):
 *   GET /wawasan/:kode_ujian (candidate) → Insight — the latest finished attempt on that materi: the
 *   score per question group, right / wrong / empty, the standing among all first attempts of the
 *   materi, and the way to the KKM and to the programme thresholds.
 */

export const insightSchema = z.object({
  kode_ujian: z.string(),
  attempt_no: z.number(),
  nilai: z.number().nullable(),
  /** per question group: the tally and the group's score (100 × right / PG questions; null: none) */
  kelompok: z.array(groupTallySchema.extend({ nilai: z.number().nullable() })),
  /** the share (0–100, whole) of all first attempts of the materi with a lower nilai */
  persentil: z.number().nullable(),
  /** how many candidates have a finished first attempt on the materi */
  peserta: z.number(),
  kkm: z.number(),
  /** mean of the best nilai_pg per non-TOEFL materi (null until every materi has an attempt) */
  rata_rata: z.number().nullable(),
  prodi: z.array(
    z.object({
      pilihan: z.union([z.literal(1), z.literal(2)]),
      kode_prodi: z.string(),
      nama_prodi: z.string(),
      nilai_min_kelulusan: z.number(),
    }),
  ),
});
export type Insight = z.infer<typeof insightSchema>;

export const INSIGHT_MSG = {
  noFinishedAttempt: 'Belum ada ujian yang selesai pada materi ini',
  materiNotFound: 'Ujian tidak ditemukan',
} as const;

/** 'lebih baik dari 72 % peserta' */
export const betterThan = (persentil: number) => `Lebih baik dari ${persentil} % peserta`;
