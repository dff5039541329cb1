import { type Matkul, type matkulSchema, STAFF_MSG } from '@tryout/shared/staff';
import type { z } from 'zod';
import type { Db } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/errors';
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

export async function createCourse(db: Db, input: Input): Promise<Matkul> {
  await checkDosen(db, input.id_dosen);
  const now = nowIso();
  const id = await repo.insertCourse(db, { ...input, created_at: now, updated_at: now });
  return getCourse(db, id);
}

export async function updateCourse(db: Db, id: number, input: Input): Promise<Matkul> {
  await checkDosen(db, input.id_dosen);
  if ((await repo.updateCourse(db, id, { ...input, updated_at: nowIso() })) === 0)
    throw notFound(STAFF_MSG.matkulNotFound);
  return getCourse(db, id);
}

export async function deleteCourse(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findCourse(trx, id))) throw notFound(STAFF_MSG.matkulNotFound);
    if (await repo.courseHasExams(trx, id)) throw conflict(STAFF_MSG.matkulInUse);
    await repo.deleteCourse(trx, id);
  });
}

export const countCourses = (db: Db) => repo.countCourses(db);
