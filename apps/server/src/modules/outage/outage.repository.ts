import type { Insertable } from 'kysely';
import type { Dialect, Exec } from '../../db';
import { IN_PROGRESS, type OutageCreditsTable, type OutageSettingsTable } from '../../db/schema';

/** Every query of outage credit: the alive mark, outages and their credits, exams' settings. */

const ALIVE_ID = 'server';

/** The last alive mark (locked until the transaction ends on PostgreSQL: instances take turns). */
export async function lockAlive(db: Exec, dialect: Dialect): Promise<string | null> {
  const q = db.selectFrom('server_alive').select('alive_at').where('id', '=', ALIVE_ID);
  const row = await (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  return row?.alive_at ?? null;
}

export async function writeAlive(db: Exec, now: string): Promise<void> {
  await db
    .insertInto('server_alive')
    .values({ id: ALIVE_ID, alive_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ alive_at: now }))
    .execute();
}

export async function insertOutage(db: Exec, row: { started_at: string; ended_at: string; seconds: number }) {
  const r = await db.insertInto('outages').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/** The attempts in progress whose deadline lies after `from` (ranDuring() decides the rest). */
export const inProgressAfter = (db: Exec, from: string) =>
  db
    .selectFrom('attempts')
    .select([
      'id',
      'status',
      'started_at',
      'deadline_at',
      'materi_id',
      'id_ujian',
      'candidate_id',
      'exam_student_id',
    ])
    .where('status', '=', IN_PROGRESS)
    .where('deadline_at', '>', from)
    .execute();

/** The outage credit each attempt has had so far. */
export async function creditedSeconds(db: Exec, attemptIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let i = 0; i < attemptIds.length; i += 500) {
    const rows = await db
      .selectFrom('outage_credits')
      .select((eb) => ['attempt_id', eb.fn.sum<number>('seconds').as('s')])
      .where('attempt_id', 'in', attemptIds.slice(i, i + 500))
      .groupBy('attempt_id')
      .execute();
    for (const r of rows) out.set(r.attempt_id, Number(r.s));
  }
  return out;
}

/** Moves an attempt's deadline if it is still in progress; false when it is not. */
export async function moveDeadline(db: Exec, attemptId: number, from: string, to: string): Promise<boolean> {
  const res = await db
    .updateTable('attempts')
    .set({ deadline_at: to })
    .where('id', '=', attemptId)
    .where('status', '=', IN_PROGRESS)
    .where('deadline_at', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertCredits(db: Exec, rows: Insertable<OutageCreditsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('outage_credits')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export const findSettings = (db: Exec, jenis: 'materi' | 'ujian', targetId: number) =>
  db
    .selectFrom('outage_settings')
    .selectAll()
    .where('jenis', '=', jenis)
    .where('target_id', '=', targetId)
    .executeTakeFirst();

/** Every exam's own setting (few rows: only exams someone changed). */
export const allSettings = (db: Exec) => db.selectFrom('outage_settings').selectAll().execute();

export async function saveSettings(db: Exec, row: OutageSettingsTable): Promise<void> {
  const { jenis, target_id, ...rest } = row;
  await db
    .insertInto('outage_settings')
    .values(row)
    .onConflict((oc) => oc.columns(['jenis', 'target_id']).doUpdateSet(rest))
    .execute();
}

/** When the last outage ended (silence that began before this is the outage's, not a lab's). */
export async function lastOutageEnd(db: Exec): Promise<string | null> {
  const row = await db
    .selectFrom('outages')
    .select((eb) => eb.fn.max('ended_at').as('at'))
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

/** The exam page's queue length at its heartbeat (written only when it changed). */
export async function setQueue(db: Exec, attemptId: number, antrian: number): Promise<void> {
  await db
    .updateTable('attempts')
    .set({ antrian })
    .where('id', '=', attemptId)
    .where((eb) => eb.or([eb('antrian', 'is', null), eb('antrian', '!=', antrian)]))
    .execute();
}
