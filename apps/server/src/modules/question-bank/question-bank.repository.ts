import { QUESTION_MEDIA_FIELDS } from '@tryout/shared/staff/question-media';
import type { Insertable, Updateable } from 'kysely';
import type { Exec } from '../../db';
import { isDrawn } from '../../db/draws';
import { rowsOf } from '../../db/rows';
import { IN_PROGRESS, type QuestionGroupsTable, type QuestionsTable } from '../../db/schema';

// ---------- groups ----------

function selectGroups(db: Exec) {
  return db
    .selectFrom('question_groups as g')
    .selectAll('g')
    .select((eb) => [
      eb
        .selectFrom('questions as q')
        .whereRef('q.group_soal', '=', 'g.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('jumlah_soal'),
      eb
        .selectFrom('questions as q')
        .whereRef('q.group_soal', '=', 'g.id')
        // every auto-scored question (PG and the forms of docs/decisions/0025): the draw's 'PG' part
        .where('q.type_soal', '<>', 'Essay')
        .select(eb.fn.countAll<number>().as('n'))
        .as('jumlah_pg'),
      eb
        .selectFrom('questions as q')
        .whereRef('q.group_soal', '=', 'g.id')
        .where('q.type_soal', '=', 'Essay')
        .select(eb.fn.countAll<number>().as('n'))
        .as('jumlah_essay'),
    ]);
}
export type GroupRecord = Awaited<ReturnType<ReturnType<typeof selectGroups>['executeTakeFirstOrThrow']>>;

/** A materi's groups in their order; archived ones (archived_at, 0027) only when `archived`. */
export function listGroups(db: Exec, materiId: number, archived = false) {
  let q = selectGroups(db).where('g.master_materi', '=', materiId);
  if (!archived) q = q.where('g.archived_at', 'is', null);
  return q.orderBy('g.urutan').orderBy('g.id').execute();
}

export const findGroup = (db: Exec, id: number) => selectGroups(db).where('g.id', '=', id).executeTakeFirst();

/**
 * Raises materi.bank_version of these materi. Every write below calls it after its change, so the
 * exam engine's in-memory bank (exam.bank.ts) never outlives an edit.
 */
export async function touchBanks(db: Exec, materiIds: (number | null | undefined)[]): Promise<void> {
  const ids = [...new Set(materiIds.filter((id): id is number => id != null))];
  if (ids.length === 0) return;
  await db
    .updateTable('materi')
    .set((eb) => ({ bank_version: eb('bank_version', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
}

const groupMateri = async (db: Exec, id: number) =>
  (await db.selectFrom('question_groups').select('master_materi').where('id', '=', id).executeTakeFirst())
    ?.master_materi;

const groups = rowsOf('question_groups', 'id');

export async function insertGroup(db: Exec, values: Insertable<QuestionGroupsTable>): Promise<number> {
  const id = await groups.insert(db, values);
  await touchBanks(db, [values.master_materi]);
  return id;
}

export async function updateGroup(db: Exec, id: number, values: Updateable<QuestionGroupsTable>) {
  const before = await groupMateri(db, id);
  const n = await groups.update(db, id, values);
  await touchBanks(db, [before, values.master_materi]);
  return n;
}

export async function deleteGroup(db: Exec, id: number) {
  const before = await groupMateri(db, id);
  const n = await groups.remove(db, id);
  await touchBanks(db, [before]);
  return n;
}

export async function materiKode(db: Exec, id: number) {
  return db.selectFrom('materi').select(['id', 'kode_ujian']).where('id', '=', id).executeTakeFirst();
}

// ---------- questions ----------

export const MEDIA_COLUMNS = QUESTION_MEDIA_FIELDS;

/** A group's questions; archived ones (archived_at, 0027) only when `archived`. */
export function listQuestions(db: Exec, groupId: number, archived = false) {
  let q = db.selectFrom('questions').selectAll().where('group_soal', '=', groupId);
  if (!archived) q = q.where('archived_at', 'is', null);
  return q.orderBy('id').execute();
}

export const findQuestion = (db: Exec, id: number) =>
  db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();

export type QuestionRecord = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

const questionMateri = async (db: Exec, id: number) =>
  (await db.selectFrom('questions').select('id_master_materi').where('id', '=', id).executeTakeFirst())
    ?.id_master_materi;

const questions = rowsOf('questions', 'id');

export async function insertQuestion(db: Exec, values: Insertable<QuestionsTable>): Promise<number> {
  const id = await questions.insert(db, values);
  await touchBanks(db, [values.id_master_materi]);
  return id;
}

/**
 * Updates a question unless an attempt in progress has drawn it (checked by the same statement, so
 * an attempt started meanwhile keeps what it drew); returns rows updated.
 */
export async function updateQuestion(db: Exec, id: number, values: Updateable<QuestionsTable>) {
  const before = await questionMateri(db, id);
  const res = await db
    .updateTable('questions')
    .set(values)
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(liveDraws(db, id))))
    .executeTakeFirst();
  await touchBanks(db, [before, values.id_master_materi]);
  return Number(res.numUpdatedRows);
}

/** The draws of attempts in progress that hold this question (each read by its key, db/draws.ts). */
const liveDraws = (db: Exec, id: number) =>
  db
    .selectFrom('attempts as a')
    .innerJoin('attempt_draws as d', 'd.attempt_id', 'a.id')
    .select('d.attempt_id')
    .where('a.status', '=', IN_PROGRESS)
    .where(isDrawn(id));

/** Whether an attempt in progress has drawn this question (changing it would change a running exam). */
export async function questionInLiveAttempt(db: Exec, id: number): Promise<boolean> {
  return (await liveDraws(db, id).executeTakeFirst()) !== undefined;
}

export async function deleteQuestion(db: Exec, id: number) {
  const before = await questionMateri(db, id);
  const n = await questions.remove(db, id);
  await touchBanks(db, [before]);
  return n;
}

export const mediaOfGroup = (db: Exec, groupId: number) =>
  db.selectFrom('questions').select(MEDIA_COLUMNS).where('group_soal', '=', groupId).execute();

export async function countQuestions(db: Exec) {
  return db
    .selectFrom('questions as q')
    .innerJoin('materi as m', 'm.id', 'q.id_master_materi')
    .select(['q.id_master_materi', 'm.kode_ujian', 'q.type_soal'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy(['q.id_master_materi', 'm.kode_ujian', 'q.type_soal'])
    .orderBy('q.id_master_materi')
    .execute();
}

// ---------- the archive (docs/decisions/0016) ----------
// Only archived_at changes: the exam engine's bank (bank_version) and every attempt read as before.

export const setGroupArchived = (db: Exec, id: number, archivedAt: string | null) =>
  db.updateTable('question_groups').set({ archived_at: archivedAt }).where('id', '=', id).execute();

export const setQuestionArchived = (db: Exec, id: number, archivedAt: string | null) =>
  db.updateTable('questions').set({ archived_at: archivedAt }).where('id', '=', id).execute();
