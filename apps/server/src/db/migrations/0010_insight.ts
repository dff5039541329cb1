import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * Results insight (docs/decisions/0023):
 * - attempts_materi: the item analysis and the candidate's percentile read the attempts of one materi;
 * - materi.tampilkan_pembahasan: 'Tampilkan pembahasan' (0 off by default): a candidate who can no longer
 *   start an attempt on the materi may review its questions with the key and the pembahasan;
 * - materi.ditutup: staff closed the materi (no new attempt starts on it);
 * - score_reports: the verification codes of printed score reports (only the code's SHA-256 is kept).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('attempts_materi').on('attempts').columns(['materi_id', 'status']).execute();
  await db.schema
    .alterTable('materi')
    .addColumn('tampilkan_pembahasan', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('materi')
    .addColumn('ditutup', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('score_reports')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('nama', 'varchar(150)', (c) => c.notNull())
    .addColumn('nilai', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('score_reports').execute();
  await db.schema.alterTable('materi').dropColumn('ditutup').execute();
  await db.schema.alterTable('materi').dropColumn('tampilkan_pembahasan').execute();
  await db.schema.dropIndex('attempts_materi').execute();
}
