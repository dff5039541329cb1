import { z } from 'zod';
import { numeric } from './numbers';

/**
 * Results, essay grading, printing and exports (spec §2.5, §2.6, §7.3, §7.4, §8), the registrant
 * report and the pass settings. All paths are under /tryout/api.
 *
 * Results (staff; course-exam results only for the course's lecturer and admins, else 403):
 *   GET  /hasilUjianAll → HasilUjianExam[]       (tryout exams with their materi, shared by all staff)
 *   GET  /hasilujiandosen → UjianMahasiswa[]     (course exams: the lecturer's own; admin: all)
 *   POST /hasilujian {id_ujian, materi_id?} | {kode_prodi} → HasilList
 *   PUT  /edithasilujian/:id {nilai_essay ≥ 0} → HasilRow   DELETE /deletehasilujian/:id → null
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
  errorTitle: 'Error',
  error: 'Ada Kesalahan Coba Lagi Nanti',
  // spec §8 success texts
  successTitle: 'Success',
  graded: 'Data berhasil diubah',
  deletedTitle: 'Info',
  deleted: 'Data berhasil didelete',
  // spec §2.6
  confirmDelete: 'Delete Nilai Mahasiswa?',
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
});

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
});

export type TypeSoal = 'PG' | 'Essay' | 'PG Dan Essay';

/** One stored essay answer (spec §3 "Essay answer"). */
export interface EssayAnswer {
  id_soal: number;
  soal: string;
  answerEssay: string;
  kunci: string;
  number: number;
}

export interface MateriRef {
  id: number;
  kode_ujian: string;
  deskripsi: string;
}

/** A row of 'List Hasil Ujian' (tryout exams). */
export interface HasilUjianExam {
  id_ujian: number;
  kode_ujian: string;
  nama_ujian: string;
  master_materi: string;
  type_soal: TypeSoal;
  ujians: MateriRef[];
  jumlah_hasil: number;
}

/** A row of 'Daftar Ujian Mahasiswa' (course exams). */
export interface UjianMahasiswa {
  id_ujian: number;
  kode_ujian: string;
  nama_ujian: string;
  nama_matkul: string | null;
  nama_dosen: string | null;
  type_soal: TypeSoal;
  type_ujian: string;
  mulai: string | null;
  selesai: string | null;
  kelas: string | null;
  jumlah_hasil: number;
}

/** One result (hasil). */
export interface HasilRow {
  id_hasil: number;
  id_ujian: number | null;
  materi_id: number | null;
  kode_materi: string | null;
  nama_materi: string | null;
  nama_mhs: string;
  nim: string;
  email: string;
  kelas: string | null;
  type_soal: TypeSoal;
  nilai_pg: number | null;
  nilai_essay: number | null;
  nilai_akhir: number | null;
  mulai: string;
  program_studi: string | null;
  /** the attempt's number for this candidate on this materi ('Ujian Ke') */
  ujian_ke: number | null;
  jawaban_essay: EssayAnswer[];
}

export interface HasilList {
  ujian: {
    id_ujian: number;
    kode_ujian: string;
    nama_ujian: string;
    kategori: 'tryout' | 'matkul';
    type_soal: TypeSoal;
    nama_matkul: string | null;
    nama_dosen: string | null;
    kelas: string | null;
  } | null;
  prodi: { kode_prodi: string; nama_prodi: string; nilai_min_kelulusan: number } | null;
  materi: MateriRef[];
  hasil: HasilRow[];
}

export interface ReportRow {
  nisn: string;
  email: string;
  full_name: string;
  asal_sekolah: string;
  phone: string;
  created_at: string;
  jurusan_sekolah: string;
  jenis_sekolah: string;
}

export interface PassSettings {
  KkmTryOut: number;
  attempts_per_materi: number;
}

export interface ProgrammeRow {
  kode_prodi: string;
  nama_prodi: string;
  nilai_min_kelulusan: number;
  updated_at: string;
}

export interface ProgrammeThreshold {
  kode_prodi: string;
  nama_prodi: string;
  nilai_min_kelulusan: number;
}

/** The registrant report's year filter: this year and the 10 before (spec §2.6). */
export function reportYears(now = new Date()): number[] {
  const y = now.getFullYear();
  return Array.from({ length: 11 }, (_, i) => y - i);
}
