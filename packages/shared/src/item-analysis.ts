/**
 * Item analysis (analisis butir soal, docs/decisions/0023): the Indonesian labels of the classifications and the
 * attempt choices, shared by the server's statistics (domain/item-analysis) and the staff page.
 */
import { z } from 'zod';
import { OPTION_KEYS } from './constants';

/** Difficulty index p: Mudah (p > 0.70), Sedang (0.30 ≤ p ≤ 0.70), Sukar (p < 0.30). */
export const DIFFICULTY_LABELS = ['Mudah', 'Sedang', 'Sukar'] as const;
export type DifficultyLabel = (typeof DIFFICULTY_LABELS)[number];

/** Discrimination D: baik sekali (≥ 0.40), baik (0.30 to < 0.40), cukup (0.20 to < 0.30), jelek (< 0.20). */
export const DISCRIMINATION_LABELS = ['baik sekali', 'baik', 'cukup', 'jelek'] as const;
export type DiscriminationLabel = (typeof DISCRIMINATION_LABELS)[number];

/** The flag of a question whose D < 0.20. */
export const REVISION_FLAG = 'revisi';

/** A distractor chosen by < 5 % of the attempts that drew the question. */
export const DISTRACTOR_LABELS = ['berfungsi', 'tidak berfungsi'] as const;
export type DistractorLabel = (typeof DISTRACTOR_LABELS)[number];

/** Which attempt of each candidate enters the analysis (first attempts by default). */
export const ATTEMPT_CHOICES = ['first', 'best'] as const;
export type AttemptChoice = (typeof ATTEMPT_CHOICES)[number];

/** Why KR-20 (and with it the SEM) is not reported. */
export const KR20_UNDEFINED = {
  noAttempts: 'tidak terdefinisi: belum ada percobaan',
  fewItems: 'tidak terdefinisi: kurang dari 2 soal yang dikerjakan oleh semua peserta',
  zeroVariance: 'tidak terdefinisi: semua peserta memperoleh skor yang sama (variansi nol)',
  partial:
    "tidak dipakai: ada soal dengan nilai sebagian (PG Kompleks, Jawaban Ganda, isian, menjodohkan); reliabilitas memakai Cronbach's α",
} as const;

/**
 * Which reliability the analysis reports: KR-20 when every common item is scored 0/1 (then it equals
 * Cronbach's α), α when some item gives part credit.
 */
export const RELIABILITY_METHODS = ['KR-20', 'alpha'] as const;
export type ReliabilityMethod = (typeof RELIABILITY_METHODS)[number];
export const RELIABILITY_LABELS: Record<ReliabilityMethod, string> = {
  'KR-20': "KR-20 (semua soal bernilai 0/1; sama dengan Cronbach's α)",
  alpha: "Cronbach's α (ada soal dengan nilai sebagian)",
};

// ------------------------------------------------------------------ API (staff)
/*
 * GET /analisis-butir → AnalysisTargets (tryout materi; course exams: the lecturer's own, admin: all)
 * GET /analisis-butir/materi/:id?percobaan=first|best → ItemAnalysisReport
 * GET /analisis-butir/ujian/:id?percobaan=first|best  → ItemAnalysisReport (course lecturer and admins)
 * GET /analisis-butir/materi/:id/excel, /analisis-butir/ujian/:id/excel (same query) → .xlsx
 */

export const attemptChoiceQuery = z.object({
  percobaan: z.enum(ATTEMPT_CHOICES, { message: 'Pilihan percobaan harus first atau best' }).default('first'),
});

const nullableNumber = z.number().nullable();

export const analysisTargetsSchema = z.object({
  materi: z.array(
    z.object({ id: z.number(), kode_ujian: z.string(), deskripsi: z.string(), peserta: z.number() }),
  ),
  ujian: z.array(
    z.object({
      id_ujian: z.number(),
      kode_ujian: z.string(),
      nama_ujian: z.string(),
      nama_matkul: z.string().nullable(),
      peserta: z.number(),
    }),
  ),
});
export type AnalysisTargets = z.infer<typeof analysisTargetsSchema>;

const shareSchema = z.object({ correct: z.number(), p: nullableNumber });

export const itemRowSchema = z.object({
  id: z.number(),
  /** 1-based, in the order of the bank (group urutan, then question id) */
  nomor: z.number(),
  group_soal: z.number(),
  nama_group: z.string(),
  id_master_materi: z.number(),
  /** the question as plain text (shortened) */
  soal: z.string(),
  /** the question's form (PG, PG Kompleks, …): its score per attempt is in [0, 1] */
  type_soal: z.string(),
  /** the key as staff read it: a PG letter, a multiple answer's letters, a table's 'B, S, B', … */
  kunci_pg: z.string().nullable(),
  drawn: z.number(),
  correct: z.number(),
  p: nullableNumber,
  difficulty: z.enum(DIFFICULTY_LABELS).nullable(),
  group_size: z.number(),
  upper: shareSchema,
  lower: shareSchema,
  d: nullableNumber,
  discrimination: z.enum(DISCRIMINATION_LABELS).nullable(),
  revisi: z.boolean(),
  r_pb: nullableNumber,
  r_pb_rest: nullableNumber,
  empty: z.object({
    count: z.number(),
    share: nullableNumber,
    upper_share: nullableNumber,
    lower_share: nullableNumber,
  }),
  options: z.array(
    z.object({
      option: z.enum(OPTION_KEYS),
      is_key: z.boolean(),
      count: z.number(),
      share: nullableNumber,
      upper_share: nullableNumber,
      lower_share: nullableNumber,
      distractor: z.enum(DISTRACTOR_LABELS).nullable(),
    }),
  ),
  /** PG Kompleks: per statement, Menjodohkan: per premise — its text, how many judged it right, p */
  parts: z.array(z.object({ teks: z.string(), correct: z.number(), p: nullableNumber })).nullable(),
});
export type ItemRow = z.infer<typeof itemRowSchema>;

export const itemAnalysisReportSchema = z.object({
  sasaran: z.object({
    jenis: z.enum(['materi', 'ujian']),
    id: z.number(),
    kode_ujian: z.string(),
    nama: z.string(),
  }),
  percobaan: z.enum(ATTEMPT_CHOICES),
  summary: z.object({
    n: z.number(),
    mean: nullableNumber,
    median: nullableNumber,
    sd: nullableNumber,
    sd_sample: nullableNumber,
    min: nullableNumber,
    max: nullableNumber,
    kr20: nullableNumber,
    kr20_reason: z.string().nullable(),
    kr20_items: z.number(),
    /** Cronbach's α over the same items: equal to KR-20 when every item is scored 0/1 */
    alpha: nullableNumber,
    /** the reliability reported and used by the SEM */
    reliabilitas: z.enum(RELIABILITY_METHODS),
    sem: nullableNumber,
  }),
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  items: z.array(itemRowSchema),
});
export type ItemAnalysisReport = z.infer<typeof itemAnalysisReportSchema>;

export const ATTEMPT_CHOICE_LABELS: Record<AttemptChoice, string> = {
  first: 'Percobaan pertama',
  best: 'Percobaan terbaik',
};

export const IA_MSG = {
  title: 'Analisis Butir Soal',
  materiNotFound: 'Materi tidak ditemukan',
  examNotFound: 'Ujian tidak ditemukan',
  notCourseExam: 'Ujian ini bukan ujian matakuliah',
  notYourExam: 'Anda tidak memiliki akses ke hasil ujian ini',
} as const;
