import { z } from 'zod';
import type { CandidateProfile } from './accounts';
import { OPTION_KEYS, type OptionKey } from './constants';
import { EXAM_MSG } from './exam-messages';
import { numeric } from './numbers';

export { EXAM_MSG };

export type ExamState = 'Belum Ujian' | 'Sedang Ujian' | 'Sudah Ujian' | 'Lulus';
export type TypeSoal = 'PG' | 'Essay' | 'PG Dan Essay';

const kode = z.string({ error: EXAM_MSG.examNotFound }).trim().min(1, EXAM_MSG.examNotFound).max(100);
const id = numeric(z.number({ error: EXAM_MSG.questionNotInAttempt }).int().positive());

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
});

/** POST /simpanJawaban — autosave one answer (value A–E) or one essay; last write wins. */
export const saveAnswerSchema = z
  .object({
    kode_ujian: kode,
    id_soal: id,
    value: z.enum(OPTION_KEYS, { error: 'Jawaban harus salah satu dari A, B, C, D, E' }).optional(),
    essay: z.string().max(20_000, 'Jawaban essay maksimal 20.000 karakter').optional(),
  })
  .refine((v) => (v.value === undefined) !== (v.essay === undefined), {
    message: 'Kirim tepat satu: value (A–E) atau essay',
    path: ['value'],
  });

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

// ---- responses ----
export interface AttemptSummary {
  attempt_no: number;
  nilai_pg: number | null;
  nilai_essay: number | null;
  nilai_akhir: number | null;
  submitted_at: string | null;
}

/** One card of the overview: a materi (or the course exam for a student). */
export interface ExamCard {
  id_ujian: number | null;
  kode_ujian: string;
  nama_ujian: string;
  master_materi: string;
  waktu: number;
  type_soal: TypeSoal;
  is_toefl: '1' | '0';
  toefl_type: number | null;
  urutan: number;
  mulai: string | null;
  selesai: string | null;
  /** earlier finished attempts, oldest first */
  status: AttemptSummary[];
  state: ExamState;
  attempts_left: number;
}

/**
 * The candidate's two results (spec §4), labelled apart on the overview: the KKM pass ('Status
 * KKM': `filled`, `average`, `kkm`, `passed`) and the programme outcome ('Hasil Seleksi': `result`).
 */
export interface Outcome {
  /** every materi has at least one attempt */
  filled: boolean;
  /** average of each non-TOEFL materi's best nilai_pg */
  average: number | null;
  kkm: number;
  /** the KKM pass: filled and average ≥ KKM */
  passed: boolean;
  toefl_done: boolean;
  /**
   * the programme outcome: accepted at choice 1, passed in choice 2, not accepted ('failed'),
   * not decided yet ('pending'), or 'none' for a candidate without programmes
   */
  result: 'none' | 'pending' | 'accepted_first' | 'accepted_second' | 'failed';
  /** the accepted programme's name (accepted_first / accepted_second) */
  nama_prodi: string | null;
  /** PROGDITERIMA was set by the campus admissions system: final */
  decided_by_campus: boolean;
  /** programme one and its minimum: a card shows 'Lulus' when the average reaches it */
  prodi_satu: { nama_prodi: string; nilai_min_kelulusan: number } | null;
  second_attempt_allowed: boolean;
  /** the WhatsApp pass notice can be resent (the rule POST tes-users/tryout/pass-tryout applies) */
  notice_allowed: boolean;
}

/** POST /listujian → data */
export interface ListUjianResult {
  ujian: ExamCard[];
  in_progress: { kode_ujian: string; deadline_at: string } | null;
  outcome: Outcome;
}

/** POST /checknoreg → data */
export interface CheckNoregResult extends CandidateProfile {
  api_token: string;
}

export interface QuestionMedia {
  url: string;
  kind: 'image' | 'audio' | 'unsupported';
}

export interface QuestionOption {
  key: OptionKey;
  html: string;
  image_url: string | null;
}

/** A question as a candidate sees it: never a key. */
export interface CandidateQuestion {
  id_soal: number;
  number: number;
  type_soal: 'PG' | 'Essay';
  soal_pg: string;
  media: QuestionMedia | null;
  options: QuestionOption[];
}

export interface CandidateGroup {
  id: number;
  nama_group: string;
  deskripsi: string;
  questions: CandidateQuestion[];
}

/** POST /soalUjianPg and /soalPMB → data: the attempt started (`mulai: true`) or resumed. */
export interface ExamSheet {
  attempt_id: number;
  kode_ujian: string;
  nama_ujian: string;
  type_soal: TypeSoal;
  waktu: number;
  is_toefl: '1' | '0';
  toefl_type: number | null;
  server_now: string;
  started_at: string;
  deadline_at: string;
  groups: CandidateGroup[];
  answers: Record<string, OptionKey>;
  essays: Record<string, string>;
  audio_plays: Record<string, number>;
}

/** One question group of a finished attempt: its multiple-choice tally and its essays. */
export interface GroupTally {
  nama_group: string;
  benar: number;
  salah: number;
  kosong: number;
  /** essay questions of the group (graded by staff later) */
  essay: number;
}

/** POST /posthasilujian → data */
export interface SubmitResult {
  id_hasil: number;
  attempt_no: number;
  nilai_pg: number | null;
  nilai_essay: number | null;
  nilai_akhir: number | null;
  /** per question group, in the order of the sheet */
  rincian: GroupTally[];
}

/** POST /ujian_detail → data: the card plus course details (null for a tryout materi). */
export interface UjianDetail extends ExamCard {
  /** questions an attempt holds (the draw's size) */
  jumlah_soal: number;
  nama_matkul: string | null;
  nama_dosen: string | null;
  kelas: string | null;
  in_progress: { deadline_at: string } | null;
}

/** POST /simpanJawaban → data */
export interface SaveAnswerResult {
  id_soal: number;
  saved_at: string;
  /** an essay replaced an earlier one ('Data Berhasil Dirubah') */
  replaced: boolean;
}

/** POST /putarAudio → data */
export interface AudioPlayResult {
  plays: number;
  remaining: number;
}

/** POST /nilaiAkhir → data: the candidate's own stored score and current outcome. */
export interface NilaiAkhirResult {
  nisn: string;
  nilai: number | null;
  status_kelulusan: number | null;
  PROGDITERIMA: string | null;
  outcome: Outcome;
}

/** POST /getUjianCMB → data: the tryout exams and the materi of each. */
export interface UjianCmb {
  id_ujian: number;
  kode_ujian: string;
  nama_ujian: string;
  master_materi: string;
  type_soal: TypeSoal;
  materi: {
    kode_ujian: string;
    deskripsi: string;
    waktu: number | null;
    urutan: number;
    is_toefl: '1' | '0';
    toefl_type: number | null;
  }[];
}

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
  nim: z.string({ error: 'Nim harus diisi' }).trim().min(1, 'Nim harus diisi').max(30),
  nama: z.string({ error: 'Nama harus diisi' }).trim().min(1, 'Nama harus diisi').max(150),
  prodi: z.string({ error: 'Prodi harus diisi' }).trim().min(1, 'Prodi harus diisi').max(100),
});

/** Where now falls in a course exam's window mulai..selesai. */
export type ExamWindow = 'belum_dibuka' | 'dibuka' | 'ditutup';

/** GET /detailUjian/:kode_ujian → data: what the public entry page shows (never the password). */
export interface CourseExamInfo {
  kode_ujian: string;
  nama_ujian: string;
  nama_matkul: string | null;
  nama_dosen: string | null;
  kelas: string | null;
  type_ujian: string;
  type_soal: TypeSoal;
  /** minutes */
  waktu: number;
  mulai: string | null;
  selesai: string | null;
  window: ExamWindow;
  server_now: string;
}

/** POST /loginujian → data */
export interface LoginUjianResult {
  api_token: string;
  kode_ujian: string;
  nama_ujian: string;
  nim: string;
  nama: string;
}
