import type { Exec } from '../../db';
import { rowsOf } from '../../db/rows';

/** Every query of a course's student list (course_roster, 0018). */

export const rosterRows = rowsOf('course_roster', 'id');

const columns = ['id', 'nim', 'nama', 'email', 'kode_pribadi', 'time_multiplier'] as const;

export const listRoster = (db: Exec, idMatkul: number) =>
  db.selectFrom('course_roster').select(columns).where('id_matkul', '=', idMatkul).orderBy('nim').execute();

export const findStudent = (db: Exec, idMatkul: number, id: number) =>
  db
    .selectFrom('course_roster')
    .select(columns)
    .where('id_matkul', '=', idMatkul)
    .where('id', '=', id)
    .executeTakeFirst();

export const findByNim = (db: Exec, idMatkul: number, nim: string) =>
  db
    .selectFrom('course_roster')
    .select(columns)
    .where('id_matkul', '=', idMatkul)
    .where('nim', '=', nim)
    .executeTakeFirst();

/** Whether the course has a student list at all. */
export async function hasRoster(db: Exec, idMatkul: number): Promise<boolean> {
  const row = await db
    .selectFrom('course_roster')
    .select('id')
    .where('id_matkul', '=', idMatkul)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the course has a student list, and whether any of its students has a personal code. */
export async function rosterFacts(db: Exec, idMatkul: number): Promise<{ listed: boolean; codes: boolean }> {
  const row = await db
    .selectFrom('course_roster')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('kode_pribadi').as('codes')])
    .where('id_matkul', '=', idMatkul)
    .executeTakeFirstOrThrow();
  return { listed: Number(row.n) > 0, codes: Number(row.codes) > 0 };
}

/** The course as its list's page shows it, with its lecturer (undefined: no such course). */
export const findCourse = (db: Exec, idMatkul: number) =>
  db
    .selectFrom('courses')
    .select(['id_matkul', 'nama_matkul', 'kelas', 'id_dosen'])
    .where('id_matkul', '=', idMatkul)
    .executeTakeFirst();

/**
 * The listed students of an exam's course who have no seat in the exam yet (never logged in to
 * it): the absent ones of its participants' list.
 */
export const absentFromExam = (db: Exec, idUjian: number) =>
  db
    .selectFrom('course_roster as r')
    .innerJoin('exams as e', 'e.id_matkul', 'r.id_matkul')
    .select(['r.nim', 'r.nama', 'r.email'])
    .where('e.id_ujian', '=', idUjian)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('exam_students as s')
            .select('s.id')
            .whereRef('s.id_ujian', '=', 'e.id_ujian')
            .whereRef('s.nim', '=', 'r.nim'),
        ),
      ),
    )
    .orderBy('r.nim')
    .execute();

/** The time multiplier ('Akomodasi') of a course exam's seat: its NIM's in the course list, else 1. */
export async function seatMultiplier(db: Exec, examStudentId: number): Promise<number> {
  const row = await db
    .selectFrom('exam_students as s')
    .innerJoin('exams as e', 'e.id_ujian', 's.id_ujian')
    .innerJoin('course_roster as r', (j) =>
      j.onRef('r.id_matkul', '=', 'e.id_matkul').onRef('r.nim', '=', 's.nim'),
    )
    .select('r.time_multiplier')
    .where('s.id', '=', examStudentId)
    .executeTakeFirst();
  return Number(row?.time_multiplier ?? 1) || 1;
}
