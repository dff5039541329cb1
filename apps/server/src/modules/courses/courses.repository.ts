import type { Db } from '../../db';
import { rowsOf } from '../../db/rows';

function selectCourses(db: Db) {
  return db
    .selectFrom('courses as c')
    .innerJoin('staff_users as s', 's.id', 'c.id_dosen')
    .selectAll('c')
    .select(['s.nidn', 's.nama_dosen']);
}

/** The courses (of one lecturer when `dosenId`); archived ones (archived_at, 0028) only when `archived`. */
export const listCourses = (db: Db, dosenId?: number, archived = false) => {
  let q = selectCourses(db);
  if (dosenId !== undefined) q = q.where('c.id_dosen', '=', dosenId);
  if (!archived) q = q.where('c.archived_at', 'is', null);
  return q.orderBy('c.nama_matkul').orderBy('c.id_matkul').execute();
};

export const findCourse = (db: Db, id: number) =>
  selectCourses(db).where('c.id_matkul', '=', id).executeTakeFirst();

/** The course's lecturer (staff id), or undefined when there is no such course. */
export async function courseLecturer(db: Db, id: number): Promise<number | undefined> {
  return (await courseState(db, id))?.id_dosen;
}

/** The course's lecturer and when it was archived, or undefined when there is no such course. */
export const courseState = (db: Db, id: number) =>
  db.selectFrom('courses').select(['id_dosen', 'archived_at']).where('id_matkul', '=', id).executeTakeFirst();

/** Archives (an instant) or restores (null) a course: archived_at only (docs/decisions/0016). */
export const setCourseArchived = (db: Db, id: number, archivedAt: string | null) =>
  db.updateTable('courses').set({ archived_at: archivedAt }).where('id_matkul', '=', id).execute();

export async function staffExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('staff_users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** insert, update and remove by id */
export const courseRows = rowsOf('courses', 'id_matkul');

/** How many exams (archived ones too) belong to the course. */
export async function countCourseExams(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('exams')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_matkul', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countCourses(db: Db): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
