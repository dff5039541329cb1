import { z } from 'zod';
import { normaliseNim } from './nim';
import { numeric } from './numbers';

/**
 * A course's student list ('Daftar Mahasiswa', docs/decisions/0018): NIM, name, e-mail, typed or imported
 * from Excel/CSV by the course's lecturer. While a course has one, only its NIMs enter the
 * course's exams, under the list's name, and with their personal code ('Kode Pribadi') when set.
 *   GET    /matkul/:id_matkul/mahasiswa                 → RosterList
 *   POST   /matkul/:id_matkul/mahasiswa  rosterEntrySchema → RosterStudent (409 NIM already there)
 *   POST   /matkul/:id_matkul/mahasiswa/impor  (.xlsx or .csv as the body) → RosterImportResult
 *   POST   /matkul/:id_matkul/mahasiswa/kode-pribadi   → RosterList (a code for each without one)
 *   POST   /matkul/:id_matkul/mahasiswa/kode-pribadi/kirim → CodesMailed (each code by e-mail, once)
 *   PUT    /matkul/:id_matkul/mahasiswa/:id/akomodasi rosterAccommodationSchema → RosterStudent
 *   DELETE /matkul/:id_matkul/mahasiswa/:id            → null
 */
export const ROSTER_MSG = {
  nimRequired: 'NIM harus diisi',
  namaRequired: 'Nama harus diisi',
  emailInvalid: 'Format email tidak valid',
  nimExists: 'NIM sudah ada di daftar mahasiswa matakuliah ini',
  nimTwiceInFile: 'NIM ganda di dalam file',
  notFound: 'Mahasiswa tidak ditemukan di daftar',
  added: 'Mahasiswa ditambahkan ke daftar',
  removed: 'Mahasiswa dihapus dari daftar',
  imported: 'Daftar mahasiswa diimpor',
  codesMade: 'Kode pribadi dibuat',
  codesMailed: (n: number) => `Kode pribadi dikirim ke ${n} mahasiswa lewat e-mail`,
  noCodesToMail: 'Belum ada kode pribadi: buat kode pribadi dulu',
  fileEmpty: 'Pilih file Excel (.xlsx) atau CSV berisi kolom NIM, Nama dan Email',
  fileUnreadable: 'File tidak dapat dibaca: gunakan Excel (.xlsx) atau CSV dengan kolom NIM, Nama dan Email',
  noRows: 'Tidak ada mahasiswa yang dapat dibaca dari file',
  tooMany: 'Satu file berisi paling banyak 2.000 mahasiswa',
  /** the course exam's entry (POST /loginujian) when the course has a list */
  notInRoster: 'NIM Anda tidak terdaftar pada daftar mahasiswa matakuliah ini. Hubungi dosen pengampu.',
  personalCodeWrong: 'Kode pribadi salah',
  multiplierInvalid: 'Pengali waktu harus antara 1 dan 3',
  multiplierSaved: 'Akomodasi waktu disimpan',
} as const;

/** What 'Kirim kode lewat e-mail' did: mails queued now, students without an e-mail, codes mailed before. */
export const codesMailedSchema = z.object({
  terkirim: z.number(),
  tanpa_email: z.number(),
  sudah_dikirim: z.number(),
});
export type CodesMailed = z.infer<typeof codesMailedSchema>;

/** The most students one import file may hold. */
export const ROSTER_MAX_ROWS = 2000;
/** The largest import file (bytes). */
export const ROSTER_MAX_BYTES = 2 * 1024 * 1024;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One student as typed (or read from a file's row). */
export const rosterEntrySchema = z.object({
  nim: z
    .string({ error: ROSTER_MSG.nimRequired })
    .trim()
    .min(1, ROSTER_MSG.nimRequired)
    .max(30)
    .transform(normaliseNim),
  nama: z.string({ error: ROSTER_MSG.namaRequired }).trim().min(1, ROSTER_MSG.namaRequired).max(150),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(254).regex(EMAIL, ROSTER_MSG.emailInvalid).toLowerCase().nullable().optional(),
  ),
});
export type RosterEntry = z.output<typeof rosterEntrySchema>;

export const rosterStudentSchema = z.object({
  id: z.number(),
  nim: z.string(),
  nama: z.string(),
  email: z.string().nullable(),
  kode_pribadi: z.string().nullable(),
  /** 'Akomodasi': the time multiplier of the student's attempts (1 = none) */
  time_multiplier: z.number(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

export const rosterListSchema = z.object({
  matkul: z.object({ id_matkul: z.number(), nama_matkul: z.string(), kelas: z.string() }),
  mahasiswa: z.array(rosterStudentSchema),
});
export type RosterList = z.infer<typeof rosterListSchema>;

export const rosterImportResultSchema = z.object({
  ditambah: z.number(),
  diperbarui: z.number(),
  /** rows not taken, with the row's number in the file (1 = the first row) and why */
  ditolak: z.array(z.object({ baris: z.number(), alasan: z.string() })),
});
export type RosterImportResult = z.infer<typeof rosterImportResultSchema>;

/** PUT /matkul/:id_matkul/mahasiswa/:id/akomodasi: the student's time multiplier (×1 … ×3). */
export const rosterAccommodationSchema = z.object({
  pengali: numeric(
    z
      .number({ error: ROSTER_MSG.multiplierInvalid })
      .min(1, ROSTER_MSG.multiplierInvalid)
      .max(3, ROSTER_MSG.multiplierInvalid),
  ),
});

export const rosterParams = z.object({ id_matkul: z.coerce.number().int().positive() });
export const rosterStudentParams = rosterParams.extend({ id: z.coerce.number().int().positive() });
