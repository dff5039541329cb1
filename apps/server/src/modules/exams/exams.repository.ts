import type { Exec } from '../../db';
import { rowsOf } from '../../db/rows';
import type { TypeSoal, TypeUjian } from '../../db/schema';

function selectExams(db: Exec) {
  return db
    .selectFrom('exams as e')
    .leftJoin('courses as c', 'c.id_matkul', 'e.id_matkul')
    .leftJoin('staff_users as s', 's.id', 'c.id_dosen')
    .selectAll('e')
    .select(['c.nama_matkul', 'c.id_dosen', 's.nama_dosen'])
    .select((eb) =>
      eb
        .selectFrom('results as r')
        .whereRef('r.id_ujian', '=', 'e.id_ujian')
        .select(eb.fn.countAll<number>().as('n'))
        .as('jumlah_hasil'),
    );
}

export type ExamRecord = Awaited<ReturnType<ReturnType<typeof selectExams>['executeTakeFirstOrThrow']>>;

/** The exams by the filters; archived ones (archived_at, 0028) only when `archived`. */
export function listExams(
  db: Exec,
  f: { type_soal?: TypeSoal; type_ujian?: TypeUjian; kategori?: 'tryout' | 'matkul' },
  archived = false,
) {
  let q = selectExams(db);
  if (!archived) q = q.where('e.archived_at', 'is', null);
  if (f.type_soal) q = q.where('e.type_soal', '=', f.type_soal);
  if (f.type_ujian) q = q.where('e.type_ujian', '=', f.type_ujian);
  if (f.kategori) q = q.where('e.kategori', '=', f.kategori);
  return q.orderBy('e.id_ujian', 'desc').execute();
}

export const findExam = (db: Exec, id: number) =>
  selectExams(db).where('e.id_ujian', '=', id).executeTakeFirst();

/** insert, update and remove by id */
export const examRows = rowsOf('exams', 'id_ujian');

/**
 * An exam's header with what decides who may manage it (its course's lecturer, its creator); the
 * course-seat list and the control room add their columns.
 */
export const examHeaders = (db: Exec) =>
  db
    .selectFrom('exams as e')
    .leftJoin('courses as c', 'c.id_matkul', 'e.id_matkul')
    .select([
      'e.id_ujian',
      'e.kategori',
      'e.id_matkul',
      'e.created_by',
      'c.id_dosen',
      'e.kode_ujian',
      'e.nama_ujian',
      'c.nama_matkul',
    ]);

/** An exam's header (with what decides who may manage it), its class and its window: the seat list. */
export const examWithWindow = (db: Exec, idUjian: number) =>
  examHeaders(db)
    .select(['e.kelas', 'e.mulai', 'e.selesai'])
    .where('e.id_ujian', '=', idUjian)
    .executeTakeFirst();

/**
 * What decides who owns an exam (domain/ownership) and whether it is archived, or undefined when
 * there is no such exam.
 */
export const examOwnership = (db: Exec, id: number) =>
  db
    .selectFrom('exams as e')
    .leftJoin('courses as c', 'c.id_matkul', 'e.id_matkul')
    .select(['e.kategori', 'e.id_matkul', 'c.id_dosen', 'e.created_by', 'e.archived_at'])
    .where('e.id_ujian', '=', id)
    .executeTakeFirst();

export async function countExamResults(db: Exec, id: number): Promise<number> {
  const row = await db
    .selectFrom('results')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_ujian', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function existingMateriIds(db: Exec, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('materi').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export async function examMateriIds(db: Exec, id: number): Promise<number[]> {
  const rows = await db.selectFrom('exam_materi').select('materi_id').where('id_ujian', '=', id).execute();
  return rows.map((r) => r.materi_id);
}

/** (id_ujian, materi_id) pairs for the given exams. */
export async function materiLinks(db: Exec, examIds: number[]) {
  if (examIds.length === 0) return [];
  return db.selectFrom('exam_materi').selectAll().where('id_ujian', 'in', examIds).execute();
}

export async function replaceExamMateri(db: Exec, id: number, materiIds: number[]) {
  await db.deleteFrom('exam_materi').where('id_ujian', '=', id).execute();
  if (materiIds.length > 0) {
    await db
      .insertInto('exam_materi')
      .values(materiIds.map((materi_id) => ({ id_ujian: id, materi_id })))
      .execute();
  }
}

export const findCourse = (db: Exec, id: number) =>
  db
    .selectFrom('courses')
    .select(['id_matkul', 'kelas', 'id_dosen', 'archived_at'])
    .where('id_matkul', '=', id)
    .executeTakeFirst();

/** Archives (an instant) or restores (null) an exam: archived_at only (docs/decisions/0016). */
export const setExamArchived = (db: Exec, id: number, archivedAt: string | null) =>
  db.updateTable('exams').set({ archived_at: archivedAt }).where('id_ujian', '=', id).execute();
