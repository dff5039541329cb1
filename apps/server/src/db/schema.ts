import type { QuestionKind } from '@tryout/shared/question-forms';
import { type ColumnType, type Generated, sql } from 'kysely';

/**
 * Database tables. Timestamps are ISO-8601 UTC strings (text) on both SQLite and PostgreSQL;
 * booleans are 0/1 integers. Column names follow the spec's field names (design.md §3).
 */
export interface CandidatesTable {
  id: Generated<number>;
  nisn: string;
  full_name: string;
  email: string;
  phone: string;
  password_hash: string;
  asal_sekolah: string;
  jenis_sekolah: string;
  alamat_sekolah1: string;
  alamat_sekolah2: string;
  provinsi_sekolah: string;
  jurusan_sekolah: string;
  email_verified_at: string | null;
  /** stored score (rounded average sent to admissions) */
  nilai: number | null;
  /** 1 passed, 0 below KKM, null not evaluated */
  status_kelulusan: number | null;
  ANGKATAN: string | null;
  GELOMBANG: string | null;
  /** kode_prodi of choice 1 / choice 2 */
  program_studi: string | null;
  program_studi2: string | null;
  PROGDITERIMA: string | null;
  /** who set PROGDITERIMA: 'campus' (admissions system; final) or 'tryout' (our programme flow) */
  progditerima_source: 'campus' | 'tryout' | null;
  /** time accommodation ('Akomodasi'): every attempt's duration is multiplied by it (1 = none) */
  time_multiplier: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface StaffUsersTable {
  id: Generated<number>;
  id_dosen: string;
  nidn: string;
  nama_dosen: string;
  password_hash: string;
  role: 'admin' | 'dosen';
  prodi: string;
  created_at: string;
  updated_at: string;
}

export type TokenKind =
  | 'candidate_session'
  | 'candidate_exam'
  | 'student_exam'
  | 'staff'
  | 'verify_email'
  | 'reset_password'
  | 'integration';

export interface AuthTokensTable {
  id: Generated<number>;
  token_hash: string;
  kind: TokenKind;
  candidate_id: number | null;
  staff_user_id: number | null;
  exam_student_id: number | null;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
  /** exam tokens: when the session last made a request (written at most every 15 s) */
  last_seen_at: Generated<string | null>;
}

export interface ProgrammesTable {
  id: Generated<number>;
  kode_prodi: string;
  nama_prodi: string;
  nilai_min_kelulusan: number;
  created_at: string;
  updated_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** One row (id 1): raised by triggers on every write to settings, programmes and the tryout set (0013). */
export interface ConfigVersionTable {
  id: number;
  version: number;
}

export interface MateriTable {
  id: Generated<number>;
  kode_ujian: string;
  deskripsi: string;
  waktu: number | null;
  urutan: number;
  is_toefl: number;
  /** 1 Listening, 2 Structure, 3 Reading, 4 Writing */
  toefl_type: number | null;
  /** raised by every write to the materi's groups or questions (the in-memory bank's validity) */
  bank_version: Generated<number>;
  /** 1: each attempt shows the options in its own order ('Acak pilihan jawaban') */
  acak_pilihan: Generated<number>;
  /** 'Tampilkan pembahasan' (1 on): the review once no attempt can be started (0010) */
  tampilkan_pembahasan: Generated<number>;
  /** 1: staff closed the materi, no attempt starts on it (0010) */
  ditutup: Generated<number>;
  /** the lecturer it belongs to; null: the admins' (tryout) bank (0015, domain/bank-access.ts) */
  owner_id: Generated<number | null>;
  /** when staff archived it (0027); null: not archived */
  archived_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A materi shared with a named colleague (0015): read-only, or to edit (boleh_ubah 1). */
export interface MateriSharesTable {
  materi_id: number;
  staff_user_id: number;
  boleh_ubah: number;
  created_at: string;
}

export interface QuestionGroupsTable {
  id: Generated<number>;
  master_materi: number;
  nama_group: string;
  jumlah_soal_ujian: number;
  urutan: number;
  deskripsi: string;
  /** when staff archived it (0027); null: not archived */
  archived_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface QuestionsTable {
  id: Generated<number>;
  group_soal: number;
  id_master_materi: number;
  /** PG, Essay or a UTBK / AKM form (0024, packages/shared/question-forms.ts) */
  type_soal: QuestionKind;
  type_ujian: string;
  soal_pg: string;
  soal_gambar: string | null;
  pil_a: string;
  pil_b: string;
  pil_c: string;
  pil_d: string;
  pil_e: string;
  gambar_pil_a: string | null;
  gambar_pil_b: string | null;
  gambar_pil_c: string | null;
  gambar_pil_d: string | null;
  gambar_pil_e: string | null;
  kunci_pg: string | null;
  kunci_essay: string | null;
  pembahasan: string | null;
  /** a form's content a candidate sees, JSON (0024); null for PG and Essay */
  isi: Generated<string | null>;
  /** a form's key, JSON (0024): staff only, never in a candidate's query */
  kunci: Generated<string | null>;
  /** a form's scoring rule (0024); null: the form's default */
  aturan_skor: Generated<string | null>;
  /** the question's weight in nilai (0024, default 1) */
  bobot: Generated<number>;
  created_at: string;
  updated_at: string;
  /** the import this question came with (migration 0008); null when written in the form */
  import_batch?: number | null;
  /** the shared passage (stimuli, 0025) it is shown with; null: none */
  stimulus_id: Generated<number | null>;
  /** when staff archived it (0027); null: not archived */
  archived_at: Generated<string | null>;
}

/** A shared passage (wacana) of a question group (0025). */
export interface StimuliTable {
  id: Generated<number>;
  group_id: number;
  /** plain text, optional */
  judul: string | null;
  /** sanitised rich HTML */
  isi: string;
  created_at: string;
  updated_at: string;
}

export interface CoursesTable {
  id_matkul: Generated<number>;
  nama_matkul: string;
  id_dosen: number;
  kelas: string;
  prodi: string;
  /** when staff archived it (0028); null: not archived */
  archived_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A course's student (0018, docs/decisions/0018): only these NIMs enter its exams while it has any. */
export interface CourseRosterTable {
  id: Generated<number>;
  id_matkul: number;
  /** normalised (normaliseNim) */
  nim: string;
  nama: string;
  email: string | null;
  /** the student's own entry code, asked besides the exam password when set */
  kode_pribadi: string | null;
  /** time accommodation ('Akomodasi', 0022): the length of every attempt is multiplied by it */
  time_multiplier: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type ExamKategori = 'tryout' | 'matkul';
export type TypeSoal = 'PG' | 'Essay' | 'PG Dan Essay';
export type TypeUjian = 'UTS' | 'UAS' | 'QUIZ';

export interface ExamsTable {
  id_ujian: Generated<number>;
  /** tryout: the admissions practice exam; matkul: a course exam taken by code and password */
  kategori: ExamKategori;
  id_matkul: number | null;
  kode_ujian: string;
  pass_ujian: string | null;
  nama_ujian: string;
  master_materi: string;
  type_ujian: TypeUjian;
  type_soal: TypeSoal;
  jumlah_soal_PG: number;
  jumlah_soal_essay: number;
  waktu_ujian: number;
  mulai: string | null;
  selesai: string | null;
  kelas: string | null;
  created_by: number | null;
  /** 1: each attempt shows the options in its own order ('Acak pilihan jawaban') */
  acak_pilihan: Generated<number>;
  /** 1: a course exam's student sees the score only after `selesai` (0021) */
  nilai_setelah_tutup: Generated<number>;
  /** when staff archived it (0028): no new attempt starts; null: not archived */
  archived_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ExamMateriTable {
  id_ujian: number;
  materi_id: number;
}

/** A course-exam taker (identity form of /detail/{kode_ujian}); one per nim per exam. */
export interface ExamStudentsTable {
  id: Generated<number>;
  id_ujian: number;
  nim: string;
  email: string;
  nama: string;
  prodi: string;
  created_at: string;
}

export type AttemptStatus = 'in_progress' | 'submitted' | 'expired';

/**
 * 'in_progress' for a query's condition, written into the SQL text instead of bound. SQLite
 * weighs a bound value against a partial index's condition (attempts_one_in_progress,
 * attempts_expiry) and then prepares the statement again on every run: ~0.1 ms of CPU per
 * autosave. A literal is judged once, when the statement is prepared.
 */
export const IN_PROGRESS = sql.lit<AttemptStatus>('in_progress');

export interface AttemptsTable {
  id: Generated<number>;
  candidate_id: number | null;
  exam_student_id: number | null;
  id_ujian: number | null;
  materi_id: number | null;
  attempt_no: number;
  type_soal: TypeSoal;
  status: AttemptStatus;
  started_at: string;
  deadline_at: string;
  submitted_at: string | null;
  nilai_pg: number | null;
  nilai_essay: number | null;
  nilai_akhir: number | null;
  created_at: string;
  /** 'Ulang ujian': when staff voided the attempt (kept, marked, no longer counted) */
  voided_at: Generated<string | null>;
  /** saves the exam page still held at its last heartbeat (0023; null: not said) */
  antrian: Generated<number | null>;
}

/**
 * The frozen draw of an attempt, one row per attempt (0029, docs/decisions/0043): `questions` maps
 * each drawn question's id to its number and option order, `{"<question id>": [number, "CAEBD" |
 * null]}` (the original key shown under each letter, domain/option-order.ts; null: as written).
 * JSON text on SQLite, jsonb on PostgreSQL (read back parsed); db/draws.ts reads and writes it.
 */
export interface AttemptDrawsTable {
  attempt_id: number;
  questions: ColumnType<StoredDraw, string, string>;
}

/** A draw's questions: question id → [number, option order | null]. */
export type DrawMap = Record<string, [number, string | null]>;
/** A draw as read back: JSON text (SQLite) or parsed (PostgreSQL's jsonb). */
export type StoredDraw = string | DrawMap;

/** The questions of an attempt's draw the candidate marked 'ragu-ragu' (0029): a row per mark. */
export interface RaguMarksTable {
  attempt_id: number;
  question_id: number;
}

export interface AnswersTable {
  attempt_id: number;
  question_id: number;
  /** the original key A–E of a PG answer; '' for an answer of a form (in `isi`) */
  value: string;
  /** the whole answer of a form's question, JSON, original letters (0024); null for PG */
  isi: Generated<string | null>;
  updated_at: string;
  /** the 'urutan' of the save that wrote the row (docs/decisions/0005; null: saved without one) */
  seq: Generated<number | null>;
}

export interface EssayAnswersTable {
  attempt_id: number;
  question_id: number;
  answer: string;
  updated_at: string;
  /** the 'urutan' of the save that wrote the row (docs/decisions/0005; null: saved without one) */
  seq: Generated<number | null>;
}

export interface AudioPlaysTable {
  attempt_id: number;
  question_id: number;
  plays: number;
  updated_at: string;
}

/** hasil: the record of a finished attempt that staff see, grade and print. */
export interface ResultsTable {
  id_hasil: Generated<number>;
  attempt_id: number;
  id_ujian: number | null;
  materi_id: number | null;
  candidate_id: number | null;
  exam_student_id: number | null;
  nama_mhs: string;
  nim: string;
  email: string;
  kelas: string | null;
  type_soal: TypeSoal;
  nilai_pg: number | null;
  nilai_essay: number | null;
  nilai_akhir: number | null;
  mulai: string;
  jawaban_essay: string;
  created_at: string;
  updated_at: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'dead';

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  idempotency_key: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  locked_at: string | null;
  locked_by: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_user_id: number | null;
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  old_value: string | null;
  new_value: string | null;
  created_at: string;
  /** why staff took the action (proctor actions always give one) */
  reason: Generated<string | null>;
}

/** One integrity signal of an attempt, as its exam page reported it (server time). */
export interface IntegrityEventsTable {
  id: Generated<number>;
  attempt_id: number;
  /** hidden | blur | fullscreen_exit | copy | paste | contextmenu | offline */
  kind: string;
  at: string;
  /** an offline period's length in seconds */
  duration_s: number | null;
}

/** A tryout materi's or course exam's exam-day options (the control room sets them). */
export interface ExamControlsTable {
  jenis: 'materi' | 'ujian';
  target_id: number;
  /** 'Token ujian' on: the secret its rotating token is derived from (null: off) */
  token_secret: string | null;
  token_minutes: Generated<number>;
  /** 'Wajib layar penuh': 1 asks the candidate to enter fullscreen (never blocks) */
  wajib_layar_penuh: Generated<number>;
  updated_at: string;
}

/** One question import into a group (migration 0008): what 'Batalkan impor' undoes. */
export interface ImportBatchesTable {
  id: Generated<number>;
  group_soal: number;
  /** docx, xlsx or aiken */
  format: string;
  nama_file: string;
  jumlah_soal: number;
  created_by: number | null;
  created_at: string;
}

/** A printed score report's verification code (0010): only its SHA-256 is stored. */
export interface ScoreReportsTable {
  code_hash: string;
  candidate_id: number;
  nama: string;
  /** JSON: the scores printed on the report (kode, deskripsi, nilai) */
  nilai: string;
  created_at: string;
}

/** When a candidate first opened a materi's pembahasan (0017): staff actions giving a new attempt warn. */
export interface ReviewOpensTable {
  candidate_id: number;
  materi_id: number;
  opened_at: string;
}

export interface Database {
  candidates: CandidatesTable;
  staff_users: StaffUsersTable;
  auth_tokens: AuthTokensTable;
  programmes: ProgrammesTable;
  settings: SettingsTable;
  config_version: ConfigVersionTable;
  materi: MateriTable;
  materi_shares: MateriSharesTable;
  question_groups: QuestionGroupsTable;
  questions: QuestionsTable;
  stimuli: StimuliTable;
  courses: CoursesTable;
  course_roster: CourseRosterTable;
  exams: ExamsTable;
  exam_materi: ExamMateriTable;
  exam_students: ExamStudentsTable;
  attempts: AttemptsTable;
  attempt_draws: AttemptDrawsTable;
  ragu_marks: RaguMarksTable;
  answers: AnswersTable;
  essay_answers: EssayAnswersTable;
  audio_plays: AudioPlaysTable;
  results: ResultsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  irt_calibrations: IrtCalibrationsTable;
  irt_item_params: IrtItemParamsTable;
  irt_scores: IrtScoresTable;
  import_batches: ImportBatchesTable;
  integrity_events: IntegrityEventsTable;
  exam_controls: ExamControlsTable;
  score_reports: ScoreReportsTable;
  review_opens: ReviewOpensTable;
  server_alive: ServerAliveTable;
  outages: OutagesTable;
  outage_credits: OutageCreditsTable;
  outage_settings: OutageSettingsTable;
  server_keys: ServerKeysTable;
}

/** The database the server runs on. */
export type Dialect = 'sqlite' | 'postgres';

/** An IRT calibration of a materi (a version), run by the server's job (migration 0011). */
export interface IrtCalibrationsTable {
  id: Generated<number>;
  materi_id: number;
  model: '2pl' | 'rasch';
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: Generated<number>;
  sample_size: number | null;
  item_count: number | null;
  items_enough: number | null;
  /** 1: some item had enough responses; 0: 'Data belum cukup untuk kalibrasi IRT' */
  enough_data: number | null;
  log_likelihood: number | null;
  converged: number | null;
  scored: number | null;
  /** JSON: the test information [{theta, information}] */
  information: string | null;
  error: string | null;
  requested_by: number | null;
  claimed_by: string | null;
  heartbeat_at: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface IrtItemParamsTable {
  calibration_id: number;
  question_id: number;
  number: number;
  responses: number;
  p_correct: number | null;
  enough: number;
  a: number | null;
  b: number | null;
  se_a: number | null;
  se_b: number | null;
  fit_chi_square: number | null;
  fit_p: number | null;
  /** comma-separated IrtFlag list */
  flags: string;
}

export interface IrtScoresTable {
  calibration_id: number;
  candidate_id: number;
  attempt_id: number;
  theta: number;
  theta_se: number;
  skor: number;
  skor_se: number;
  answered: number;
}

/** The servers' shared alive mark (migration 0019, docs/decisions/0011): one row, rewritten every few seconds. */
/** The server's own key pairs (0026): 'berkas_jawaban', the rescue file's RSA key (base64 DER). */
export interface ServerKeysTable {
  name: string;
  public_key: string;
  private_key: string;
  created_at: string;
}

export interface ServerAliveTable {
  id: string;
  alive_at: string;
}

/** A gap in the alive marks long enough to count: the server or its database was down. */
export interface OutagesTable {
  id: Generated<number>;
  started_at: string;
  ended_at: string;
  seconds: number;
}

/** The seconds an attempt's deadline moved for an outage (once per attempt and outage). */
export interface OutageCreditsTable {
  outage_id: number;
  attempt_id: number;
  seconds: number;
}

/** A materi's ('materi') or course exam's ('ujian') outage setting; absent: the server's defaults. */
export interface OutageSettingsTable {
  jenis: 'materi' | 'ujian';
  target_id: number;
  /** 1: automatic credit on */
  auto: number;
  threshold_s: number;
  max_credit_s: number;
  updated_at: string;
}
