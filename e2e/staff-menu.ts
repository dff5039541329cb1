/** The staff sidebar the browser tests expect, by role. */
// spec §2.6's items under their names, plus every other staff page the role may open (docs/decisions/0040)
export const ADMIN_MENU = [
  'Dashboard',
  'Master Materi',
  'Group Soal',
  'Hasil Ujian',
  'Hasil Ujian Mahasiswa',
  'Analisis Butir Soal',
  'Manajemen Matakuliah',
  'Manajemen Admin',
  'Reporting Pendaftar Tryout',
  'Pengaturan Kelulusan',
  'Pengiriman',
  'Kalibrasi IRT',
  'Pengawasan Ujian',
  'Log Audit',
  'Profile',
];
export const LECTURER_MENU = [
  'Dashboard',
  'Master Materi',
  'Group Soal',
  'Hasil Ujian',
  'Hasil Ujian Mahasiswa',
  'Analisis Butir Soal',
  'Manajemen Matakuliah',
  'Kalibrasi IRT',
  'Pengawasan Ujian',
  'Log Audit',
  'Profile',
];
