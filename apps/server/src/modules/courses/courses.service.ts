import { deleteRefusal } from '@tryout/shared/bank-access';
import type { ArchivableMatkul } from '@tryout/shared/exam-course-archive';
import type { matkulSchema } from '@tryout/shared/staff/courses';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import type { z } from 'zod';
import type { Db } from '../../db';
import { type Actor, courseWriteRefusal } from '../../domain/ownership';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { type Archiver, recordArchive } from '../audit/audit.service';
import * as repo from './courses.repository';

type Input = z.output<typeof matkulSchema>;

const toMatkul = (r: NonNullable<Awaited<ReturnType<typeof repo.findCourse>>>): ArchivableMatkul => ({
  id_matkul: r.id_matkul,
  nama_matkul: r.nama_matkul,
  id_dosen: r.id_dosen,
  kelas: r.kelas,
  prodi: r.prodi,
  nidn: r.nidn,
  nama_dosen: r.nama_dosen,
  diarsipkan_pada: r.archived_at,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** GET /matkul, /matkul_dosen: archived courses only with `archived` ('Tampilkan arsip'). */
export const listCourses = async (db: Db, dosenId?: number, archived = false) =>
  (await repo.listCourses(db, dosenId, archived)).map(toMatkul);

async function getCourse(db: Db, id: number): Promise<ArchivableMatkul> {
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

export async function createCourse(db: Db, actor: Actor, input: Input): Promise<ArchivableMatkul> {
  authorize(actor, null, input.id_dosen);
  await checkDosen(db, input.id_dosen);
  const now = nowIso();
  const id = await repo.courseRows.insert(db, { ...input, created_at: now, updated_at: now });
  return getCourse(db, id);
}

export async function updateCourse(
  db: Db,
  actor: Actor,
  id: number,
  input: Input,
): Promise<ArchivableMatkul> {
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
    const ujian = await repo.countCourseExams(trx, id);
    // 'Dipakai oleh 2 ujian, sehingga tidak dapat dihapus. Arsipkan saja …' (docs/decisions/0016)
    const refusal = deleteRefusal({ ujian, hasil: 0, berjalan: 0, percobaan: 0 });
    if (refusal) throw conflict(refusal);
    await repo.courseRows.remove(trx, id);
  });
}

/**
 * PUT /matkul/:id/arsip: archives or restores a course (its lecturer and admins); audited. An
 * archived course leaves the course lists and pickers and takes no new exam; its exams, students
 * and results stay as they are.
 */
export async function archiveCourse(
  db: Db,
  actor: Archiver,
  id: number,
  arsip: boolean,
): Promise<ArchivableMatkul> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.courseState(trx, id);
    if (current === undefined) throw notFound(STAFF_MSG.matkulNotFound);
    authorize(actor, current.id_dosen, current.id_dosen);
    await recordArchive(trx, actor, { entity: 'matkul', id, before: current.archived_at }, arsip, (at) =>
      repo.setCourseArchived(trx, id, at),
    );
  });
  return getCourse(db, id);
}

export const countCourses = (db: Db) => repo.countCourses(db);
