import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * materi.bank_version: raised by every write to the materi's question groups or questions, so a
 * server process can keep the candidate's view of the bank in memory and know when it is stale
 * (also across processes: the version is read with the materi row each request already reads).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('materi')
    .addColumn('bank_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('materi').dropColumn('bank_version').execute();
}
