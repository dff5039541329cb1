import { z } from 'zod';
import { programmeRefSchema } from './accounts';
import { QUESTION_TYPES } from './constants';
import { alasanSchema } from './monitor';
import { numeric } from './numbers';
import { reviewConfirmField } from './review-opened';

/**
 * Results, essay grading, printing and exports (spec §2.5, §2.6, §7.3, §7.4, §8), the registrant
 * report and the pass settings. All paths are under /tryout/api.
 *
 * Results (staff; course-exam results only for the course's lecturer and admins, else 403):
 *   GET  /hasilUjianAll → HasilUjianExam[]       (tryout exams with their materi, shared by all staff)
 *   GET  /hasilujiandosen → UjianMahasiswa[]     (course exams: the lecturer's own; admin: all)
 *   POST /hasilujian {id_ujian, materi_id?} | {kode_prodi} → HasilList
 *   PUT  /edithasilujian/:id {nilai_essay ≥ 0, alasan} → HasilRow   DELETE /deletehasilujian/:id {alasan} → null
 *        (the deleted result's attempt is voided: no aggregate — item analysis, IRT, pass — counts it)
 *   GET  /pdfhasilujian/:id?materi_id= → application/pdf
 *   GET  /hasilujian/:id/excel?materi_id=, /hasilujianprodi/:kode/excel,
 *        /nilaiujianmahasiswa/:id/excel → .xlsx
 * Registrant report (admin): POST /reportPendaftar reportFilterSchema → ReportRow[] (404 when
 *   empty); GET /reportPendaftar/excel?same fields → .xlsx
 * Settings: GET /settings (staff) → PassSettings; PUT /settings (admin) settingsSchema;
 *   GET /programmes (staff) → ProgrammeRow[]; PUT /programmes/:kode_prodi (admin) programmeSchema;
 *   GET /prodi-without-token/kode-prodi/:kode/kode-prodi2/:kode2 (public) → { data: ProgrammeThreshold[] }
 */

export const RESULT_MSG = {
  // spec §8: grading and result deletion failures (title / text)
  errorTitle: 'Terjadi Kesalahan',
  error: 'Ada Kesalahan Coba Lagi Nanti',
  // spec §8 success texts
  successTitle: 'Berhasil',
  // docs/decisions/0007: an attempt staff voided ('Ulang ujian') stays in the lists, marked, and counts nowhere
  voided: 'Dibatalkan',
  voidedHint: 'Percobaan ini dibatalkan staf (Ulang ujian): tetap tercatat, tidak dihitung',
  signalsTitle: 'Sinyal integritas',
  graded: 'Data berhasil diubah',
  deletedTitle: 'Informasi',
  deleted: 'Data berhasil dihapus',
  // spec §2.6
  confirmDelete: 'Hapus Nilai Mahasiswa?',
  // ours
  nilaiEssayRequired: 'Nilai essay harus diisi',
  nilaiEssayMin: 'Nilai essay minimal 0',
  nilaiEssayMax: 'Nilai essay maksimal 100',
  resultNotFound: 'Hasil ujian tidak ditemukan',
  examNotFound: 'Ujian tidak ditemukan',
  prodiNotFound: 'Prodi tidak ditemukan',
  notYourExam: 'Anda tidak memiliki akses ke hasil ujian ini',
  pickOne: 'id_ujian atau kode_prodi harus diisi',
  notCourseExam: 'Ujian ini bukan ujian matakuliah',
  notGradable: 'Hasil ujian pilihan ganda tidak memiliki nilai essay',
} as const;

export const SETTINGS_MSG = {
  saved: 'Data berhasil diubah',
  kkmRange: 'KKM harus antara 0 dan 100',
  attemptsRange: 'Jumlah percobaan per materi harus antara 1 dan 10',
  nilaiMinRange: 'Nilai minimal kelulusan harus antara 0 dan 100',
  nothingToChange: 'Tidak ada data yang diubah',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().max(200).optional());
const optionalId = z.preprocess(blankToUndefined, numeric(z.number().int().positive()).optional());

/** POST /hasilujian: by exam (optionally one materi of a tryout exam) or by programme. */
export const hasilQuerySchema = z
  .object({
    id_ujian: optionalId,
    materi_id: optionalId,
    kode_prodi: optionalText,
  })
  .refine((v) => v.id_ujian != null || v.kode_prodi != null, {
    message: RESULT_MSG.pickOne,
    path: ['id_ujian'],
  });

export const materiFilterSchema = z.object({ materi_id: optionalId });

/** PUT /edithasilujian/:id — the essay score (minimum 0, spec §9). */
export const gradeSchema = z.object({
  nilai_essay: z.preprocess(
    blankToUndefined,
    numeric(
      z
        .number({ error: RESULT_MSG.nilaiEssayRequired })
        .refine(Number.isFinite, RESULT_MSG.nilaiEssayRequired)
        .min(0, RESULT_MSG.nilaiEssayMin)
        .max(100, RESULT_MSG.nilaiEssayMax),
    ),
  ),
  /** why (kept in the audit log; docs/decisions/0020) */
  alasan: alasanSchema,
});

/** DELETE /deletehasilujian/:id — why the result goes (kept in the audit log). */
export const deleteResultSchema = z.object({ alasan: alasanSchema });

/** POST /reportPendaftar body (spec §7.3): every field optional; partial, case-insensitive. */
export const reportFilterSchema = z.object({
  nisn: optionalText,
  email: optionalText,
  tahun: z.preprocess(blankToUndefined, numeric(z.number().int().min(2000).max(2100)).optional()),
  full_name: optionalText,
  asal_sekolah: optionalText,
  jenis_sekolah: optionalText,
  jurusan_sekolah: optionalText,
});
export type ReportFilter = z.output<typeof reportFilterSchema>;

/** PUT /settings (admin). */
export const settingsSchema = z
  .object({
    KkmTryOut: z.preprocess(
      blankToUndefined,
      numeric(
        z
          .number({ error: SETTINGS_MSG.kkmRange })
          .min(0, SETTINGS_MSG.kkmRange)
          .max(100, SETTINGS_MSG.kkmRange),
      ).optional(),
    ),
    attempts_per_materi: z.preprocess(
      blankToUndefined,
      numeric(
        z
          .number({ error: SETTINGS_MSG.attemptsRange })
          .int(SETTINGS_MSG.attemptsRange)
          .min(1, SETTINGS_MSG.attemptsRange)
          .max(10, SETTINGS_MSG.attemptsRange),
      ).optional(),
    ),
    /** more attempts for candidates who opened a pembahasan: confirmed (review-opened.ts) */
    ...reviewConfirmField,
    /** why (kept in the audit log; docs/decisions/0020) */
    alasan: alasanSchema,
  })
  .refine((v) => v.KkmTryOut != null || v.attempts_per_materi != null, {
    message: SETTINGS_MSG.nothingToChange,
  });

/** PUT /programmes/:kode_prodi (admin). */
export const programmeSchema = z.object({
  nilai_min_kelulusan: z.preprocess(
    blankToUndefined,
    numeric(
      z
        .number({ error: SETTINGS_MSG.nilaiMinRange })
        .min(0, SETTINGS_MSG.nilaiMinRange)
        .max(100, SETTINGS_MSG.nilaiMinRange),
    ),
  ),
  /** why (kept in the audit log) */
  alasan: alasanSchema,
});

const typeSoalSchema = z.enum(QUESTION_TYPES);
export type TypeSoal = z.infer<typeof typeSoalSchema>;

/** One stored essay answer (spec §3 "Essay answer"). */
export const essayAnswerSchema = z.object({
  id_soal: z.number(),
  soal: z.string(),
  answerEssay: z.string(),
  kunci: z.string(),
  number: z.number(),
});
export type EssayAnswer = z.infer<typeof essayAnswerSchema>;

export const materiRefSchema = z.object({ id: z.number(), kode_ujian: z.string(), deskripsi: z.string() });
export type MateriRef = z.infer<typeof materiRefSchema>;

/** A row of 'List Hasil Ujian' (tryout exams). */
export const hasilUjianExamSchema = z.object({
  id_ujian: z.number(),
  kode_ujian: z.string(),
  nama_ujian: z.string(),
  master_materi: z.string(),
  type_soal: typeSoalSchema,
  ujians: z.array(materiRefSchema),
  jumlah_hasil: z.number(),
});
export type HasilUjianExam = z.infer<typeof hasilUjianExamSchema>;

/** A row of 'Daftar Ujian Mahasiswa' (course exams). */
export const ujianMahasiswaSchema = z.object({
  id_ujian: z.number(),
  kode_ujian: z.string(),
  nama_ujian: z.string(),
  nama_matkul: z.string().nullable(),
  nama_dosen: z.string().nullable(),
  type_soal: typeSoalSchema,
  type_ujian: z.string(),
  mulai: z.string().nullable(),
  selesai: z.string().nullable(),
  kelas: z.string().nullable(),
  jumlah_hasil: z.number(),
});
export type UjianMahasiswa = z.infer<typeof ujianMahasiswaSchema>;

/** One result (hasil). */
export const hasilRowSchema = z.object({
  id_hasil: z.number(),
  id_ujian: z.number().nullable(),
  materi_id: z.number().nullable(),
  kode_materi: z.string().nullable(),
  nama_materi: z.string().nullable(),
  nama_mhs: z.string(),
  nim: z.string(),
  email: z.string(),
  kelas: z.string().nullable(),
  type_soal: typeSoalSchema,
  nilai_pg: z.number().nullable(),
  nilai_essay: z.number().nullable(),
  nilai_akhir: z.number().nullable(),
  mulai: z.string(),
  /** the IRT score of this attempt on the latest calibration of its materi (docs/decisions/0024); null without */
  skor_irt: z.number().nullable(),
  skor_irt_se: z.number().nullable(),
  program_studi: z.string().nullable(),
  /** the attempt's number for this candidate on this materi ('Ujian Ke') */
  ujian_ke: z.number().nullable(),
  /** when staff voided the attempt ('Ulang ujian', docs/decisions/0007): kept and shown as 'Dibatalkan'; null when not */
  dibatalkan_pada: z.string().nullable(),
  jawaban_essay: z.array(essayAnswerSchema),
});
export type HasilRow = z.infer<typeof hasilRowSchema>;

export const hasilListSchema = z.object({
  ujian: z
    .object({
      id_ujian: z.number(),
      kode_ujian: z.string(),
      nama_ujian: z.string(),
      kategori: z.enum(['tryout', 'matkul']),
      type_soal: typeSoalSchema,
      nama_matkul: z.string().nullable(),
      nama_dosen: z.string().nullable(),
      kelas: z.string().nullable(),
    })
    .nullable(),
  prodi: programmeRefSchema.nullable(),
  materi: z.array(materiRefSchema),
  hasil: z.array(hasilRowSchema),
});
export type HasilList = z.infer<typeof hasilListSchema>;

export const reportRowSchema = z.object({
  nisn: z.string(),
  email: z.string(),
  full_name: z.string(),
  asal_sekolah: z.string(),
  phone: z.string(),
  created_at: z.string(),
  jurusan_sekolah: z.string(),
  jenis_sekolah: z.string(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const passSettingsSchema = z.object({ KkmTryOut: z.number(), attempts_per_materi: z.number() });
export type PassSettings = z.infer<typeof passSettingsSchema>;

export const programmeThresholdSchema = programmeRefSchema;
export type ProgrammeThreshold = z.infer<typeof programmeThresholdSchema>;

export const programmeRowSchema = programmeThresholdSchema.extend({ updated_at: z.string() });
export type ProgrammeRow = z.infer<typeof programmeRowSchema>;

/** GET /prodi-without-token/… → data (the thresholds are under data.data, spec §2.5) */
export const programmeThresholdsSchema = z.object({ data: z.array(programmeThresholdSchema) });

/** The registrant report's year filter: this year and the 10 before (spec §2.6). */
export function reportYears(now = new Date()): number[] {
  const y = now.getFullYear();
  return Array.from({ length: 11 }, (_, i) => y - i);
}
