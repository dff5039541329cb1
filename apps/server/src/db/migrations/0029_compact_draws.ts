import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The frozen draw stored compactly (docs/decisions/0043):
 * - attempt_draws: one row per attempt, `questions` = {"<question id>": [number, option order |
 *   null]} (JSON text on SQLite, jsonb on PostgreSQL), in place of attempt_questions' row per
 *   drawn question. Its only foreign key is the attempt's (deleted with it); a drawn question is
 *   kept by the delete guards (docs/decisions/0016), as before, not by a key per question.
 * - ragu_marks: a row per question the candidate marked 'ragu-ragu' (was attempt_questions.ragu),
 *   so the frozen draw is never rewritten by a save.
 * Existing draws and marks are converted; attempt_questions is dropped.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPg(db);
  await db.schema
    .createTable('attempt_draws')
    .addColumn('attempt_id', 'integer', (c) =>
      c.primaryKey().notNull().references('attempts.id').onDelete('cascade'),
    )
    .addColumn('questions', pg ? 'jsonb' : 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ragu_marks')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ragu_marks_pk', ['attempt_id', 'question_id'])
    .execute();
  await (pg
    ? sql`insert into attempt_draws (attempt_id, questions)
          select attempt_id, jsonb_object_agg(cast(question_id as text), jsonb_build_array(number, option_order))
          from attempt_questions group by attempt_id`
    : sql`insert into attempt_draws (attempt_id, questions)
          select attempt_id, json_group_object(question_id, json_array(number, option_order))
          from attempt_questions group by attempt_id`
  ).execute(db);
  await sql`insert into ragu_marks (attempt_id, question_id)
            select attempt_id, question_id from attempt_questions where ragu = 1`.execute(db);
  await db.schema.dropTable('attempt_questions').execute();
}

export async function down(db: Db): Promise<void> {
  const pg = isPg(db);
  await db.schema
    .createTable('attempt_questions')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('attempt_questions_pk', ['attempt_id', 'question_id'])
    .addColumn('option_order', 'varchar(5)')
    .addColumn('ragu', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const items = pg
    ? sql`attempt_draws d cross join lateral jsonb_each(d.questions) j`
    : sql`attempt_draws d, json_each(d.questions) j`;
  // only the questions that still exist (the old table's key to questions): drawn ones always do
  await sql`insert into attempt_questions (attempt_id, question_id, number, option_order, ragu)
            select d.attempt_id, cast(j.key as integer), cast(j.value ->> 0 as integer), j.value ->> 1,
                   case when exists (select 1 from ragu_marks m
                                     where m.attempt_id = d.attempt_id and m.question_id = cast(j.key as integer))
                        then 1 else 0 end
            from ${items}
            where exists (select 1 from questions q where q.id = cast(j.key as integer))`.execute(db);
  await db.schema.dropTable('ragu_marks').execute();
  await db.schema.dropTable('attempt_draws').execute();
}
