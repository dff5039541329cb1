import { STAFF_MSG } from './staff-messages';

/**
 * Staff back-office API (spec §2.5, §2.6, §5, §7.4, §8): request schemas shared by server and
 * web, and the `data` types of the responses. All paths are under /tryout/api; every route needs
 * a staff token (lecturer or admin); the user routes need an admin.
 *
 * Form-data friendly: numbers and booleans may arrive as strings; lists of ids may arrive as an
 * array, a JSON array string ('[1,2]') or a comma list ('1,2').
 *
 * Routes (request schema → response data):
 *   GET  /getMasterMateri → MateriRow[]            POST /getDetailMasterMateri {id} → MateriRow
 *   POST /addMateri addMateriSchema → MateriRow    (or assignMateriSchema → StaffUjian)
 *   POST /editMasterMateri editMateriSchema → MateriRow
 *   DELETE /deleteMasterMateri/:id (or ?id= / body id) → null
 *   GET  /groupSoal/:id_materi → GroupRow[]         POST /addGroupSoal addGroupSchema → GroupRow
 *   POST /updategroupSoal/:id updateGroupSchema → GroupRow   DELETE /deleteGroupSoal/:id → null (404)
 *   POST /addsoalPG, POST /updatesoal/:id (multipart, questionTextSchema + files) → StaffQuestion
 *   GET  /detailSoal/:id, GET /detailSoal?id=, POST /detailSoal {id} → StaffQuestion
 *   POST /listSoalPG {group_soal} or /listSoalPG/:id_group_soal → StaffQuestion[]
 *   POST /getAllSoal {group_soal} → GroupWithQuestions   DELETE /deletesoal/:id → null
 *   GET  /countSoalUjian → QuestionCounts
 *   GET  /getDataUjian?type_soal=&type_ujian=&kategori= → StaffUjian[]   GET /getDetailUjian/:id → StaffUjian
 *   POST /ujian, PUT /updateujian/:id ujianSchema → StaffUjian   DELETE /deleteujian/:id → null
 *   GET  /matkul, /matkul_dosen → Matkul[]   GET /matkulCount → { jumlah_matkul }
 *   POST /matkul, PUT /editMatkul/:id matkulSchema → Matkul   DELETE /deleteMatkul/:id → null
 *   (admin) GET /dosen → StaffUserRow[]; POST /dosen createDosenSchema → 201 StaffUserRow;
 *           PUT /editDosen/:id editDosenSchema → StaffUserRow; DELETE /deleteDosen/:id → null
 *   PUT  /profile/:nidn profileSchema → StaffUserRow ('Data berhasil diubah')
 *   GET  /dashboard → DashboardCounts
 * Refusals: 400 bad input, 404 missing, 409 conflicts (duplicates, 'Toefl sudah ada', results
 * exist), 413 'Ukuran gambar maksimal 2MB'; the envelope's `message` is the text to show.
 */

export * from './staff/courses';
export * from './staff/dashboard';
export * from './staff/exams';
export * from './staff/form-values';
export * from './staff/materi';
export * from './staff/question-bank';
export * from './staff/question-media';
export * from './staff/users';
export { STAFF_MSG };
