import type { Exec } from '../../db';
import { drawsOfQuestions, isDrawn } from '../../db/draws';
import { rowsOf } from '../../db/rows';
import { IN_PROGRESS } from '../../db/schema';

export function selectMateri(db: Exec) {
  return db
    .selectFrom('materi as m')
    .selectAll('m')
    .select((eb) => [
      eb
        .selectFrom('question_groups as g')
        .whereRef('g.master_materi', '=', 'm.id')
        .select(eb.fn.countAll<number>().as('c'))
        .as('jumlah_group'),
      eb
        .selectFrom('questions as q')
        .whereRef('q.id_master_materi', '=', 'm.id')
        .select(eb.fn.countAll<number>().as('c'))
        .as('jumlah_soal'),
    ]);
}

export type MateriRecord = Awaited<ReturnType<ReturnType<typeof selectMateri>['executeTakeFirstOrThrow']>>;

/** Every materi in its order; archived ones (archived_at set, 0027) only when `archived` is true. */
export function listMateri(db: Exec, archived = false) {
  let q = selectMateri(db);
  if (!archived) q = q.where('m.archived_at', 'is', null);
  return q.orderBy('m.urutan').orderBy('m.id').execute();
}

export const findMateri = (db: Exec, id: number) =>
  selectMateri(db).where('m.id', '=', id).executeTakeFirst();

export const findMateriByIds = (db: Exec, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : selectMateri(db).where('m.id', 'in', ids).orderBy('m.urutan').orderBy('m.id').execute();

export async function kodeTaken(db: Exec, kode: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('materi').select('id').where('kode_ujian', '=', kode);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function toeflTypeTaken(db: Exec, type: number): Promise<boolean> {
  const row = await db.selectFrom('materi').select('id').where('toefl_type', '=', type).executeTakeFirst();
  return row !== undefined;
}

/** insert, update and remove by id */
export const materiRows = rowsOf('materi', 'id');

/** File names of every question of a materi (to remove them after the materi is deleted). */
export const mediaOfMateri = (db: Exec, id: number) =>
  db
    .selectFrom('questions')
    .select(['soal_gambar', 'gambar_pil_a', 'gambar_pil_b', 'gambar_pil_c', 'gambar_pil_d', 'gambar_pil_e'])
    .where('id_master_materi', '=', id)
    .execute();

// ---------- owners and sharing (docs/decisions/0015, domain/bank-access.ts) ----------

/** Each materi's stored owner (owner_id) and the owner's name; every materi when `ids` is absent. */
export function materiOwners(db: Exec, ids?: number[]) {
  let q = db
    .selectFrom('materi as m')
    .leftJoin('staff_users as s', 's.id', 'm.owner_id')
    .select(['m.id', 'm.owner_id', 's.nama_dosen']);
  if (ids) q = q.where('m.id', 'in', ids.length > 0 ? ids : [0]);
  return q.execute();
}

/** The exams each materi is assigned to, with what decides their owner (domain/ownership). */
export function materiExamOwners(db: Exec, ids?: number[]) {
  let q = db
    .selectFrom('exam_materi as em')
    .innerJoin('exams as e', 'e.id_ujian', 'em.id_ujian')
    .leftJoin('courses as c', 'c.id_matkul', 'e.id_matkul')
    .select(['em.materi_id', 'e.kategori', 'e.id_matkul', 'c.id_dosen', 'e.created_by']);
  if (ids) q = q.where('em.materi_id', 'in', ids.length > 0 ? ids : [0]);
  return q.execute();
}

/** The materi shared with this staff member (all of them when `ids` is absent). */
export function sharesWith(db: Exec, staffId: number, ids?: number[]) {
  let q = db
    .selectFrom('materi_shares')
    .select(['materi_id', 'boleh_ubah'])
    .where('staff_user_id', '=', staffId);
  if (ids) q = q.where('materi_id', 'in', ids.length > 0 ? ids : [0]);
  return q.execute();
}

/** The colleagues a materi is shared with. */
export const sharesOf = (db: Exec, materiId: number) =>
  db
    .selectFrom('materi_shares as ms')
    .innerJoin('staff_users as s', 's.id', 'ms.staff_user_id')
    .select(['s.id', 's.nidn', 's.nama_dosen', 'ms.boleh_ubah'])
    .where('ms.materi_id', '=', materiId)
    .orderBy('s.nama_dosen')
    .execute();

/** Every lecturer (role dosen): whom a materi may be shared with. */
export const lecturers = (db: Exec) =>
  db
    .selectFrom('staff_users')
    .select(['id', 'nidn', 'nama_dosen'])
    .where('role', '=', 'dosen')
    .orderBy('nama_dosen')
    .execute();

/** Replaces the colleagues a materi is shared with. */
export async function replaceShares(
  db: Exec,
  materiId: number,
  rows: { staff_user_id: number; boleh_ubah: number }[],
  now: string,
) {
  await db.deleteFrom('materi_shares').where('materi_id', '=', materiId).execute();
  if (rows.length > 0)
    await db
      .insertInto('materi_shares')
      .values(rows.map((r) => ({ ...r, materi_id: materiId, created_at: now })))
      .execute();
}

// ---------- what uses a materi, a group or a question (docs/decisions/0016) ----------

/** Where the questions a usage count looks at are: a materi, a group or one question. */
export type BankScope = { materi: number } | { group: number } | { question: number };

/**
 * The attempts that drew a question of the scope (or, for a materi, were started on it). One
 * question: each draw row's entry by its key; a materi or a group: one pass over the draws with its
 * questions looked up by id (db/draws.ts; the cost is measured in docs/decisions/0043).
 */
function attemptsOf(db: Exec, scope: BankScope) {
  const drawn =
    'question' in scope
      ? db.selectFrom('attempt_draws as d').select('d.attempt_id').where(isDrawn(scope.question))
      : drawsOfQuestions(db, (q) =>
          'materi' in scope
            ? q.where('q.id_master_materi', '=', scope.materi)
            : q.where('q.group_soal', '=', scope.group),
        ).select('aq.attempt_id');
  return db
    .selectFrom('attempts as a')
    .leftJoin('results as r', 'r.attempt_id', 'a.id')
    .where((eb) =>
      'materi' in scope
        ? eb.or([eb('a.id', 'in', drawn), eb('a.materi_id', '=', scope.materi)])
        : eb('a.id', 'in', drawn),
    );
}

/** How many attempts of the scope: in all, in progress, with a result. */
export async function attemptsUsing(db: Exec, scope: BankScope) {
  const row = await attemptsOf(db, scope)
    .select((eb) => [
      eb.fn.count<number>('a.id').as('attempts'),
      eb.fn.count<number>('r.id_hasil').as('hasil'),
      eb.fn.count<number>(eb.case().when('a.status', '=', IN_PROGRESS).then(1).end()).as('berjalan'),
    ])
    .executeTakeFirstOrThrow();
  return { attempts: Number(row.attempts), hasil: Number(row.hasil), berjalan: Number(row.berjalan) };
}

/** How many exams (tryout or course) a materi is assigned to. */
export async function examsUsing(db: Exec, materiId: number): Promise<number> {
  const row = await db
    .selectFrom('exam_materi')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('materi_id', '=', materiId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------- the archive (docs/decisions/0016) ----------

/** Sets or clears when a materi was archived (nothing else: exams and attempts read it as before). */
export const setMateriArchived = (db: Exec, id: number, archivedAt: string | null) =>
  db.updateTable('materi').set({ archived_at: archivedAt }).where('id', '=', id).execute();
