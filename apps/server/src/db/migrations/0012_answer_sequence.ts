import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * Two tabs of one exam session (docs/decisions/0005): every save carries the order of the candidate's
 * action ('urutan', a number that grows with each action in that browser); the server keeps the
 * newest and refuses an older one, so a stale tab cannot overwrite a newer answer.
 * - answers.seq, essay_answers.seq: the 'urutan' of the save that wrote the row (null: written
 *   without one, e.g. by a page loaded before this version: the next save is accepted).
 * 64-bit: the web app's 'urutan' is a millisecond time stamp.
 */
export async function up(db: Db): Promise<void> {
  for (const table of ['answers', 'essay_answers']) {
    await db.schema.alterTable(table).addColumn('seq', 'bigint').execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of ['essay_answers', 'answers']) {
    await db.schema.alterTable(table).dropColumn('seq').execute();
  }
}
