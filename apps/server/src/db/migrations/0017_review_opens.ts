import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * review_opens (docs/decisions/0021): when a candidate first opened a materi's pembahasan (the keys). Staff
 * actions that would give them a new attempt there warn and need a confirmation.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('review_opens')
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('materi_id', 'integer', (c) => c.notNull().references('materi.id').onDelete('cascade'))
    .addColumn('opened_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_opens_pk', ['candidate_id', 'materi_id'])
    .execute();
  await db.schema.createIndex('review_opens_materi').on('review_opens').column('materi_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('review_opens').execute();
}
