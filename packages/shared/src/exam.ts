import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { z } from 'zod';
import { candidateProfileSchema } from './accounts';
import { OPTION_KEYS, QUESTION_TYPES } from './constants';
import { EXAM_MSG } from './exam-messages';
import { normaliseNim } from './nim';
import { numeric } from './numbers';
import { candidateFormContentSchema, QUESTION_KINDS, sheetFormAnswerSchema } from './question-kinds';
import { candidateStimulusSchema } from './stimulus';

export { EXAM_MSG };

/**
 * The server's refusals of a save's 'urutan' (docs/decisions/0005: two tabs of one session), here, not in
 * exam-messages, so the exam pages do not carry them (the page shows the server's message).
 */
export const SAVE_ORDER_MSG = {
  urutanInvalid: 'Urutan simpan harus bilangan bulat tidak negatif',
  staleSave:
    'Jawaban soal ini sudah diubah lebih baru di tab lain; jawaban terbaru yang tersimpan ditampilkan.',
} as const;

export const examStateSchema = z.enum(['Belum Ujian', 'Sedang Ujian', 'Sudah Ujian', 'Lulus']);
export type ExamState = z.infer<typeof examStateSchema>;
export const typeSoalSchema = z.enum(QUESTION_TYPES);
export type TypeSoal = z.infer<typeof typeSoalSchema>;

const kode = z.string({ error: EXAM_MSG.examNotFound }).trim().min(1, EXAM_MSG.examNotFound).max(100);
const id = numeric(z.number({ error: EXAM_REFUSAL_MSG.questionNotInAttempt }).int().positive());

// ---- requests ----
export const checkNoregSchema = z.object({
  no_reg: z.string().trim().min(1, 'Nomor registrasi harus diisi').max(30),
  hash: z.string().min(1, EXAM_MSG.noData).max(200),
});
export const listUjianSchema = z.object({ no_reg: z.string().trim().max(30).optional() });
export const kodeUjianSchema = z.object({ kode_ujian: kode });

/**
 * POST /soalUjianPg and /soalPMB. Starting is a deliberate act (design §4): only `mulai: true` starts
 * an attempt (the server clock); without it the call resumes the attempt in progress or answers
 * 409 'Ujian belum dimulai'. A form may send the flag as 'true' / '1'.
 */
export const sheetRequestSchema = kodeUjianSchema.extend({
  mulai: z.preprocess(
    (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
    z.boolean({ error: 'mulai harus true atau false' }).optional(),
  ),
  /** 'Token ujian': the token the proctor reads out, when the materi / exam asks for one */
  token_ujian: z.string().trim().max(20, 'Token ujian salah').optional(),
});

/**
 * POST /simpanJawaban — autosave one answer (value A–E, the letter as shown), one answer of a form
 * (`jawaban`: the WHOLE answer of that question, shaped by its form — question-forms.ts
 * formAnswerSchema; letters as shown) or one essay; last write wins. `ragu` marks a question that
 * is not an essay as doubtful (true) or clears the mark; it is saved with the answer, or alone
 * before any answer.
 */
export const saveAnswerSchema = z
  .object({
    kode_ujian: kode,
    id_soal: id,
    value: z.enum(OPTION_KEYS, { error: 'Jawaban harus salah satu dari A, B, C, D, E' }).optional(),
    essay: z.string().max(20_000, 'Jawaban essay maksimal 20.000 karakter').optional(),
    /** checked against the question's form by the server (its shape depends on the question) */
    jawaban: z.unknown().optional(),
    ragu: z.boolean({ error: EXAM_REFUSAL_MSG.raguInvalid }).optional(),
    /**
     * The order of the candidate's action among the saves of this question (docs/decisions/0005: two tabs
     * of one session; the web app sends a millisecond stamp that only grows in that browser). The
     * server keeps the newest and refuses an older one (409). Optional: a page loaded before it
     * existed saves as before (accepted, last write wins).
     */
    urutan: z
      .number({ error: SAVE_ORDER_MSG.urutanInvalid })
      .int(SAVE_ORDER_MSG.urutanInvalid)
      .nonnegative(SAVE_ORDER_MSG.urutanInvalid)
      .max(Number.MAX_SAFE_INTEGER, SAVE_ORDER_MSG.urutanInvalid)
      .optional(),
  })
  .refine(
    (v) => {
      const answers = [v.value, v.essay, v.jawaban].filter((a) => a !== undefined).length;
      if (v.essay !== undefined) return answers === 1 && v.ragu === undefined;
      return answers === 1 || (answers === 0 && v.ragu !== undefined);
    },
    { message: EXAM_REFUSAL_MSG.saveOneKind, path: ['value'] },
  );

/** POST /putarAudio — records one play of a question's audio; the third is refused. */
export const audioPlaySchema = z.object({ kode_ujian: kode, id_soal: id });

const jsonArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, z.array(item).max(1000));

/** POST /posthasilujian — spec body; `point` is ignored, the server scores. */
export const submitSchema = z.object({
  kode_ujian: kode,
  email: z.string().max(254).optional(),
  nim: z.string().max(30).optional(),
  nama_mhs: z.string().max(150).optional(),
  jawaban_essay: jsonArray(
    z.object({ id_soal: id, answerEssay: z.string().max(20_000).optional().default('') }).passthrough(),
  )
    .optional()
    .default([]),
  point: z.unknown().optional(),
  array_answer: jsonArray(
    z
      .object({
        id_soal: id,
        // '' or null = unanswered; letters are accepted in either case
        value: z.preprocess(
          (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
          z.enum(OPTION_KEYS).nullable().optional(),
        ),
      })
      .passthrough(),
  )
    .optional()
    .default([]),
  jumlah_soal_ujian: z.unknown().optional(),
});

/** POST /filterUser (staff) — search candidates by any of these (contains, case-insensitive). */
export const filterUserSchema = z.object({
  q: z.string().trim().max(100).optional(),
  nisn: z.string().trim().max(30).optional(),
  email: z.string().trim().max(254).optional(),
  nama: z.string().trim().max(150).optional(),
});

/** POST /loginujian — course-exam entry (identity form of /detail/{kode_ujian}). */
export const loginUjianSchema = z.object({
  kode_ujian: kode,
  pass_ujian: z.string({ error: 'Password ujian harus diisi' }).min(1, 'Password ujian harus diisi').max(100),
  email: z
    .string({ error: 'Email harus diisi' })
    .trim()
    .min(1, 'Email harus diisi')
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Format email tidak valid'),
  /** normalised (normaliseNim): two spellings of one NIM are one student */
  nim: z
    .string({ error: 'Nim harus diisi' })
    .trim()
    .min(1, 'Nim harus diisi')
    .max(30)
    .transform(normaliseNim),
  /** a course with a student list takes the name (and the course's prodi) from it: none needed */
  nama: z.string().trim().max(150).optional(),
  prodi: z.string().trim().max(100).optional(),
  /** the student's personal code ('Kode Pribadi'), when the list gives them one */
  kode_pribadi: z.string().trim().max(20).optional(),
});
/** What an exam without a student list needs typed (the server says it; the form checks it too). */
export const IDENTITY_MSG = { namaRequired: 'Nama harus diisi', prodiRequired: 'Prodi harus diisi' } as const;

// ---- responses ----
// Response schemas: the server declares them on its routes, so the serializer sends only these
// fields (never an answer key) and the API docs show every shape; the web reads the inferred types.

const toeflFlag = z.enum(['1', '0']);

export const attemptSummarySchema = z.object({
  attempt_no: z.number(),
  nilai_pg: z.number().nullable(),
  nilai_essay: z.number().nullable(),
  nilai_akhir: z.number().nullable(),
  submitted_at: z.string().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/** One card of the overview: a materi (or the course exam for a student). */
export const examCardSchema = z.object({
  id_ujian: z.number().nullable(),
  kode_ujian: z.string(),
  nama_ujian: z.string(),
  master_materi: z.string(),
  waktu: z.number(),
  type_soal: typeSoalSchema,
  is_toefl: toeflFlag,
  toefl_type: z.number().nullable(),
  urutan: z.number(),
  mulai: z.string().nullable(),
  selesai: z.string().nullable(),
  /** earlier finished attempts, oldest first */
  status: z.array(attemptSummarySchema),
  /** attempts staff voided ('Ulang ujian', docs/decisions/0007): kept in the history, marked, not counted; only when any */
  dibatalkan: z.array(attemptSummarySchema.extend({ dibatalkan_pada: z.string() })).optional(),
  state: examStateSchema,
  attempts_left: z.number(),
});
export type ExamCard = z.infer<typeof examCardSchema>;

/**
 * The candidate's two results (spec §4), labelled apart on the overview: the KKM pass ('Status
 * KKM': `filled`, `average`, `kkm`, `passed`) and the programme outcome ('Hasil Seleksi': `result`).
 */
export const outcomeSchema = z.object({
  /** every materi has at least one attempt */
  filled: z.boolean(),
  /** average of each non-TOEFL materi's best nilai_pg */
  average: z.number().nullable(),
  kkm: z.number(),
  /** the KKM pass: filled and average ≥ KKM */
  passed: z.boolean(),
  toefl_done: z.boolean(),
  /**
   * the programme outcome: accepted at choice 1, passed in choice 2, not accepted ('failed'),
   * not decided yet ('pending'), or 'none' for a candidate without programmes
   */
  result: z.enum(['none', 'pending', 'accepted_first', 'accepted_second', 'failed']),
  /** the accepted programme's name (accepted_first / accepted_second) */
  nama_prodi: z.string().nullable(),
  /** PROGDITERIMA was set by the campus admissions system: final */
  decided_by_campus: z.boolean(),
  /** programme one and its minimum: a card shows 'Lulus' when the average reaches it */
  prodi_satu: z.object({ nama_prodi: z.string(), nilai_min_kelulusan: z.number() }).nullable(),
  second_attempt_allowed: z.boolean(),
  /** the WhatsApp pass notice can be resent (the rule POST tes-users/tryout/pass-tryout applies) */
  notice_allowed: z.boolean(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

/** POST /listujian → data */
export const listUjianResultSchema = z.object({
  ujian: z.array(examCardSchema),
  in_progress: z.object({ kode_ujian: z.string(), deadline_at: z.string() }).nullable(),
  outcome: outcomeSchema,
});
export type ListUjianResult = z.infer<typeof listUjianResultSchema>;

/** POST /checknoreg → data: the profile and the exam token. */
export const checkNoregResultSchema = candidateProfileSchema.extend({ api_token: z.string() });
export type CheckNoregResult = z.infer<typeof checkNoregResultSchema>;

export const questionMediaSchema = z.object({
  url: z.string(),
  kind: z.enum(['image', 'audio', 'unsupported']),
});
export type QuestionMedia = z.infer<typeof questionMediaSchema>;

export const questionOptionSchema = z.object({
  key: z.enum(OPTION_KEYS),
  html: z.string(),
  image_url: z.string().nullable(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** A question as a candidate sees it: never a key. */
export const candidateQuestionSchema = z.object({
  id_soal: z.number(),
  number: z.number(),
  type_soal: z.enum(QUESTION_KINDS),
  soal_pg: z.string(),
  media: questionMediaSchema.nullable(),
  /** PG, Jawaban Ganda: the options; Menjodohkan: the responses (letters as shown) */
  options: z.array(questionOptionSchema),
  /** a form's content: a table's labels and statements, a matching's premises (never a key) */
  isi: candidateFormContentSchema.optional(),
  /** the shared passage (wacana) it is shown with: one of the sheet's `stimuli`; null: none */
  stimulus_id: z.number().nullable().optional(),
});
export type CandidateQuestion = z.infer<typeof candidateQuestionSchema>;

export const candidateGroupSchema = z.object({
  id: z.number(),
  nama_group: z.string(),
  deskripsi: z.string(),
  questions: z.array(candidateQuestionSchema),
});
export type CandidateGroup = z.infer<typeof candidateGroupSchema>;

/** POST /soalUjianPg and /soalPMB → data: the attempt started (`mulai: true`) or resumed. */
export const examSheetSchema = z.object({
  attempt_id: z.number(),
  kode_ujian: z.string(),
  nama_ujian: z.string(),
  type_soal: typeSoalSchema,
  waktu: z.number(),
  is_toefl: toeflFlag,
  toefl_type: z.number().nullable(),
  server_now: z.string(),
  started_at: z.string(),
  deadline_at: z.string(),
  groups: z.array(candidateGroupSchema),
  /** the saved answers, by id_soal, in the letters the candidate sees */
  answers: z.record(z.string(), z.enum(OPTION_KEYS)),
  essays: z.record(z.string(), z.string()),
  /**
   * the saved answers of the forms, by id_soal, as the candidate sends them (letters as shown);
   * the server always sends it (optional: a sheet kept by a page of an earlier version has none)
   */
  jawaban: z.record(z.string(), sheetFormAnswerSchema).optional(),
  /** the shared passages (wacana) the sheet's questions use, each once (stimulus.ts) */
  stimuli: z.array(candidateStimulusSchema).optional(),
  /** id_soal of the questions marked 'ragu-ragu' */
  ragu: z.array(z.number()),
  audio_plays: z.record(z.string(), z.number()),
});
export type ExamSheet = z.infer<typeof examSheetSchema>;

/** One question group of a finished attempt: its multiple-choice tally and its essays. */
export const groupTallySchema = z.object({
  nama_group: z.string(),
  benar: z.number(),
  salah: z.number(),
  kosong: z.number(),
  /** essay questions of the group (graded by staff later) */
  essay: z.number(),
});
export type GroupTally = z.infer<typeof groupTallySchema>;

/** POST /posthasilujian → data */
export const submitResultSchema = z.object({
  id_hasil: z.number(),
  attempt_no: z.number(),
  nilai_pg: z.number().nullable(),
  nilai_essay: z.number().nullable(),
  nilai_akhir: z.number().nullable(),
  /** per question group, in the order of the sheet */
  rincian: z.array(groupTallySchema),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

/**
 * POST /hasilujian_terakhir {kode_ujian} → data: the score of the taker's latest finished attempt
 * on the card, for the exam page that finds the attempt closed already (time up and finalised by
 * the server, a proctor's 'Selesaikan', a submit on another device). 409 while it still runs.
 */
export const lastResultSchema = submitResultSchema.extend({
  /** 'submitted': handed in (by the taker or a proctor); 'expired': closed by the server at its time */
  status: z.enum(['submitted', 'expired']),
});
export type LastResult = z.infer<typeof lastResultSchema>;

/** POST /ujian_detail → data: the card plus course details (null for a tryout materi). */
export const ujianDetailSchema = examCardSchema.extend({
  /** questions an attempt holds (the draw's size) */
  jumlah_soal: z.number(),
  nama_matkul: z.string().nullable(),
  nama_dosen: z.string().nullable(),
  kelas: z.string().nullable(),
  in_progress: z.object({ deadline_at: z.string() }).nullable(),
  /** starting asks for the proctor's 'Token ujian' */
  token_diperlukan: z.boolean().optional(),
  /** 'Wajib layar penuh': the page asks for fullscreen (never blocks) */
  wajib_layar_penuh: z.boolean().optional(),
  /** a question the draw may hold plays audio: the start screen names the audio rule */
  audio: z.boolean().optional(),
  /** the question forms the exam holds (PG, Essay, the UTBK / AKM forms): the start screen lists them */
  bentuk_soal: z.array(z.enum(QUESTION_KINDS)).optional(),
});
export type UjianDetail = z.infer<typeof ujianDetailSchema>;

/** POST /simpanJawaban → data */
export const saveAnswerResultSchema = z.object({
  id_soal: z.number(),
  saved_at: z.string(),
  /** an essay replaced an earlier one ('Data Berhasil Dirubah') */
  replaced: z.boolean(),
  /** the attempt's deadline when staff moved it lately (extra time, accommodation); absent otherwise */
  deadline: z.object({ attempt_id: z.number(), deadline_at: z.string() }).optional(),
});
export type SaveAnswerResult = z.infer<typeof saveAnswerResultSchema>;

/** POST /putarAudio → data */
export const audioPlayResultSchema = z.object({ plays: z.number(), remaining: z.number() });
export type AudioPlayResult = z.infer<typeof audioPlayResultSchema>;

/** POST /nilaiAkhir → data: the candidate's own stored score and current outcome. */
export const nilaiAkhirResultSchema = z.object({
  nisn: z.string(),
  nilai: z.number().nullable(),
  status_kelulusan: z.number().nullable(),
  PROGDITERIMA: z.string().nullable(),
  outcome: outcomeSchema,
});
export type NilaiAkhirResult = z.infer<typeof nilaiAkhirResultSchema>;

/** POST /getUjianCMB → data: the tryout exams and the materi of each. */
export const ujianCmbSchema = z.object({
  id_ujian: z.number(),
  kode_ujian: z.string(),
  nama_ujian: z.string(),
  master_materi: z.string(),
  type_soal: typeSoalSchema,
  materi: z.array(
    z.object({
      kode_ujian: z.string(),
      deskripsi: z.string(),
      waktu: z.number().nullable(),
      urutan: z.number(),
      is_toefl: toeflFlag,
      toefl_type: z.number().nullable(),
    }),
  ),
});
export type UjianCmb = z.infer<typeof ujianCmbSchema>;

/** POST /filterUser → data[]: one candidate found (staff), never a password hash. */
export const candidateSearchRowSchema = candidateProfileSchema
  .pick({
    nisn: true,
    full_name: true,
    email: true,
    phone: true,
    asal_sekolah: true,
    jenis_sekolah: true,
    jurusan_sekolah: true,
    nilai: true,
    status_kelulusan: true,
    PROGDITERIMA: true,
  })
  .extend({
    id: z.number(),
    /** kode_prodi of choice 1 / choice 2 */
    program_studi: z.string().nullable(),
    program_studi2: z.string().nullable(),
    created_at: z.string(),
  });
export type CandidateSearchRow = z.infer<typeof candidateSearchRowSchema>;

/** Where now falls in a course exam's window mulai..selesai. */
export const examWindowSchema = z.enum(['belum_dibuka', 'dibuka', 'ditutup']);
export type ExamWindow = z.infer<typeof examWindowSchema>;

/** GET /detailUjian/:kode_ujian → data: what the public entry page shows (never the password). */
export const courseExamInfoSchema = z.object({
  kode_ujian: z.string(),
  nama_ujian: z.string(),
  nama_matkul: z.string().nullable(),
  nama_dosen: z.string().nullable(),
  kelas: z.string().nullable(),
  type_ujian: z.string(),
  type_soal: typeSoalSchema,
  /** minutes */
  waktu: z.number(),
  mulai: z.string().nullable(),
  selesai: z.string().nullable(),
  window: examWindowSchema,
  server_now: z.string(),
  /** the course has a student list: only its NIMs enter, under its names (docs/decisions/0018) */
  daftar_mahasiswa: z.boolean(),
  /** the list gives its students personal codes, asked at entry */
  kode_pribadi: z.boolean(),
});
export type CourseExamInfo = z.infer<typeof courseExamInfoSchema>;

/** POST /loginujian → data: the student's exam token and who it is for. */
export const loginUjianResultSchema = z.object({
  api_token: z.string(),
  kode_ujian: z.string(),
  nama_ujian: z.string(),
  nim: z.string(),
  nama: z.string(),
});
export type LoginUjianResult = z.infer<typeof loginUjianResultSchema>;
