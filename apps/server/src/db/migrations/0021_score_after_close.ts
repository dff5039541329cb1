import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * exams.nilai_setelah_tutup ('Tampilkan nilai setelah ujian ditutup', docs/decisions/0018): a course exam's
 * student sees no score (nor the tally by group) before the exam's end time, so a fake entry
 * reveals nothing of the key. On for every exam, as for a new one; staff may turn it off.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('exams')
    .addColumn('nilai_setelah_tutup', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('exams').dropColumn('nilai_setelah_tutup').execute();
}
