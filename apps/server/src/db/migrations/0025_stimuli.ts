import { type Kysely, PostgresAdapter } from 'kysely';

type Db = Kysely<any>;

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Shared stimuli (wacana, docs/decisions/0025): a rich-text passage of a question group that several of
 * its questions share, shown once beside them.
 * - stimuli: id, group_id (the group; removed with it), judul (optional, plain text), isi
 *   (sanitised rich HTML, lib/sanitize.ts RICH_TEXT_COLUMNS).
 * - questions.stimulus_id: the passage a question is shown with (null: none). A stimulus that a
 *   question uses cannot be deleted (the foreign key and the service refuse it).
 * Existing questions get none.
 */
export async function up(db: Db): Promise<void> {
  const table = db.schema.createTable('stimuli');
  await (isPg(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('group_id', 'integer', (c) => c.notNull().references('question_groups.id').onDelete('cascade'))
    .addColumn('judul', 'varchar(200)')
    .addColumn('isi', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stimuli_group').on('stimuli').column('group_id').execute();
  await db.schema
    .alterTable('questions')
    .addColumn('stimulus_id', 'integer', (c) => c.references('stimuli.id'))
    .execute();
  await db.schema.createIndex('questions_stimulus').on('questions').column('stimulus_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('questions_stimulus').execute();
  await db.schema.alterTable('questions').dropColumn('stimulus_id').execute();
  await db.schema.dropTable('stimuli').execute();
}
