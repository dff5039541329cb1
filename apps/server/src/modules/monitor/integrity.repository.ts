import type { Exec } from '../../db';

/** The exam pages' integrity signals (integrity_events). */

export async function insertSignals(
  db: Exec,
  rows: { attempt_id: number; kind: string; at: string; duration_s: number | null }[],
): Promise<void> {
  await db.insertInto('integrity_events').values(rows).execute();
}

/** How many signals of each kind the attempts have. */
export async function signalCounts(db: Exec, attemptIds: number[]) {
  if (attemptIds.length === 0) return [];
  return db
    .selectFrom('integrity_events')
    .select((eb) => ['attempt_id', 'kind', eb.fn.countAll<number>().as('n')])
    .where('attempt_id', 'in', attemptIds)
    .groupBy(['attempt_id', 'kind'])
    .execute();
}

/** The signals of one attempt, oldest first. */
export const signalsOf = (db: Exec, attemptId: number) =>
  db
    .selectFrom('integrity_events')
    .select(['id', 'kind', 'at', 'duration_s'])
    .where('attempt_id', '=', attemptId)
    .orderBy('at')
    .orderBy('id')
    .limit(2000)
    .execute();
