import { z } from 'zod';
import { numeric } from './numbers';

/**
 * IRT calibration and the IRT score (docs/decisions/0024; docs/irt.md). All paths are under /tryout/api.
 *
 * Staff:
 *   POST /irt/kalibrasi {materi_id, model} → IrtCalibration (queued; the server's job runs it)
 *   GET  /irt/kalibrasi?materi_id= → IrtCalibration[] (the versions, newest first)
 *   GET  /irt/kalibrasi/:id → IrtCalibrationDetail (item parameters with flags, test information)
 *   GET  /irt/materi → IrtMateri[] (tryout materi with their latest calibration)
 * Candidate:
 *   GET  /skor-irt → IrtCandidateScores | null (null until a calibration of one of its materi exists)
 *
 * The nilai (percent correct against the KKM) keeps deciding pass/fail; the IRT score is shown beside it.
 */

export const IRT_MODELS = ['2pl', 'rasch'] as const;
export type IrtModelName = (typeof IRT_MODELS)[number];

export const IRT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type IrtState = (typeof IRT_STATES)[number];

/**
 * The flags of an item: the calibration's own (no_responses, all_correct, all_wrong, at_bound, flat,
 * few_responses) and the review flags low_a (a < 0.3: it hardly separates abilities) and extreme_b
 * (|b| > 3: almost everybody, or almost nobody, answers it correctly).
 */
export const IRT_FLAGS = [
  'no_responses',
  'all_correct',
  'all_wrong',
  'at_bound',
  'flat',
  'few_responses',
  'low_a',
  'extreme_b',
] as const;
export type IrtFlag = (typeof IRT_FLAGS)[number];

export const IRT_MSG = {
  title: 'Kalibrasi IRT',
  /** the calibration page: how the UTBK / AKM forms enter the 0/1 model (docs/decisions/0025) */
  dichotomous:
    'Kalibrasi memakai jawaban 0/1: soal bernilai penuh dihitung benar (1); nilai sebagian (PG Kompleks Kprim atau per pernyataan, Jawaban Ganda berbobot, isian 50 %, menjodohkan per pasangan) dihitung salah (0). Essay tidak ikut.',
  notEnoughData: 'Data belum cukup untuk kalibrasi IRT',
  started: 'Kalibrasi IRT dimulai',
  materiRequired: 'Materi harus dipilih',
  materiNotFound: 'Materi tidak ditemukan',
  modelInvalid: 'Model harus 2PL atau Rasch',
  alreadyRunning: 'Kalibrasi materi ini sedang berjalan',
  calibrationNotFound: 'Kalibrasi tidak ditemukan',
  failed: 'Kalibrasi gagal',
  scoreLabel: 'Skor IRT (perkiraan)',
  scoreNote:
    'Perkiraan kemampuan Anda pada skala IRT (500 = rata-rata peserta). Kelulusan tetap ditentukan oleh nilai.',
  overall: 'Keseluruhan',
  states: { queued: 'Menunggu', running: 'Berjalan', done: 'Selesai', failed: 'Gagal' },
  models: { '2pl': '2PL', rasch: 'Rasch (1PL)' },
  flags: {
    no_responses: 'tidak dijawab',
    all_correct: 'semua benar',
    all_wrong: 'semua salah',
    at_bound: 'mencapai batas',
    flat: 'datar',
    few_responses: 'jawaban < 200',
    low_a: 'a < 0,3',
    extreme_b: '|b| > 3',
  },
} as const;

/** POST /irt/kalibrasi */
export const startCalibrationSchema = z.object({
  materi_id: numeric(z.number({ error: IRT_MSG.materiRequired }).int(IRT_MSG.materiRequired).positive()),
  model: z.enum(IRT_MODELS, { error: IRT_MSG.modelInvalid }).default('2pl'),
});
export type StartCalibrationInput = z.input<typeof startCalibrationSchema>;
export type StartCalibration = z.output<typeof startCalibrationSchema>;

export const calibrationListQuerySchema = z.object({
  materi_id: numeric(z.number().int().positive()).optional(),
});

export const irtCalibrationSchema = z.object({
  id: z.number(),
  materi_id: z.number(),
  kode_ujian: z.string(),
  deskripsi: z.string(),
  model: z.enum(IRT_MODELS),
  state: z.enum(IRT_STATES),
  /** 0–100 */
  progress: z.number(),
  /** candidates (first attempts) in the sample; null until the data is read */
  sample_size: z.number().nullable(),
  /** items in the sample, and those with enough responses (≥ 200) */
  item_count: z.number().nullable(),
  items_enough: z.number().nullable(),
  /** false: no item had enough responses ('Data belum cukup untuk kalibrasi IRT') */
  enough_data: z.boolean().nullable(),
  log_likelihood: z.number().nullable(),
  converged: z.boolean().nullable(),
  /** candidates who got a stored score */
  scored: z.number().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type IrtCalibration = z.infer<typeof irtCalibrationSchema>;

export const irtItemSchema = z.object({
  question_id: z.number(),
  /** 1-based column of the question in the calibration */
  number: z.number(),
  nama_group: z.string(),
  /** the question's text, plain and shortened ('' when the question is gone) */
  soal: z.string(),
  responses: z.number(),
  p_correct: z.number().nullable(),
  /** false: fewer than 200 responses — a, b and the SEs are null and the page says so */
  enough: z.boolean(),
  a: z.number().nullable(),
  b: z.number().nullable(),
  se_a: z.number().nullable(),
  se_b: z.number().nullable(),
  /** the item fit statistic (rest_sx2, docs/irt.md) and its p-value */
  fit_chi_square: z.number().nullable(),
  fit_p: z.number().nullable(),
  flags: z.array(z.enum(IRT_FLAGS)),
});
export type IrtItem = z.infer<typeof irtItemSchema>;

export const irtInformationPointSchema = z.object({ theta: z.number(), information: z.number() });

export const irtCalibrationDetailSchema = irtCalibrationSchema.extend({
  items: z.array(irtItemSchema),
  /** the test information over θ from −4 to 4 (items with enough data); empty without them */
  information: z.array(irtInformationPointSchema),
});
export type IrtCalibrationDetail = z.infer<typeof irtCalibrationDetailSchema>;

export const irtMateriSchema = z.object({
  id: z.number(),
  kode_ujian: z.string(),
  deskripsi: z.string(),
  latest: irtCalibrationSchema.nullable(),
});
export type IrtMateri = z.infer<typeof irtMateriSchema>;

/** One IRT score on the display scale (500 + 100 θ, 0–1000) with its standard error. */
export const irtScoreSchema = z.object({
  skor: z.number(),
  se: z.number(),
});

export const irtMateriScoreSchema = irtScoreSchema.extend({
  materi_id: z.number(),
  kode_ujian: z.string(),
  deskripsi: z.string(),
  theta: z.number(),
  theta_se: z.number(),
  model: z.enum(IRT_MODELS),
  calibration_id: z.number(),
  calibrated_at: z.string(),
});
export type IrtMateriScore = z.infer<typeof irtMateriScoreSchema>;

export const irtCandidateScoresSchema = z.object({
  materi: z.array(irtMateriScoreSchema),
  /** the mean of the materi scores (SE: √Σse² / n) */
  overall: irtScoreSchema,
});
export type IrtCandidateScores = z.infer<typeof irtCandidateScoresSchema>;
