/** The course-exam pages' own texts (docs/decisions/0009). */
export const UNKNOWN_CODE = 'Kode ujian tidak ditemukan. Periksa kembali kode dari dosen Anda.';
export const OTHER_CODE = 'Masukkan kode ujian lain';
export const CODE_REQUIRED = 'Kode ujian harus diisi';
