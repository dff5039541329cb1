import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * course_roster.time_multiplier: a listed student's time accommodation ('Akomodasi', docs/decisions/0018),
 * multiplying the length of every attempt they start on the course's exams (1 = none).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('course_roster')
    .addColumn('time_multiplier', 'real', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('course_roster').dropColumn('time_multiplier').execute();
}
