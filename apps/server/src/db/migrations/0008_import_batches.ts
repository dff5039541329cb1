import { type Kysely, PostgresAdapter } from 'kysely';

type Db = Kysely<any>;

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * import_batches: one row per question import into a group (Word, Excel or Aiken file), so the
 * import can be undone ('Batalkan impor') while no attempt has drawn its questions;
 * questions.import_batch names the batch a question came with (null: written in the form).
 */
export async function up(db: Db): Promise<void> {
  let t = db.schema.createTable('import_batches');
  t = isPg(db)
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await t
    .addColumn('group_soal', 'integer', (c) =>
      c.notNull().references('question_groups.id').onDelete('cascade'),
    )
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('nama_file', 'varchar(255)', (c) => c.notNull())
    .addColumn('jumlah_soal', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_batches_group').on('import_batches').column('group_soal').execute();
  await db.schema
    .alterTable('questions')
    .addColumn('import_batch', 'integer', (c) => c.references('import_batches.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('questions_import_batch').on('questions').column('import_batch').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('questions_import_batch').execute();
  await db.schema.alterTable('questions').dropColumn('import_batch').execute();
  await db.schema.dropTable('import_batches').execute();
}
