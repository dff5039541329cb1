import type { Kysely } from 'kysely';

type Db = Kysely<any>;

const TABLES = ['materi', 'question_groups', 'questions'] as const;

/**
 * Archiving the bank (docs/decisions/0016): materi, question groups and questions get archived_at (an
 * ISO instant; null: not archived). An archived object leaves the bank's lists and the exam
 * form's materi picker by default ('Tampilkan arsip' shows it) and is never removed: exams,
 * attempts, results, review, item analysis, reports and exports keep reading it as before.
 * Existing rows are not archived.
 */
export async function up(db: Db): Promise<void> {
  for (const t of TABLES) await db.schema.alterTable(t).addColumn('archived_at', 'varchar(30)').execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of TABLES) await db.schema.alterTable(t).dropColumn('archived_at').execute();
}
