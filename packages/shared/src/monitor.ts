import { z } from 'zod';
import { MONITOR_MSG } from './monitor-messages';
import { numeric } from './numbers';
import { reviewConfirmField } from './review-opened';

/**
 * The exam-day control room ('Pengawasan Ujian', staff):
 *   GET  /monitor/sasaran → MonitorTargets: the tryout materi and course exams the caller may watch
 *   GET  /monitor/:jenis/:id?status&offline&q&page&per_page → MonitorTable (jenis: materi | ujian)
 *   GET  /monitor/:jenis/:id/stream → text/event-stream; each `update` event's data is the envelope
 *        around a MonitorUpdate (counts; at most one a second; the page then reads its rows again)
 *   POST /monitor/:jenis/:id/tambah-waktu  { menit, alasan, peserta?: id[] } (none: all in progress)
 *   POST /monitor/:jenis/:id/selesaikan    { peserta, alasan }  'Selesaikan sekarang'
 *   POST /monitor/:jenis/:id/buka-sesi     { peserta, alasan }  'Buka sesi / reset login'
 *   POST /monitor/:jenis/:id/ulang         { peserta, alasan, konfirmasi_pembahasan? }  'Ulang ujian'
 *        (admin, tryout materi; 409 'Peserta ini sudah membuka pembahasan' until confirmed)
 *   PUT  /monitor/akomodasi/:id            { pengali, alasan }  a candidate's time multiplier
 *   GET  /audit-log?… → AuditPage (admin); GET /audit-log/excel (the same filter, .xlsx)
 * Rights: a course exam's lecturer and admins for everything on it; on a tryout materi any staff
 * may watch, add time and finish; only admins release sessions and void attempts.
 */

/** What the exam page reports (it never blocks an answer): a browser can report, not prevent. */
export const INTEGRITY_KINDS = [
  'hidden',
  'blur',
  'fullscreen_exit',
  'copy',
  'paste',
  'contextmenu',
  'offline',
] as const;
export type IntegrityKind = (typeof INTEGRITY_KINDS)[number];

export const INTEGRITY_LABEL: Record<IntegrityKind, string> = {
  hidden: 'Halaman disembunyikan',
  blur: 'Jendela tidak aktif',
  fullscreen_exit: 'Keluar layar penuh',
  copy: 'Menyalin',
  paste: 'Menempel',
  contextmenu: 'Menu klik kanan',
  offline: 'Offline',
};

export const MONITOR_STATUSES = ['belum_mulai', 'mengerjakan', 'selesai', 'waktu_habis'] as const;
export type MonitorStatus = (typeof MONITOR_STATUSES)[number];

export const MONITOR_STATUS_LABEL: Record<MonitorStatus, string> = {
  belum_mulai: 'Belum mulai',
  mengerjakan: 'Mengerjakan',
  selesai: 'Selesai',
  waktu_habis: 'Waktu habis',
};

/** No sign of life (request of the attempt's session) for this long: offline. */
export const OFFLINE_AFTER_MS = 60_000;
/** At most one monitor update a second. */
export const MONITOR_UPDATE_EVERY_MS = 1000;
export const MONITOR_PAGE_SIZES = [25, 50, 100, 200] as const;

const positiveId = (message: string) => numeric(z.number({ error: message }).int(message).positive(message));

export const monitorJenisSchema = z.enum(['materi', 'ujian'], { error: MONITOR_MSG.targetNotFound });
export type MonitorJenis = z.infer<typeof monitorJenisSchema>;

export const monitorParams = z.object({ jenis: monitorJenisSchema, id: positiveId(MONITOR_MSG.idInvalid) });
export const idParams = z.object({ id: positiveId(MONITOR_MSG.idInvalid) });

/** true / 'true' / '1' → true; absent → false. */
const queryFlag = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());

export const monitorQuerySchema = z.object({
  status: z.enum(MONITOR_STATUSES, { error: MONITOR_MSG.pageInvalid }).optional(),
  offline: queryFlag.optional(),
  q: z.string().trim().max(100, MONITOR_MSG.pageInvalid).optional(),
  page: positiveId(MONITOR_MSG.pageInvalid).optional(),
  per_page: numeric(
    z
      .number({ error: MONITOR_MSG.pageInvalid })
      .int(MONITOR_MSG.pageInvalid)
      .min(1, MONITOR_MSG.pageInvalid)
      .max(200, MONITOR_MSG.pageInvalid),
  ).optional(),
});
export type MonitorQuery = z.output<typeof monitorQuerySchema>;

export const alasanSchema = z
  .string({ error: MONITOR_MSG.reasonRequired })
  .trim()
  .min(1, MONITOR_MSG.reasonRequired)
  .max(500, MONITOR_MSG.reasonTooLong);

export const addTimeSchema = z.object({
  menit: numeric(
    z
      .number({ error: MONITOR_MSG.minutesInvalid })
      .int(MONITOR_MSG.minutesInvalid)
      .min(1, MONITOR_MSG.minutesInvalid)
      .max(240, MONITOR_MSG.minutesInvalid),
  ),
  alasan: alasanSchema,
  /** the rows (candidate or course-exam seat ids); absent or empty: everyone in progress */
  peserta: z.array(positiveId(MONITOR_MSG.takerInvalid)).max(5000, MONITOR_MSG.takerInvalid).optional(),
});
export type AddTimeBody = z.input<typeof addTimeSchema>;

export const takerActionSchema = z.object({
  peserta: positiveId(MONITOR_MSG.takerInvalid),
  alasan: alasanSchema,
});
export type TakerActionBody = z.input<typeof takerActionSchema>;

/** 'Ulang ujian': a candidate who opened the pembahasan needs the confirmation (review-opened.ts). */
export const voidActionSchema = takerActionSchema.extend(reviewConfirmField);
export type VoidActionBody = z.input<typeof voidActionSchema>;

export const multiplierSchema = z.object({
  pengali: numeric(
    z
      .number({ error: MONITOR_MSG.multiplierInvalid })
      .min(1, MONITOR_MSG.multiplierInvalid)
      .max(3, MONITOR_MSG.multiplierInvalid),
  ),
  alasan: alasanSchema,
});
export type MultiplierBody = z.input<typeof multiplierSchema>;

/** PUT /monitor/ujian/:id/akomodasi: a course exam student's multiplier (kept in the course's list). */
export const seatMultiplierSchema = multiplierSchema.extend({
  peserta: positiveId(MONITOR_MSG.takerInvalid),
});
export type SeatMultiplierBody = z.input<typeof seatMultiplierSchema>;

export const monitorCountsSchema = z.object({
  total: z.number(),
  belum_mulai: z.number(),
  mengerjakan: z.number(),
  /** in progress with no sign of life for OFFLINE_AFTER_MS */
  offline: z.number(),
  selesai: z.number(),
  waktu_habis: z.number(),
});
export type MonitorCounts = z.infer<typeof monitorCountsSchema>;

export const monitorTargetSchema = z.object({
  jenis: monitorJenisSchema,
  id: z.number(),
  kode_ujian: z.string(),
  nama: z.string(),
  /** the course (course exams) */
  nama_matkul: z.string().nullable(),
  waktu: z.number(),
});
export type MonitorTarget = z.infer<typeof monitorTargetSchema>;

export const monitorTargetsSchema = z.array(monitorTargetSchema);

export const monitorRowSchema = z.object({
  /** the candidate's id (materi) or the course-exam seat's id (ujian) */
  id: z.number(),
  no_reg: z.string(),
  nama: z.string(),
  status: z.enum(MONITOR_STATUSES),
  attempt_id: z.number().nullable(),
  attempt_no: z.number().nullable(),
  started_at: z.string().nullable(),
  deadline_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  answered: z.number(),
  total: z.number(),
  /** the last request of any of the taker's exam sessions */
  last_seen_at: z.string().nullable(),
  online: z.boolean(),
  /** saves the exam page still held at its last heartbeat (null: not said; docs/decisions/0011) */
  antrian: z.number().nullable(),
  /** the candidate's time accommodation (1: none; always 1 for course-exam seats) */
  time_multiplier: z.number(),
  /** attempts voided by staff ('Ulang ujian') on this materi */
  voided: z.number(),
  /** integrity signals of the attempt, by kind (kinds with none left out) */
  sinyal: z.array(z.object({ jenis: z.enum(INTEGRITY_KINDS), n: z.number() })),
  /** logins during the attempt: a switch to another device (the older session ended) */
  login_ulang: z.number(),
});
export type MonitorRow = z.infer<typeof monitorRowSchema>;

export const monitorTableSchema = z.object({
  target: monitorTargetSchema,
  server_now: z.string(),
  counts: monitorCountsSchema,
  /** rows matching the filter (for paging) */
  matching: z.number(),
  page: z.number(),
  per_page: z.number(),
  rows: z.array(monitorRowSchema),
  /** a course exam's listed students who have not entered it ('Belum mulai', docs/decisions/0018); [] otherwise */
  belum_masuk: z.array(z.object({ nim: z.string(), nama: z.string() })),
});
export type MonitorTable = z.infer<typeof monitorTableSchema>;

export const monitorUpdateSchema = z.object({ server_now: z.string(), counts: monitorCountsSchema });
export type MonitorUpdate = z.infer<typeof monitorUpdateSchema>;

export const actionResultSchema = z.object({
  /** how many takers the action changed */
  changed: z.number(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

// ---------- integrity signals ----------

/** POST /sinyalUjian (the taker's exam page): signals gathered since the last report. */
export const integrityReportSchema = z.object({
  kode_ujian: z
    .string({ error: MONITOR_MSG.signalInvalid })
    .trim()
    .min(1, MONITOR_MSG.signalInvalid)
    .max(100),
  sinyal: z
    .array(
      z.object({
        jenis: z.enum(INTEGRITY_KINDS, { error: MONITOR_MSG.signalInvalid }),
        /** how long before this report it happened (ms); the server stamps its own time minus this */
        ago_ms: numeric(
          z.number({ error: MONITOR_MSG.signalInvalid }).int().min(0).max(600_000, MONITOR_MSG.signalInvalid),
        ),
        /** an offline period's length (s) */
        durasi_s: numeric(
          z.number({ error: MONITOR_MSG.signalInvalid }).int().min(0).max(86_400, MONITOR_MSG.signalInvalid),
        ).optional(),
      }),
    )
    .min(1, MONITOR_MSG.signalInvalid)
    .max(50, MONITOR_MSG.signalInvalid),
});
export type IntegrityReport = z.input<typeof integrityReportSchema>;

export const integrityResultSchema = z.object({ recorded: z.number() });

export const timelineParams = monitorParams.extend({ peserta: positiveId(MONITOR_MSG.takerInvalid) });

/** GET /monitor/:jenis/:id/sinyal/:peserta: the signals of the taker's attempt, oldest first. */
export const integrityTimelineSchema = z.object({
  attempt_id: z.number().nullable(),
  events: z.array(
    z.object({
      id: z.number(),
      jenis: z.enum(INTEGRITY_KINDS),
      at: z.string(),
      durasi_s: z.number().nullable(),
    }),
  ),
});
export type IntegrityTimeline = z.infer<typeof integrityTimelineSchema>;

// ---------- exam-day options: 'Token ujian', 'Wajib layar penuh' ----------

export const examControlsSchema = z.object({
  token_aktif: z.boolean(),
  /** the current token (for the proctor to read out) */
  token: z.string().nullable(),
  /** when it rotates */
  berlaku_sampai: z.string().nullable(),
  token_menit: z.number(),
  wajib_layar_penuh: z.boolean(),
});
export type ExamControls = z.infer<typeof examControlsSchema>;

export const examControlsBodySchema = z.object({
  token_aktif: z.boolean({ error: MONITOR_MSG.pageInvalid }),
  token_menit: numeric(
    z
      .number({ error: MONITOR_MSG.tokenMinutesInvalid })
      .int(MONITOR_MSG.tokenMinutesInvalid)
      .min(5, MONITOR_MSG.tokenMinutesInvalid)
      .max(120, MONITOR_MSG.tokenMinutesInvalid),
  ).optional(),
  wajib_layar_penuh: z.boolean({ error: MONITOR_MSG.pageInvalid }),
  alasan: alasanSchema,
});
export type ExamControlsBody = z.input<typeof examControlsBodySchema>;

// ---------- audit log ----------

export const AUDIT_ACTION_LABEL: Record<string, string> = {
  tambah_waktu: 'Tambah waktu',
  akomodasi: 'Akomodasi',
  selesaikan: 'Selesaikan sekarang',
  buka_sesi: 'Buka sesi',
  ulang_ujian: 'Ulang ujian',
  opsi_ujian: 'Pengaturan ujian',
  perpanjangan_otomatis: 'Perpanjangan otomatis',
  pengaturan_gangguan: 'Pengaturan gangguan',
  berkas_jawaban: 'Unggah berkas jawaban',
  pratinjau_berkas_jawaban: 'Pratinjau berkas jawaban',
  berkas_jawaban_ditolak: 'Berkas jawaban ditolak',
  update_setting: 'Ubah pengaturan',
  update_programme_threshold: 'Ubah nilai minimal prodi',
  grade_essay: 'Beri nilai essay',
  delete_result: 'Hapus hasil ujian',
  update_progditerima: 'Ubah prodi diterima',
  retry: 'Kirim ulang pesan',
  arsipkan: 'Arsipkan bank soal',
  pulihkan: 'Pulihkan bank soal dari arsip',
};

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MONITOR_MSG.dateInvalid)
  .optional();

export const auditQuerySchema = z.object({
  action: z.string().trim().max(50, MONITOR_MSG.pageInvalid).optional(),
  q: z.string().trim().max(100, MONITOR_MSG.pageInvalid).optional(),
  /** WIB calendar days, inclusive */
  dari: isoDay,
  sampai: isoDay,
  page: positiveId(MONITOR_MSG.pageInvalid).optional(),
  per_page: monitorQuerySchema.shape.per_page,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  reason: z.string().nullable(),
  /** the object in words: a candidate's name and NISN, a student's name and NIM, a setting's name */
  objek: z.string(),
  /** before → after in words (auditChangeText) */
  perubahan: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  rows: z.array(auditRowSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
