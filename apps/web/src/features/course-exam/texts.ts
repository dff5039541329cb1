/** The course-exam pages' own texts (issue 31 §3). */
export const UNKNOWN_CODE = 'Kode ujian tidak ditemukan. Periksa kembali kode dari dosen Anda.';
export const OTHER_CODE = 'Masukkan kode ujian lain';
export const CODE_REQUIRED = 'Kode ujian harus diisi';
