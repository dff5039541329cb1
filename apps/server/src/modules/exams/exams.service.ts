import { ARCHIVE_MSG } from '@tryout/shared/archive';
import { deleteRefusal } from '@tryout/shared/bank-access';
import type { ArchivableUjian, ujianArchiveListQuery } from '@tryout/shared/exam-course-archive';
import { isCourseExam, type UjianUpdate, ujianSchema } from '@tryout/shared/staff/exams';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import type { z } from 'zod';
import type { Db } from '../../db';
import type { ExamKategori } from '../../db/schema';
import { type Actor, type ExamOwnership, mayArchiveExam, mayManageExam } from '../../domain/ownership';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { utcIsoToWib, wibToUtcIso } from '../../lib/wib';
import { type Archiver, recordArchive } from '../audit/audit.service';
import { kodeInUse } from '../codes/codes.service';
import { parseWith } from '../http';
import { requireAssignable } from '../materi/access.service';
import { materiByIds } from '../materi/materi.service';
import * as repo from './exams.repository';

/** An exam's header with its class and window, for the course-exam seat list (its query in exams.repository). */
export { examWithWindow } from './exams.repository';

type UjianInput = z.output<typeof ujianSchema>;

/**
 * Refuses an exam the actor may not change (design §4): 404 when there is none, 403 when it
 * belongs to another lecturer's course.
 */
function authorize(actor: Actor, exam: ExamOwnership | undefined): asserts exam is ExamOwnership {
  if (!exam) throw notFound(STAFF_MSG.examNotFound);
  if (!mayManageExam(actor, exam)) throw forbidden(STAFF_MSG.examNotYours);
}

/**
 * Refuses a write the actor may not make: `authorize`, and a tryout exam is an admin's (a
 * lecturer changes or deletes only one they made themselves, as the PG form once did by mistake,
 * and then only to give it one of their courses).
 */
function authorizeWrite(actor: Actor, exam: ExamOwnership | undefined): asserts exam is ExamOwnership {
  authorize(actor, exam);
  if (exam.kategori === 'tryout' && actor.role !== 'admin' && exam.created_by !== actor.staffId)
    throw forbidden(STAFF_MSG.tryoutAdminOnly);
}

/**
 * The kategori an exam gets: a course exam when it says so or has a course; otherwise a tryout
 * exam, which only an admin makes (a lecturer's exam always belongs to one of their courses).
 */
function kategoriOf(actor: Actor, input: UjianInput): ExamKategori {
  const course = isCourseExam(input);
  if (course === undefined && actor.role !== 'admin')
    throw badRequest(STAFF_MSG.examCourseRequired, { id_matkul: STAFF_MSG.examCourseRequired });
  if (course) return 'matkul';
  if (actor.role !== 'admin') throw forbidden(STAFF_MSG.tryoutAdminOnly);
  return 'tryout';
}

/** The exam's fields that are stored as the form sends them and shown as stored. */
const plainFields = (e: repo.ExamRecord) => ({
  kode_ujian: e.kode_ujian,
  nama_ujian: e.nama_ujian,
  master_materi: e.master_materi,
  type_ujian: e.type_ujian,
  type_soal: e.type_soal,
  jumlah_soal_PG: e.jumlah_soal_PG,
  jumlah_soal_essay: e.jumlah_soal_essay,
  waktu_ujian: e.waktu_ujian,
});

/** The exams as staff see them; the password only of the exams the actor may manage. */
async function withMateri(db: Db, actor: Actor, exams: repo.ExamRecord[]): Promise<ArchivableUjian[]> {
  const links = await repo.materiLinks(
    db,
    exams.map((e) => e.id_ujian),
  );
  const materi = await materiByIds(db, [...new Set(links.map((l) => l.materi_id))]);
  return exams.map((e) => {
    const ids = new Set(links.filter((l) => l.id_ujian === e.id_ujian).map((l) => l.materi_id));
    return {
      id_ujian: e.id_ujian,
      kategori: e.kategori,
      id_matkul: e.id_matkul,
      ...plainFields(e),
      pass_ujian: mayManageExam(actor, e) ? e.pass_ujian : null,
      mulai: utcIsoToWib(e.mulai),
      selesai: utcIsoToWib(e.selesai),
      mulai_utc: e.mulai,
      selesai_utc: e.selesai,
      kelas: e.kelas,
      nama_matkul: e.nama_matkul ?? null,
      nama_dosen: e.nama_dosen ?? null,
      materi: materi.filter((m) => ids.has(m.id)),
      acak_pilihan: e.acak_pilihan === 1,
      nilai_setelah_tutup: e.nilai_setelah_tutup === 1,
      jumlah_hasil: Number(e.jumlah_hasil ?? 0),
      diarsipkan_pada: e.archived_at,
      boleh_arsip: mayArchiveExam(actor, e),
      created_at: e.created_at,
      updated_at: e.updated_at,
    };
  });
}

/** GET /getDataUjian: archived exams only with ?arsip=1 ('Tampilkan arsip'). */
export async function listUjian(db: Db, actor: Actor, f: z.output<typeof ujianArchiveListQuery>) {
  const { arsip, ...filters } = f;
  return withMateri(db, actor, await repo.listExams(db, filters, arsip === '1'));
}

export async function getUjian(db: Db, actor: Actor, id: number): Promise<ArchivableUjian> {
  const row = await repo.findExam(db, id);
  if (!row) throw notFound(STAFF_MSG.examNotFound);
  return (await withMateri(db, actor, [row]))[0];
}

/**
 * Validates times and the course; returns the columns to store and who the exam will belong to
 * (its course's lecturer) once stored by `createdBy`. An archived course takes no new exam: only
 * the exam that is on it already (`heldCourse`) keeps it.
 */
async function columns(
  db: Db,
  input: UjianInput,
  kategori: ExamKategori,
  createdBy: number | null,
  heldCourse: number | null = null,
) {
  let kelas: string | null = null;
  let lecturer: number | null = null;
  if (input.id_matkul !== undefined) {
    const course = await repo.findCourse(db, input.id_matkul);
    if (!course) throw badRequest(STAFF_MSG.matkulNotFound, { id_matkul: STAFF_MSG.matkulNotFound });
    if (course.archived_at !== null && course.id_matkul !== heldCourse)
      throw badRequest(ARCHIVE_MSG.courseArchivedPick, { id_matkul: ARCHIVE_MSG.courseArchivedPick });
    kelas = course.kelas;
    lecturer = course.id_dosen;
  }
  const mulai = input.mulai ? wibToUtcIso(input.mulai) : null;
  if (input.mulai && !mulai) throw badRequest(STAFF_MSG.mulaiRequired, { mulai: STAFF_MSG.mulaiRequired });
  const selesai = input.selesai ? wibToUtcIso(input.selesai) : null;
  if (input.selesai && !selesai)
    throw badRequest(STAFF_MSG.selesaiRequired, { selesai: STAFF_MSG.selesaiRequired });
  if (mulai && selesai && selesai <= mulai)
    throw badRequest(STAFF_MSG.selesaiAfterMulai, { selesai: STAFF_MSG.selesaiAfterMulai });
  const pg = input.type_soal !== 'Essay';
  const essay = input.type_soal !== 'PG';
  const cols = {
    kategori,
    id_matkul: input.id_matkul ?? null,
    kode_ujian: input.kode_ujian,
    pass_ujian: input.pass_ujian ?? null,
    nama_ujian: input.nama_ujian,
    master_materi: input.master_materi,
    type_ujian: input.type_ujian,
    type_soal: input.type_soal,
    jumlah_soal_PG: pg ? (input.jumlah_soal_PG ?? 0) : 0,
    jumlah_soal_essay: essay ? (input.jumlah_soal_essay ?? 0) : 0,
    waktu_ujian: input.waktu_ujian,
    mulai,
    selesai,
    kelas,
    ...(input.acak_pilihan === undefined ? {} : { acak_pilihan: input.acak_pilihan ? 1 : 0 }),
    ...(input.nilai_setelah_tutup === undefined
      ? {}
      : { nilai_setelah_tutup: input.nilai_setelah_tutup ? 1 : 0 }),
  } as const;
  const owner: ExamOwnership = {
    kategori: cols.kategori,
    id_matkul: cols.id_matkul,
    id_dosen: lecturer,
    created_by: createdBy,
  };
  return { cols, owner };
}

/**
 * The materi an exam is given: each must exist, and each one it did not hold before (`held`) must
 * be one the actor may put into an exam (a lecturer cannot take another lecturer's materi into
 * an exam and so become its co-owner).
 */
async function checkMateri(db: Db, actor: Actor, ids: number[], held: number[] = []): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await repo.existingMateriIds(db, unique);
  if (found.length !== unique.length)
    throw badRequest(STAFF_MSG.materiNotFound, { materi: STAFF_MSG.materiNotFound });
  const added = unique.filter((m) => !held.includes(m));
  if (added.length > 0) await requireAssignable(db, actor, added);
  return unique;
}

export async function createUjian(db: Db, actor: Actor, input: UjianInput): Promise<ArchivableUjian> {
  const { cols, owner } = await columns(db, input, kategoriOf(actor, input), actor.staffId);
  authorize(actor, owner);
  const id = await db.transaction().execute(async (trx) => {
    if (await kodeInUse(trx, cols.kode_ujian))
      throw conflict(STAFF_MSG.kodeUjianExists, { kode_ujian: STAFF_MSG.kodeUjianExists });
    const materi = await checkMateri(trx, actor, input.materi ?? []);
    const now = nowIso();
    const newId = await repo.examRows.insert(trx, {
      ...cols,
      created_by: actor.staffId,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceExamMateri(trx, newId, materi);
    return newId;
  });
  return getUjian(db, actor, id);
}

/** The exam's stored values as the form's fields (what an update that leaves a field out keeps). */
function formOf(e: repo.ExamRecord, sent: UjianUpdate): z.input<typeof ujianSchema> {
  return {
    // a course given without a kategori makes the exam a course exam
    kategori: sent.id_matkul !== undefined ? undefined : e.kategori,
    id_matkul: e.id_matkul ?? undefined,
    ...plainFields(e),
    pass_ujian: e.pass_ujian ?? undefined,
    mulai: e.mulai ?? undefined,
    selesai: e.selesai ?? undefined,
  };
}

type ExamColumns = Awaited<ReturnType<typeof columns>>['cols'];

/** The columns an update writes: those of the fields sent, and what follows from them. */
function changedColumns(
  cols: ExamColumns,
  sent: UjianUpdate,
  current: repo.ExamRecord,
): Partial<ExamColumns> {
  const keys = new Set<string>(Object.keys(sent));
  if (keys.has('id_matkul')) keys.add('kelas');
  if (keys.has('type_soal')) keys.add('jumlah_soal_PG').add('jumlah_soal_essay');
  if (cols.kategori !== current.kategori) keys.add('kategori');
  return Object.fromEntries(Object.entries(cols).filter(([k]) => keys.has(k))) as Partial<ExamColumns>;
}

/**
 * PUT /updateujian/:id: changes only the fields sent (a field the form does not show is never
 * nulled); the exam as it would be after the change must satisfy every rule of a new one.
 */
export async function updateUjian(
  db: Db,
  actor: Actor,
  id: number,
  body: UjianUpdate,
): Promise<ArchivableUjian> {
  const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as UjianUpdate;
  await db.transaction().execute(async (trx) => {
    const current = await repo.findExam(trx, id);
    authorizeWrite(actor, current);
    const input = parseWith(ujianSchema, { ...formOf(current, sent), ...sent });
    const { cols, owner } = await columns(
      trx,
      input,
      kategoriOf(actor, input),
      current.created_by,
      current.id_matkul,
    );
    authorize(actor, owner);
    if (
      sent.kode_ujian !== undefined &&
      sent.kode_ujian !== current.kode_ujian &&
      (await kodeInUse(trx, sent.kode_ujian, { examId: id }))
    )
      throw conflict(STAFF_MSG.kodeUjianExists, { kode_ujian: STAFF_MSG.kodeUjianExists });
    if (sent.materi !== undefined) await assignInTrx(trx, actor, id, sent.materi);
    await repo.examRows.update(trx, id, { ...changedColumns(cols, sent, current), updated_at: nowIso() });
  });
  return getUjian(db, actor, id);
}

async function assignInTrx(trx: Db, actor: Actor, id: number, ids: number[]) {
  const current = await repo.examMateriIds(trx, id);
  const wanted = await checkMateri(trx, actor, ids, current);
  const same = current.length === wanted.length && wanted.every((m) => current.includes(m));
  if (same) return;
  if ((await repo.countExamResults(trx, id)) > 0) throw conflict(STAFF_MSG.assignRefused);
  await repo.replaceExamMateri(trx, id, wanted);
}

/** POST /addMateri with id_ujian: replaces the exam's materi; refused once results exist. */
export async function assignMateri(
  db: Db,
  actor: Actor,
  id: number,
  ids: number[],
): Promise<ArchivableUjian> {
  await db.transaction().execute(async (trx) => {
    authorizeWrite(actor, await repo.examOwnership(trx, id));
    if ((await repo.countExamResults(trx, id)) > 0) throw conflict(STAFF_MSG.assignRefused);
    await repo.replaceExamMateri(
      trx,
      id,
      await checkMateri(trx, actor, ids, await repo.examMateriIds(trx, id)),
    );
  });
  return getUjian(db, actor, id);
}

export async function deleteUjian(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    authorizeWrite(actor, await repo.examOwnership(trx, id));
    const hasil = await repo.countExamResults(trx, id);
    // 'Dipakai oleh 5 hasil, sehingga tidak dapat dihapus. Arsipkan saja …' (docs/decisions/0016)
    const refusal = deleteRefusal({ ujian: 0, hasil, berjalan: 0, percobaan: 0 });
    if (refusal) throw conflict(refusal);
    await repo.examRows.remove(trx, id);
  });
}

// ---------- the archive (docs/decisions/0016) ----------

/**
 * PUT /ujian/:id/arsip: archives or restores an exam (a course exam its course's lecturer and
 * admins, a tryout exam admins only: domain/ownership mayArchiveExam); audited. Only archived_at
 * changes: results, analysis, reports and the monitor read it as before; no new attempt starts.
 */
export async function archiveUjian(
  db: Db,
  actor: Archiver,
  id: number,
  arsip: boolean,
): Promise<ArchivableUjian> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.examOwnership(trx, id);
    authorize(actor, current);
    if (!mayArchiveExam(actor, current)) throw forbidden(ARCHIVE_MSG.tryoutExamAdminOnly);
    await recordArchive(trx, actor, { entity: 'ujian', id, before: current.archived_at }, arsip, (at) =>
      repo.setExamArchived(trx, id, at),
    );
  });
  return getUjian(db, actor, id);
}
