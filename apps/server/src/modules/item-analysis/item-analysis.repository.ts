import type { AttemptChoice } from '@tryout/shared/item-analysis';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Db } from '../../db';
import { dialectOfDb, drawItems, drawItemsOf } from '../../db/draws';
import type { Database, Dialect } from '../../db/schema';

/**
 * Every query of the item analysis. The answers are never loaded row by row: SQL returns the counts
 * domain/item-analysis takes (per question × nilai, per nilai, and the KR-20 sums per attempt).
 */

/** Whose attempts are analysed: a tryout materi's candidates, or a course exam's students. */
export type Scope = { jenis: 'materi'; id: number } | { jenis: 'ujian'; id: number };

type Chosen = Database & { chosen: { id: number; nilai: number } };

/** finished attempts (the analysis and the target counts) */
const FINISHED = ['submitted', 'expired'] as const;

/**
 * The chosen attempt of each taker (a CTE `chosen(id, nilai)`): the first attempt, or the best nilai_pg
 * (on equal nilai the earlier attempt). Only finished attempts with a PG score count, not those
 * staff voided ('Ulang ujian'). Written as an
 * anti-join (no other counted attempt of the same taker comes before it) rather than a window function:
 * PostgreSQL then estimates the chosen rows well and hash-joins the draws instead of looking up every
 * answer one by one.
 */
function withChosen(db: Db, scope: Scope, choice: AttemptChoice): Kysely<Chosen> {
  const counted = (alias: 'a' | 'b') => {
    const ref = (c: string) => sql.ref(`${alias}.${c}`);
    const where = sql`${ref('status')} in ('submitted', 'expired') and ${ref('nilai_pg')} is not null and ${ref('voided_at')} is null`;
    return scope.jenis === 'materi'
      ? sql`${where} and ${ref('materi_id')} = ${scope.id} and ${ref('candidate_id')} is not null`
      : sql`${where} and ${ref('id_ujian')} = ${scope.id} and ${ref('exam_student_id')} is not null`;
  };
  const sameTaker =
    scope.jenis === 'materi'
      ? sql`b.candidate_id = a.candidate_id`
      : sql`b.exam_student_id = a.exam_student_id`;
  const earlier = sql`(b.attempt_no < a.attempt_no or (b.attempt_no = a.attempt_no and b.id < a.id))`;
  const before =
    choice === 'best' ? sql`(b.nilai_pg > a.nilai_pg or (b.nilai_pg = a.nilai_pg and ${earlier}))` : earlier;
  return db.with('chosen', (qb) =>
    qb
      .selectFrom('attempts as a')
      .select(['a.id', sql<number>`a.nilai_pg`.as('nilai')])
      .where(
        sql<boolean>`${counted('a')} and not exists (select 1 from attempts b where ${sameTaker} and ${counted('b')} and ${before})`,
      ),
  ) as unknown as Kysely<Chosen>;
}

/** The chosen attempts' nilai distribution (GROUP BY nilai). */
export async function scoreCounts(db: Db, scope: Scope, choice: AttemptChoice) {
  const rows = await withChosen(db, scope, choice)
    .selectFrom('chosen')
    .select(['nilai', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('nilai')
    .execute();
  return rows.map((r) => ({ score: Number(r.nilai), count: Number(r.count) }));
}

/**
 * Per drawn question, nilai and saved answer (null: left empty), how many chosen attempts: one pass over
 * the draws (GROUP BY question_id, nilai, value, isi). PG answers are stored as validated letters A–E
 * (autosave), a form's as its JSON answer (isi), so the caller scores them by the key; essays come too
 * and are left out by the caller.
 */
export async function answerCounts(db: Db, scope: Scope, choice: AttemptChoice) {
  const rows = await withChosen(db, scope, choice)
    .selectFrom('chosen as c')
    .innerJoin(drawItemsOf(db), 'aq.attempt_id', 'c.id')
    .leftJoin('answers as an', (j) =>
      j.onRef('an.attempt_id', '=', 'aq.attempt_id').onRef('an.question_id', '=', 'aq.question_id'),
    )
    .select(['aq.question_id', 'c.nilai', 'an.value', 'an.isi', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['aq.question_id', 'c.nilai', 'an.value', 'an.isi'])
    .execute();
  return rows.map((r) => ({
    question_id: r.question_id,
    score: Number(r.nilai),
    value: r.value,
    /** a form's answer (JSON text, original letters); null for PG or left empty */
    isi: r.isi,
    count: Number(r.count),
  }));
}

/**
 * Per chosen attempt: t, its right PG answers on the given questions, and k, its auto-scored questions
 * (one row per attempt, grouped by attempt, so no sort: the draws are read in primary-key order).
 */
function correctPerAttempt(
  qc: Pick<ExpressionBuilder<Chosen, never>, 'selectFrom'>,
  dialect: Dialect,
  ids: readonly number[],
) {
  const pgIds = ids.length > 0 ? ids : [-1];
  return qc
    .selectFrom('chosen as c')
    .innerJoin(drawItems(dialect), 'aq.attempt_id', 'c.id')
    .innerJoin('questions as q', 'q.id', 'aq.question_id')
    .leftJoin('answers as an', (j) =>
      j.onRef('an.attempt_id', '=', 'aq.attempt_id').onRef('an.question_id', '=', 'aq.question_id'),
    )
    .where('q.type_soal', '!=', 'Essay')
    .select([
      'c.id',
      sql<number>`sum(case when ${sql.ref('aq.question_id')} in (${sql.join(pgIds)}) and ${sql.ref('an.value')} = ${sql.ref('q.kunci_pg')} then 1 else 0 end)`.as(
        't',
      ),
      (eb) => eb.fn.countAll<number>().as('k'),
    ])
    .groupBy('c.id');
}

/**
 * When the chosen attempts did not all draw the same questions: per attempt t = its correct answers on
 * the common items and k = its PG questions, summed (COUNT, Σt, Σt², least and most k).
 */
export async function commonSums(db: Db, scope: Scope, choice: AttemptChoice, common: readonly number[]) {
  const row = await withChosen(db, scope, choice)
    .selectFrom((qc) => correctPerAttempt(qc, dialectOfDb(db), common).as('per'))
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(per.t), 0)`.as('sum_t'),
      sql<number>`coalesce(sum(per.t * per.t), 0)`.as('sum_tt'),
      sql<number | null>`min(per.k)`.as('min_k'),
      sql<number | null>`max(per.k)`.as('max_k'),
    ])
    .executeTakeFirstOrThrow();
  return {
    n: Number(row.n),
    sumT: Number(row.sum_t),
    sumTT: Number(row.sum_tt),
    minK: row.min_k == null ? null : Number(row.min_k),
    maxK: row.max_k == null ? null : Number(row.max_k),
  };
}

/**
 * When a form is among the common questions (its score is not SQL's to compute): per chosen attempt
 * its right PG answers on the common PG questions, and the stored answers of the common form questions.
 */
export async function commonAttemptAnswers(
  db: Db,
  scope: Scope,
  choice: AttemptChoice,
  commonPg: readonly number[],
  commonForms: readonly number[],
) {
  const pg = await correctPerAttempt(withChosen(db, scope, choice), dialectOfDb(db), commonPg).execute();
  const forms =
    commonForms.length === 0
      ? []
      : await withChosen(db, scope, choice)
          .selectFrom('chosen as c')
          .innerJoin(drawItemsOf(db), 'aq.attempt_id', 'c.id')
          .leftJoin('answers as an', (j) =>
            j.onRef('an.attempt_id', '=', 'aq.attempt_id').onRef('an.question_id', '=', 'aq.question_id'),
          )
          .where('aq.question_id', 'in', commonForms)
          .select(['c.id', 'aq.question_id', 'an.isi'])
          .execute();
  return {
    pg: pg.map((r) => ({ id: r.id, t: Number(r.t), k: Number(r.k) })),
    forms,
  };
}

/**
 * Among the other candidates' first finished attempts on a materi (not `candidateId`'s own): how
 * many, and how many scored below `nilai`.
 */
export async function firstAttemptStanding(db: Db, materiId: number, nilai: number, candidateId: number) {
  const row = await withChosen(db, { jenis: 'materi', id: materiId }, 'first')
    .selectFrom('chosen')
    .where(
      sql<boolean>`not exists (select 1 from attempts o where o.id = chosen.id and o.candidate_id = ${candidateId})`,
    )
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(case when nilai < ${nilai} then 1 else 0 end), 0)`.as('below'),
    ])
    .executeTakeFirstOrThrow();
  return { peserta: Number(row.n), below: Number(row.below) };
}

const questionColumns = [
  'q.id',
  'q.group_soal',
  'g.nama_group',
  'q.id_master_materi',
  'q.soal_pg',
  'q.kunci_pg',
  'q.type_soal',
  'q.isi',
  'q.kunci',
  'q.aturan_skor',
  'q.bobot',
  'q.pil_a',
  'q.pil_b',
  'q.pil_c',
  'q.pil_d',
  'q.pil_e',
  'q.gambar_pil_a',
  'q.gambar_pil_b',
  'q.gambar_pil_c',
  'q.gambar_pil_d',
  'q.gambar_pil_e',
] as const;

/** The auto-scored questions (PG and the forms, not essays) of the given materi (bank order: materi urutan, group urutan, id). */
export function questionsOfMateri(db: Db, materiIds: readonly number[]) {
  if (materiIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('questions as q')
    .innerJoin('question_groups as g', 'g.id', 'q.group_soal')
    .innerJoin('materi as m', 'm.id', 'q.id_master_materi')
    .select(questionColumns)
    .where('q.id_master_materi', 'in', materiIds)
    .where('q.type_soal', '!=', 'Essay')
    .orderBy('m.urutan')
    .orderBy('g.urutan')
    .orderBy('g.id')
    .orderBy('q.id')
    .execute();
}

/** Auto-scored questions by id (those drawn once but since moved out of the materi). */
export function questionsById(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('questions as q')
    .innerJoin('question_groups as g', 'g.id', 'q.group_soal')
    .select(questionColumns)
    .where('q.id', 'in', ids)
    .where('q.type_soal', '!=', 'Essay')
    .orderBy('q.id')
    .execute();
}
export type QuestionRow = Awaited<ReturnType<typeof questionsById>>[number];

export const findMateri = (db: Db, id: number) =>
  db.selectFrom('materi').select(['id', 'kode_ujian', 'deskripsi']).where('id', '=', id).executeTakeFirst();

/** Every materi with how many candidates finished an attempt on it (a voided attempt does not count). */
export function materiTargets(db: Db) {
  return db
    .selectFrom('materi as m')
    .select((eb) => [
      'm.id',
      'm.kode_ujian',
      'm.deskripsi',
      eb
        .selectFrom('attempts as a')
        .select(sql<number>`count(distinct a.candidate_id)`.as('n'))
        .whereRef('a.materi_id', '=', 'm.id')
        .where('a.status', 'in', FINISHED)
        .where('a.voided_at', 'is', null)
        .as('peserta'),
    ])
    .orderBy('m.urutan')
    .orderBy('m.id')
    .execute();
}
