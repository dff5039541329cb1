import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;
const real = 'double precision';

/**
 * IRT calibration (docs/decisions/0024, docs/irt.md).
 * - irt_calibrations: one row per calibration of a materi (a version: model, date, sample size),
 *   kept after newer ones; `state` queued → running → done | failed with `progress` 0–100, run by the
 *   server's job (claimed by one instance: claimed_by, heartbeat_at). At most one queued or running
 *   calibration per materi (a partial unique index).
 * - irt_item_params: the item parameters of a calibration with their flags (comma-separated); null
 *   numbers for an item below the minimum sample.
 * - irt_scores: each candidate's EAP θ and SE on a calibration (from the first attempt), and the
 *   display score 500 + 100 θ. Nothing here touches a nilai or a pass decision.
 */
export async function up(db: Db): Promise<void> {
  const id = (t: ReturnType<typeof db.schema.createTable>) =>
    isPg(db)
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await id(db.schema.createTable('irt_calibrations'))
    .addColumn('materi_id', 'integer', (c) => c.notNull().references('materi.id').onDelete('cascade'))
    .addColumn('model', 'varchar(10)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sample_size', 'integer')
    .addColumn('item_count', 'integer')
    .addColumn('items_enough', 'integer')
    .addColumn('enough_data', 'integer')
    .addColumn('log_likelihood', real)
    .addColumn('converged', 'integer')
    .addColumn('scored', 'integer')
    .addColumn('information', 'text')
    .addColumn('error', 'text')
    .addColumn('requested_by', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('claimed_by', 'varchar(100)')
    .addColumn('heartbeat_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(30)')
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('irt_calibrations_one_active')
    .on('irt_calibrations')
    .column('materi_id')
    .unique()
    .where(sql<boolean>`state in ('queued', 'running')`)
    .execute();
  await db.schema
    .createIndex('irt_calibrations_state')
    .on('irt_calibrations')
    .columns(['state', 'id'])
    .execute();
  await db.schema
    .createIndex('irt_calibrations_materi')
    .on('irt_calibrations')
    .columns(['materi_id', 'state', 'id'])
    .execute();

  await db.schema
    .createTable('irt_item_params')
    .addColumn('calibration_id', 'integer', (c) =>
      c.notNull().references('irt_calibrations.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('responses', 'integer', (c) => c.notNull())
    .addColumn('p_correct', real)
    .addColumn('enough', 'integer', (c) => c.notNull())
    .addColumn('a', real)
    .addColumn('b', real)
    .addColumn('se_a', real)
    .addColumn('se_b', real)
    .addColumn('fit_chi_square', real)
    .addColumn('fit_p', real)
    .addColumn('flags', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('irt_item_params_pk', ['calibration_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('irt_scores')
    .addColumn('calibration_id', 'integer', (c) =>
      c.notNull().references('irt_calibrations.id').onDelete('cascade'),
    )
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('attempt_id', 'integer', (c) => c.notNull())
    .addColumn('theta', real, (c) => c.notNull())
    .addColumn('theta_se', real, (c) => c.notNull())
    .addColumn('skor', 'integer', (c) => c.notNull())
    .addColumn('skor_se', real, (c) => c.notNull())
    .addColumn('answered', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('irt_scores_pk', ['calibration_id', 'candidate_id'])
    .execute();
  await db.schema.createIndex('irt_scores_candidate').on('irt_scores').columns(['candidate_id']).execute();
  await db.schema.createIndex('irt_scores_attempt').on('irt_scores').columns(['attempt_id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('irt_scores').ifExists().execute();
  await db.schema.dropTable('irt_item_params').ifExists().execute();
  await db.schema.dropTable('irt_calibrations').ifExists().execute();
}
