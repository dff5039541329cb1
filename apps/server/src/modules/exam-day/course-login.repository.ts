import type { Exec } from '../../db';

/** The course exams a student logs in to, and their seats (one exam_students row per nim). */

/** A course exam with its course and lecturer names. */
const courseExams = (db: Exec) =>
  db
    .selectFrom('exams as e')
    .leftJoin('courses as c', 'c.id_matkul', 'e.id_matkul')
    .leftJoin('staff_users as s', 's.id', 'c.id_dosen')
    .selectAll('e')
    .select(['c.nama_matkul', 'c.prodi as prodi_matkul', 's.nama_dosen']);

export const findCourseExam = (db: Exec, idUjian: number) =>
  courseExams(db).where('e.id_ujian', '=', idUjian).executeTakeFirst();

export const findCourseExamByKode = (db: Exec, kode: string) =>
  courseExams(db).where('e.kode_ujian', '=', kode).where('e.kategori', '=', 'matkul').executeTakeFirst();

export const findExamStudent = (db: Exec, id: number) =>
  db.selectFrom('exam_students').selectAll().where('id', '=', id).executeTakeFirst();

export const findExamStudentByNim = (db: Exec, idUjian: number, nim: string) =>
  db
    .selectFrom('exam_students')
    .selectAll()
    .where('id_ujian', '=', idUjian)
    .where('nim', '=', nim)
    .executeTakeFirst();

/** One row per nim per exam: the identity form updates name, e-mail and prodi. */
export async function upsertExamStudent(
  db: Exec,
  v: { id_ujian: number; nim: string; email: string; nama: string; prodi: string },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('exam_students')
    .values({ ...v, created_at: now })
    .onConflict((oc) =>
      oc.columns(['id_ujian', 'nim']).doUpdateSet({ email: v.email, nama: v.nama, prodi: v.prodi }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
