import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * 'Acak pilihan jawaban' and 'ragu-ragu':
 * - materi.acak_pilihan, exams.acak_pilihan (0/1): a tryout materi's / a course exam's attempts
 *   show each question's filled options in an order drawn per attempt;
 * - attempt_questions.option_order: that order, frozen with the draw (the original key shown under
 *   each letter, e.g. 'CAEBD'; null: as written);
 * - attempt_questions.ragu (0/1): the candidate marked the question as doubtful.
 */
export async function up(db: Db): Promise<void> {
  for (const table of ['materi', 'exams']) {
    await db.schema
      .alterTable(table)
      .addColumn('acak_pilihan', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable('attempt_questions').addColumn('option_order', 'varchar(5)').execute();
  await db.schema
    .alterTable('attempt_questions')
    .addColumn('ragu', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('attempt_questions').dropColumn('ragu').execute();
  await db.schema.alterTable('attempt_questions').dropColumn('option_order').execute();
  for (const table of ['exams', 'materi']) {
    await db.schema.alterTable(table).dropColumn('acak_pilihan').execute();
  }
}
