import { type Matkul, type matkulSchema, STAFF_MSG } from '@tryout/shared/staff';
import type { z } from 'zod';
import type { Db } from '../../db';
import { type Actor, courseWriteRefusal } from '../../domain/ownership';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import * as repo from './courses.repository';

type Input = z.output<typeof matkulSchema>;

const toMatkul = (r: NonNullable<Awaited<ReturnType<typeof repo.findCourse>>>): Matkul => ({
  id_matkul: r.id_matkul,
  nama_matkul: r.nama_matkul,
  id_dosen: r.id_dosen,
  kelas: r.kelas,
  prodi: r.prodi,
  nidn: r.nidn,
  nama_dosen: r.nama_dosen,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export const listCourses = async (db: Db, dosenId?: number) =>
  (await repo.listCourses(db, dosenId)).map(toMatkul);

async function getCourse(db: Db, id: number): Promise<Matkul> {
  const r = await repo.findCourse(db, id);
  if (!r) throw notFound(STAFF_MSG.matkulNotFound);
  return toMatkul(r);
}

async function checkDosen(db: Db, id: number) {
  if (!(await repo.staffExists(db, id)))
    throw badRequest(STAFF_MSG.dosenNotFound, { id_dosen: STAFF_MSG.dosenNotFound });
}

/** Refuses (403) a write the actor may not make on a course (design §4). */
function authorize(actor: Actor, current: number | null, next: number | null) {
  const refusal = courseWriteRefusal(actor, current, next);
  if (refusal) throw forbidden(refusal);
}

export async function createCourse(db: Db, actor: Actor, input: Input): Promise<Matkul> {
  authorize(actor, null, input.id_dosen);
  await checkDosen(db, input.id_dosen);
  const now = nowIso();
  const id = await repo.courseRows.insert(db, { ...input, created_at: now, updated_at: now });
  return getCourse(db, id);
}

export async function updateCourse(db: Db, actor: Actor, id: number, input: Input): Promise<Matkul> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.courseLecturer(trx, id);
    if (current === undefined) throw notFound(STAFF_MSG.matkulNotFound);
    authorize(actor, current, input.id_dosen);
    await checkDosen(trx, input.id_dosen);
    await repo.courseRows.update(trx, id, { ...input, updated_at: nowIso() });
  });
  return getCourse(db, id);
}

export async function deleteCourse(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.courseLecturer(trx, id);
    if (current === undefined) throw notFound(STAFF_MSG.matkulNotFound);
    authorize(actor, current, null);
    if (await repo.courseHasExams(trx, id)) throw conflict(STAFF_MSG.matkulInUse);
    await repo.courseRows.remove(trx, id);
  });
}

export const countCourses = (db: Db) => repo.countCourses(db);
