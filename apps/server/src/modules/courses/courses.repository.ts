import type { Db } from '../../db';
import { rowsOf } from '../../db/rows';

function selectCourses(db: Db) {
  return db
    .selectFrom('courses as c')
    .innerJoin('staff_users as s', 's.id', 'c.id_dosen')
    .selectAll('c')
    .select(['s.nidn', 's.nama_dosen']);
}

export const listCourses = (db: Db, dosenId?: number) => {
  let q = selectCourses(db);
  if (dosenId !== undefined) q = q.where('c.id_dosen', '=', dosenId);
  return q.orderBy('c.nama_matkul').orderBy('c.id_matkul').execute();
};

export const findCourse = (db: Db, id: number) =>
  selectCourses(db).where('c.id_matkul', '=', id).executeTakeFirst();

/** The course's lecturer (staff id), or undefined when there is no such course. */
export async function courseLecturer(db: Db, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('courses')
    .select('id_dosen')
    .where('id_matkul', '=', id)
    .executeTakeFirst();
  return row?.id_dosen;
}

export async function staffExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('staff_users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** insert, update and remove by id */
export const courseRows = rowsOf('courses', 'id_matkul');

export async function courseHasExams(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('exams').select('id_ujian').where('id_matkul', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function countCourses(db: Db): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
