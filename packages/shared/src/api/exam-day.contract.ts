import { z } from 'zod';
import {
  candidateSearchRowSchema,
  courseExamInfoSchema,
  filterUserSchema,
  kodeUjianSchema,
  listUjianResultSchema,
  listUjianSchema,
  loginUjianResultSchema,
  loginUjianSchema,
  nilaiAkhirResultSchema,
  ujianCmbSchema,
} from '../exam';
import { contractOf } from './contract';
import { examDayPaths } from './exam-day.paths';
import { sheetRoute } from './exam-session.contract';

const listDoc = {
  summary: 'Daftar ujian (materi) peserta dengan status, sisa kesempatan dan hasil kelulusan',
  description:
    'Satu kartu per materi yang ditetapkan pada ujian kategori tryout, urut menurut urutan. state: ' +
    "'Sedang Ujian' bila ada percobaan berjalan pada materi itu; 'Belum Ujian' bila belum ada percobaan selesai; " +
    "'Lulus' bila peserta diterima (prodi 1 atau 2, atau tanpa prodi: rata-rata ≥ KKM); selain itu 'Sudah Ujian'. " +
    'Percobaan yang melewati batas waktu + 30 detik diselesaikan lebih dulu. no_reg opsional; bila diisi harus nisn pemanggil (403).',
  response: listUjianResultSchema,
};

export const examDayContract = contractOf('ujian', examDayPaths, {
  kkm: {
    summary: 'Nilai batas lulus (KKM) tryout',
    response: z.object({ KkmTryOut: z.number() }),
  },
  list: { ...listDoc, body: listUjianSchema.optional() },
  listGet: { ...listDoc, query: listUjianSchema },
  listByProdi: {
    ...listDoc,
    summary: 'Daftar ujian untuk prodi peserta',
    description:
      'Semua prodi memakai set materi tryout yang sama, jadi isinya sama dengan /listujian (kelulusan prodi ada di outcome).',
    body: listUjianSchema.optional(),
  },
  nilaiAkhir: {
    summary:
      'Nilai akhir peserta sendiri: nilai tersimpan (rata-rata dibulatkan), status kelulusan, prodi diterima',
    response: nilaiAkhirResultSchema,
  },
  ujianCmb: {
    summary: 'Ringkasan ujian tryout (calon mahasiswa baru) beserta materinya',
    response: z.array(ujianCmbSchema),
  },
  filterUser: {
    summary: 'Cari peserta (admin) berdasarkan nisn, email atau nama',
    description:
      "q mencari di ketiganya; nisn/email/nama menyaring masing-masing (mengandung, tanpa beda huruf besar; '%' dan '_' dicari apa adanya). Maksimal 100 baris. Dosen: 403.",
    body: filterUserSchema.optional(),
    response: z.array(candidateSearchRowSchema),
  },
  sheetPmb: sheetRoute,
  courseLogin: {
    summary: 'Masuk ujian mata kuliah dengan kode dan password ujian serta data diri',
    description:
      "Hanya antara mulai dan selesai ('Ujian belum dibuka' / 'Ujian sudah ditutup'). Satu peserta per nim per ujian; nim yang sudah mengumpulkan → 400 'Anda Telah Mengikuti Ujian'. " +
      'Nim yang ujiannya sedang berjalan dan sesinya aktif dalam 2 menit terakhir → 409 (kecuali login membawa token sesi itu sendiri: perangkat yang sama); ' +
      "dosen pengampu membuka sesinya dengan 'Buka Sesi'. Mengembalikan token ujian mahasiswa (token lama nim ini dicabut).",
    body: loginUjianSchema,
    response: loginUjianResultSchema,
  },
  courseExam: {
    summary: 'Detail ujian mata kuliah untuk halaman masuk /detail/{kode_ujian} (tanpa password)',
    description:
      "Nama ujian, mata kuliah, dosen, kelas, jenis, waktu, mulai, selesai dan window ('belum_dibuka' | 'dibuka' | 'ditutup'). " +
      "Kode yang bukan ujian mata kuliah → 404 'Ujian tidak ditemukan'.",
    params: kodeUjianSchema,
    response: courseExamInfoSchema,
  },
});
