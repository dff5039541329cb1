import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The UTBK / AKM question forms (docs/decisions/0025; packages/shared/question-forms.ts). Every existing
 * row stays as it is: PG and Essay questions get no content, no key, no rule and weight 1; their
 * answers keep `answers.value` (the PG autosave's one statement is unchanged).
 * - questions.type_soal: up to 20 characters ('PG Jawaban Ganda'; SQLite does not check lengths).
 * - questions.isi: a form's content a candidate sees (statements, premises, labels) as JSON.
 * - questions.kunci: a form's key as JSON (staff only; never in a candidate's query).
 * - questions.aturan_skor: the form's scoring rule (null: its default).
 * - questions.bobot: every question's weight in nilai (1).
 * - answers.isi: the whole answer of a form's question as JSON (value is '' for these rows).
 */
export async function up(db: Db): Promise<void> {
  if (isPg(db)) await sql`alter table questions alter column type_soal type varchar(20)`.execute(db);
  await db.schema.alterTable('questions').addColumn('isi', 'text').execute();
  await db.schema.alterTable('questions').addColumn('kunci', 'text').execute();
  await db.schema.alterTable('questions').addColumn('aturan_skor', 'varchar(30)').execute();
  await db.schema
    .alterTable('questions')
    .addColumn('bobot', 'double precision', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('answers').addColumn('isi', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('answers').dropColumn('isi').execute();
  for (const c of ['bobot', 'aturan_skor', 'kunci', 'isi'])
    await db.schema.alterTable('questions').dropColumn(c).execute();
  if (isPg(db)) await sql`alter table questions alter column type_soal type varchar(10)`.execute(db);
}
