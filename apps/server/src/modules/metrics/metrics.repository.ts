import type { Db } from '../../db';
import { IN_PROGRESS } from '../../db/schema';

/** Attempts being taken now (started, not yet submitted or expired). */
export async function attemptsInProgress(db: Db): Promise<number> {
  const row = await db
    .selectFrom('attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', IN_PROGRESS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Outbox rows per status. */
export async function outboxByStatus(db: Db): Promise<{ status: string; n: number }[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
}

/** The oldest `next_attempt_at` of the pending rows already due at `now`, if any. */
export async function oldestDueOutbox(db: Db, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('due'))
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return (row?.due as string | null | undefined) ?? null;
}
