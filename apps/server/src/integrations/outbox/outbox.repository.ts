import type { Kysely, Updateable } from 'kysely';
import type { Db, Dialect, Exec } from '../../db';
import type { Database, OutboxTable } from '../../db/schema';

export type OutboxRow = {
  [K in keyof OutboxTable]: OutboxTable[K] extends { __select__: infer S } ? S : OutboxTable[K];
};

export interface NewMessage {
  kind: string;
  payload: unknown;
  /** the same key twice enqueues once */
  idempotencyKey: string;
}

/**
 * Writes messages to the outbox; call it with the transaction of the business change that causes
 * them, so both commit or neither does. Returns how many rows were new.
 */
export async function enqueue(
  db: Exec,
  messages: NewMessage[],
  now = new Date().toISOString(),
): Promise<number> {
  if (messages.length === 0) return 0;
  const res = await db
    .insertInto('outbox')
    .values(
      messages.map((m) => ({
        kind: m.kind,
        payload: JSON.stringify(m.payload),
        idempotency_key: m.idempotencyKey,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

/** How long a claim protects a row from other workers (a crashed worker's rows come back). */
export const CLAIM_TTL_MS = 5 * 60_000;

/**
 * Claims up to `limit` due rows for this worker. On PostgreSQL several processes may run this at
 * once: FOR UPDATE SKIP LOCKED hands each row to one of them. On SQLite the claim is one write
 * transaction, and the UPDATE repeats the "not claimed" condition, so a second process that read
 * the same rows claims none of them. A claim older than `claimTtlMs` is void: the rows of a worker
 * that died between claim and send are taken by the next one.
 */
export async function claimDue(
  db: Kysely<Database>,
  dialect: Dialect,
  workerId: string,
  limit: number,
  now = new Date(),
  claimTtlMs = CLAIM_TTL_MS,
): Promise<OutboxRow[]> {
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - claimTtlMs).toISOString();
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<', staleBefore)]))
      .orderBy('id')
      .limit(limit);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    const rows = (await trx
      .updateTable('outbox')
      .set({ locked_at: nowIso, locked_by: workerId })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<', staleBefore)]))
      .returningAll()
      .execute()) as OutboxRow[];
    return rows.sort((a, b) => a.id - b.id);
  });
}

/** Gives back claimed rows this worker will not get to (they are due again for any worker). */
export async function releaseClaims(db: Db, ids: number[], workerId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ locked_at: null, locked_by: null })
    .where('id', 'in', ids)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Ends this worker's claim on a pending row: one more attempt counted, the lock released, `set`
 * applied. False when the worker no longer holds the claim.
 */
async function endClaim(
  db: Db,
  id: number,
  workerId: string,
  now: string,
  set: Pick<Updateable<OutboxTable>, 'status' | 'sent_at' | 'next_attempt_at' | 'last_error'>,
): Promise<boolean> {
  const res = await db
    .updateTable('outbox')
    .set((eb) => ({
      ...set,
      updated_at: now,
      attempts: eb('attempts', '+', 1),
      locked_at: null,
      locked_by: null,
    }))
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks a claimed row sent; false when this worker no longer holds the claim. */
export const markSent = (db: Db, id: number, workerId: string, now = new Date().toISOString()) =>
  endClaim(db, id, workerId, now, { status: 'sent', sent_at: now, last_error: null });

/** A failed send: due again at `next.nextAttemptAt`, or dead; false when the claim was lost. */
export const markFailed = (
  db: Db,
  id: number,
  workerId: string,
  error: string,
  next: { dead: boolean; nextAttemptAt: string },
  now = new Date().toISOString(),
) =>
  endClaim(db, id, workerId, now, {
    status: next.dead ? 'dead' : 'pending',
    next_attempt_at: next.nextAttemptAt,
    last_error: error.slice(0, 2000),
  });

export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
