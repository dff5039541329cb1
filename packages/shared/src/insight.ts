import { z } from 'zod';
import { answerDetailSchema } from './answer-detail';
import { groupTallySchema } from './exam';
import { QUESTION_KINDS } from './question-kinds';

/**
 * The candidate's insight after an attempt (docs/decisions/0022):
 *   GET /wawasan/:kode_ujian (candidate) → Insight — the latest finished attempt on that materi: the
 *   score per question group, right / wrong / empty, the standing among all first attempts of the
 *   materi, and the way to the KKM and to the programme thresholds.
 */

/** The path parameter of /wawasan/:kode_ujian and /pembahasan/:kode_ujian. */
export const kodeUjianParamSchema = z.object({ kode_ujian: z.string().trim().min(1).max(50) });

export const insightSchema = z.object({
  kode_ujian: z.string(),
  attempt_no: z.number(),
  nilai: z.number().nullable(),
  /** per question group: the tally and the group's score (100 × right / PG questions; null: none) */
  kelompok: z.array(groupTallySchema.extend({ nilai: z.number().nullable() })),
  /** the share (0–100, whole) of the other candidates' first attempts with a lower nilai; null: none */
  persentil: z.number().nullable(),
  /** how many other candidates (never the candidate) have a finished first attempt on the materi */
  peserta: z.number(),
  /** how many of them scored below the candidate's nilai */
  lebih_rendah: z.number(),
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

/**
 * The standing among the other candidates' first attempts: 'Lebih baik dari 1 dari 1 peserta lain';
 * with no other candidate yet, that there is nothing to compare with.
 */
export const betterThan = (lebihRendah: number, peserta: number) =>
  peserta === 0
    ? 'Belum ada peserta lain untuk dibandingkan'
    : `Lebih baik dari ${lebihRendah} dari ${peserta} peserta lain`;

/*
 * GET /pembahasan/:kode_ujian (candidate) → Review — the latest finished attempt with the answers, the
 * keys and the pembahasan; 403 unless the materi shows the pembahasan and the candidate can no longer
 * start or continue an attempt on it (all attempts used, or the materi closed).
 */
const optionSchema = z.object({ teks: z.string(), gambar: z.string().nullable() });
export const reviewSchema = z.object({
  kode_ujian: z.string(),
  /** the materi's name, as its card shows it */
  nama_ujian: z.string(),
  attempt_no: z.number(),
  soal: z.array(
    z.object({
      number: z.number(),
      id_soal: z.number(),
      /** a form's answer and key are in `rincian` (jawaban, kunci, benar: null) */
      type_soal: z.enum(QUESTION_KINDS),
      nama_group: z.string().nullable(),
      soal_pg: z.string(),
      soal_gambar: z.string().nullable(),
      pilihan: z.object({
        A: optionSchema,
        B: optionSchema,
        C: optionSchema,
        D: optionSchema,
        E: optionSchema,
      }),
      /** the candidate's letter (PG) or text (essay); null when left empty */
      jawaban: z.string().nullable(),
      /** the key letter (PG) or the essay key */
      kunci: z.string().nullable(),
      benar: z.boolean().nullable(),
      pembahasan: z.string().nullable(),
      /** the answer and the key line by line with the score of its weight (docs/decisions/0027) */
      rincian: answerDetailSchema,
    }),
  ),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * GET /pembahasan/:kode_ujian/status (candidate) → ReviewStatus: whether the review opens now, read
 * only (opening it is recorded: the results page asks this before it offers 'Pembahasan').
 */
export const reviewStatusSchema = z.object({
  /** the materi shows its review ('Tampilkan pembahasan') */
  tampil: z.boolean(),
  /** it opens now */
  tersedia: z.boolean(),
  /** why not yet (REVIEW_MSG); null when it opens */
  pesan: z.string().nullable(),
});
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const REVIEW_MSG = {
  materiNotFound: 'Ujian tidak ditemukan',
  hidden: 'Pembahasan tidak ditampilkan untuk materi ini',
  inProgress: 'Pembahasan tidak tersedia selama ujian masih berlangsung',
  notTaken: 'Pembahasan tersedia setelah Anda menyelesaikan ujian materi ini',
  attemptsLeft:
    'Pembahasan tersedia setelah seluruh kesempatan ujian materi ini digunakan atau materi ditutup',
  materiClosed: 'Materi ini sudah ditutup',
} as const;

/*
 * Score report (docs/decisions/0022):
 *   GET /laporan-nilai/pdf (candidate) → application/pdf with a fresh verification code (160 bits)
 *   GET /verifikasi/:kode (public, rate-limited) → Verification: name, scores and date only
 */
/** 32 characters of the base32 alphabet without look-alikes (A–Z but I and O, 2–9): 160 bits. */
export const REPORT_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{32}$/;

export const verificationSchema = z.object({
  nama: z.string(),
  nilai: z.array(z.object({ materi: z.string(), nilai: z.number().nullable() })),
  /** when the report was printed (UTC) and the same in WIB */
  tanggal: z.string(),
  tanggal_wib: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;

export const SCORE_REPORT_MSG = {
  notFound: 'Kode verifikasi tidak ditemukan',
  title: 'Verifikasi Laporan Nilai',
} as const;
