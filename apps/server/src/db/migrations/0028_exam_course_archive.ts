import type { Kysely } from 'kysely';

type Db = Kysely<any>;

const TABLES = ['exams', 'courses'] as const;

/**
 * Archiving exams and courses (docs/decisions/0016, as 0027 did for the bank): archived_at (an ISO
 * instant; null: not archived). An archived exam or course leaves the staff lists and the course
 * pickers by default ('Tampilkan arsip' shows it) and is never removed; an archived exam starts no
 * new attempt, its results, analysis, reports and monitor history stay. Existing rows are not
 * archived. (A write to exams raises config_version, 0013: a candidate's card sees the change.)
 */
export async function up(db: Db): Promise<void> {
  for (const t of TABLES) await db.schema.alterTable(t).addColumn('archived_at', 'varchar(30)').execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of TABLES) await db.schema.alterTable(t).dropColumn('archived_at').execute();
}
