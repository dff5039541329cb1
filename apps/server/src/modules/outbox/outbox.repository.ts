import type { Db } from '../../db';
import type { OutboxStatus } from '../../db/schema';

export interface DeliveryFilter {
  status?: OutboxStatus;
  kind?: string;
}

const COLUMNS = [
  'id',
  'kind',
  'payload',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'sent_at',
  'created_at',
  'updated_at',
] as const;

function filtered(db: Db, f: DeliveryFilter) {
  let q = db.selectFrom('outbox');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.kind) q = q.where('kind', '=', f.kind);
  return q;
}

/** One page of deliveries, newest first, and how many match. */
export async function listDeliveries(db: Db, f: DeliveryFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, f).select(COLUMNS).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>['rows'][number];

export const findDelivery = (db: Db, id: number) =>
  db.selectFrom('outbox').select(COLUMNS).where('id', '=', id).executeTakeFirst();

/** Rows per status. */
export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The kinds present in the outbox (for the filter). */
export async function distinctKinds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('outbox').select('kind').distinct().orderBy('kind').execute();
  return rows.map((r) => r.kind);
}

/**
 * A dead row becomes due again now; attempts and last_error stay (history). Only a row that is
 * still dead changes: true when this call changed it.
 */
export async function requeueDead(db: Db, id: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: now, locked_at: null, locked_by: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'dead')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
