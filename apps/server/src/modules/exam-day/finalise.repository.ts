import { type Compilable, type InferResult, type Insertable, type Kysely, sql } from 'kysely';
import type { Dialect, Exec } from '../../db';
import { dialectOfDb, drawItems } from '../../db/draws';
import { dialectOf, precompile, precompileFixed } from '../../db/precompiled';
import type { Database, ResultsTable } from '../../db/schema';
import { type AttemptWithResult, candidateAttemptsJson, inAttemptOrder } from '../outcome/outcome.service';
import { setAttemptScores } from './attempts.repository';

// ---------- scoring and results ----------

/** Each drawn question's row with the attempt's answer to it, in the draw's order. */
const drawWithAnswers = (db: Kysely<Database>, attemptId: number) =>
  db
    .selectFrom(drawItems(dialectOfDb(db)))
    .leftJoin('answers as an', (j) =>
      j.onRef('an.attempt_id', '=', 'aq.attempt_id').onRef('an.question_id', '=', 'aq.question_id'),
    )
    .leftJoin('essay_answers as ea', (j) =>
      j.onRef('ea.attempt_id', '=', 'aq.attempt_id').onRef('ea.question_id', '=', 'aq.question_id'),
    )
    .select([
      'aq.question_id',
      'aq.number',
      'aq.option_order',
      'an.value',
      'an.isi as form_answer',
      'ea.answer',
    ])
    .where('aq.attempt_id', '=', attemptId)
    .orderBy('aq.number');

/** What scoring needs of a question (its key included) and of its group. */
const QUESTION_COLUMNS = [
  'g.id as group_id',
  'g.nama_group',
  'q.type_soal',
  'q.soal_pg',
  'q.kunci_pg',
  'q.kunci_essay',
  'q.kunci',
  'q.aturan_skor',
  'q.bobot',
] as const;

/** SQLite: the questions joined in (its planner looks each drawn one up by its key). */
const scoringJoin = (db: Kysely<Database>, attemptId: number) =>
  drawWithAnswers(db, attemptId)
    .innerJoin('questions as q', 'q.id', 'aq.question_id')
    .leftJoin('question_groups as g', 'g.id', 'q.group_soal')
    .select(QUESTION_COLUMNS);
type ScoringRow = InferResult<ReturnType<typeof scoringJoin>>[number];

/**
 * PostgreSQL: each drawn question (with its group) read by its primary key, in a LATERAL subquery
 * behind an `offset 0` fence that the planner cannot flatten into a join. The plan no longer
 * depends on how many questions the statistics say the banks hold: as a join, whenever the
 * planner underestimated them it hashed every question of every bank on each submit (docs/decisions/0033).
 */
const scoringByKeys = (db: Kysely<Database>, attemptId: number) =>
  drawWithAnswers(db, attemptId)
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('questions as q')
          .leftJoin('question_groups as g', 'g.id', 'q.group_soal')
          .select(QUESTION_COLUMNS)
          .whereRef('q.id', '=', 'aq.question_id')
          .modifyEnd(sql`offset 0`)
          .as('q'),
      (j) => j.onTrue(),
    )
    .selectAll('q');

/** Everything needed to score an attempt and record its essays (staff-only data: keys included), in the draw's order. */
const scoringOf = precompile(
  1,
  (db, dialect: Dialect, attemptId: number): Compilable<ScoringRow> =>
    dialect === 'postgres' ? scoringByKeys(db, attemptId) : scoringJoin(db, attemptId),
);

export const scoringRows = async (db: Exec, attemptId: number) =>
  (await scoringOf(db, dialectOf(db) ?? 'sqlite', attemptId)).rows;

/** The attempt's draw with its answers, without the questions (their keys come from memory). */
const drawnOf = precompile(1, (db, _dialect: Dialect, attemptId: number) => drawWithAnswers(db, attemptId));

export const drawnAnswers = async (db: Exec, attemptId: number) =>
  (await drawnOf(db, dialectOf(db) ?? 'sqlite', attemptId)).rows;

/** What scoring needs of each question of a materi's bank (keys included: staff-only data). */
export const scoringKeyRows = (db: Exec, materiId: number) =>
  db
    .selectFrom('questions as q')
    .innerJoin('question_groups as g', 'g.id', 'q.group_soal')
    .select('q.id')
    .select(QUESTION_COLUMNS)
    .where('g.master_materi', '=', materiId)
    .execute();

export type ScoringKeyRow = Awaited<ReturnType<typeof scoringKeyRows>>[number];

/** The stored scores of an attempt's result (essays graded later change them), if it has one. */
export const resultOfAttempt = (db: Exec, attemptId: number) =>
  db
    .selectFrom('results')
    .select(['id_hasil', 'nilai_pg', 'nilai_essay', 'nilai_akhir'])
    .where('attempt_id', '=', attemptId)
    .executeTakeFirst();

type ResultValues = Omit<Insertable<ResultsTable>, 'id_hasil'>;

/** Every column of a new result, in the order of the precompiled insert's values. */
const RESULT_COLUMNS = [
  'attempt_id',
  'id_ujian',
  'materi_id',
  'candidate_id',
  'exam_student_id',
  'nama_mhs',
  'nim',
  'email',
  'kelas',
  'type_soal',
  'nilai_pg',
  'nilai_essay',
  'nilai_akhir',
  'mulai',
  'jawaban_essay',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ResultValues)[];
// a column added to the table and not to the list above fails to compile here
const _everyResultColumn: Exclude<keyof ResultValues, (typeof RESULT_COLUMNS)[number]> extends never
  ? true
  : never = true;

const resultInsert = precompileFixed(RESULT_COLUMNS.length, (db, ...values: unknown[]) =>
  db
    .insertInto('results')
    .values(Object.fromEntries(RESULT_COLUMNS.map((c, i) => [c, values[i]])) as unknown as ResultValues)
    .returning('id_hasil'),
);

/**
 * PostgreSQL: the attempt's scores and its result row in ONE statement (the update as a
 * data-modifying CTE): one round trip instead of two inside the finalising transaction. It also
 * reads the candidate's attempts with their results for the pass rule, as they were before this
 * statement (the scored attempt without its scores and result: the caller fills them in).
 */
const scoredResultInsert = precompileFixed(RESULT_COLUMNS.length, (db, ...values: unknown[]) => {
  const v = Object.fromEntries(RESULT_COLUMNS.map((c, i) => [c, values[i]])) as unknown as ResultValues;
  return db
    .with('scored', (qb) =>
      qb
        .updateTable('attempts')
        .set({ nilai_pg: v.nilai_pg, nilai_essay: v.nilai_essay, nilai_akhir: v.nilai_akhir })
        .where('id', '=', v.attempt_id),
    )
    .insertInto('results')
    .values(v)
    .returning(['id_hasil', candidateAttemptsJson(db, v.candidate_id).as('candidate_attempts')]);
});

/**
 * Writes the attempt's scores (nilai_pg, nilai_essay, nilai_akhir of the result) and inserts its
 * result; returns id_hasil. Inside the finalising transaction: on PostgreSQL one statement.
 */
export async function insertScoredResult(
  db: Exec,
  dialect: Dialect,
  v: ResultValues,
): Promise<{ id_hasil: number; candidateAttempts?: AttemptWithResult[] }> {
  const values = RESULT_COLUMNS.map((c) => v[c] ?? null);
  if (dialect === 'postgres') {
    const row = (await scoredResultInsert(db, ...values)).rows[0];
    const read = row.candidate_attempts;
    const attempts = typeof read === 'string' ? (JSON.parse(read) as AttemptWithResult[]) : read;
    // the scored attempt as this statement left it: its scores and its result
    const scores = {
      nilai_pg: v.nilai_pg ?? null,
      nilai_essay: v.nilai_essay ?? null,
      nilai_akhir: v.nilai_akhir ?? null,
    };
    for (const a of attempts) {
      if (a.id !== v.attempt_id) continue;
      Object.assign(a, scores, {
        id_hasil: row.id_hasil,
        r_nilai_pg: scores.nilai_pg,
        r_nilai_essay: scores.nilai_essay,
        r_nilai_akhir: scores.nilai_akhir,
      });
    }
    return {
      id_hasil: row.id_hasil,
      candidateAttempts: v.candidate_id == null ? undefined : inAttemptOrder(attempts),
    };
  }
  await setAttemptScores(db, v.attempt_id, {
    nilai_pg: v.nilai_pg ?? null,
    nilai_essay: v.nilai_essay ?? null,
    nilai_akhir: v.nilai_akhir ?? null,
  });
  return { id_hasil: (await resultInsert(db, ...values)).rows[0].id_hasil };
}
