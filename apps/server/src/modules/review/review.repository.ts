import type { ExpressionBuilder } from 'kysely';
import type { Db, Exec } from '../../db';
import { drawItemsOf } from '../../db/draws';
import { viewColumns } from '../../db/question-columns';
import type { Database, ReviewOpensTable } from '../../db/schema';

/** The review settings of a materi (0010): 'Tampilkan pembahasan' and closed by staff. */
export const materiReviewSettings = (db: Db, materiId: number) =>
  db
    .selectFrom('materi')
    .select(['tampilkan_pembahasan', 'ditutup'])
    .where('id', '=', materiId)
    .executeTakeFirst();

/**
 * An attempt's questions in sheet order with the keys, the pembahasan and the candidate's answers
 * (also the staff's result detail, results/result-answers.service).
 */
export function reviewRows(db: Db, attemptId: number) {
  return db
    .selectFrom(drawItemsOf(db))
    .innerJoin('questions as q', 'q.id', 'aq.question_id')
    .leftJoin('question_groups as g', 'g.id', 'q.group_soal')
    .leftJoin('answers as an', (j) =>
      j.onRef('an.attempt_id', '=', 'aq.attempt_id').onRef('an.question_id', '=', 'aq.question_id'),
    )
    .leftJoin('essay_answers as ea', (j) =>
      j.onRef('ea.attempt_id', '=', 'aq.attempt_id').onRef('ea.question_id', '=', 'aq.question_id'),
    )
    .select([
      'aq.number',
      ...viewColumns,
      'g.nama_group',
      'q.kunci_pg',
      'q.kunci_essay',
      'q.kunci',
      'q.aturan_skor',
      'q.bobot',
      'q.pembahasan',
      'an.value',
      'an.isi as form_answer',
      'ea.answer',
    ])
    .where('aq.attempt_id', '=', attemptId)
    .orderBy('aq.number')
    .execute();
}

/** The candidate opened the materi's review: the first time is kept (docs/decisions/0021). */
export async function recordReviewOpened(db: Exec, candidateId: number, materiId: number, now: string) {
  await db
    .insertInto('review_opens')
    .values({ candidate_id: candidateId, materi_id: materiId, opened_at: now })
    .onConflict((oc) => oc.columns(['candidate_id', 'materi_id']).doNothing())
    .execute();
}

/** Whether the candidate has opened the materi's review. */
export async function reviewOpened(db: Exec, candidateId: number, materiId: number): Promise<boolean> {
  const row = await db
    .selectFrom('review_opens')
    .select('opened_at')
    .where('candidate_id', '=', candidateId)
    .where('materi_id', '=', materiId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Candidates who opened a review whose counted (not voided) attempts on its materi number at least
 * `from` and fewer than `to` — those an open materi allowing `to` attempts lets start another: of
 * one materi, or of every materi not closed.
 */
export async function openersWithAttemptsLeft(
  db: Exec,
  counted: { from: number; to: number },
  where: { materiId: number } | 'openMateri',
): Promise<number> {
  const attempts = (eb: ExpressionBuilder<Database & { ro: ReviewOpensTable }, 'ro'>) =>
    eb
      .selectFrom('attempts as a')
      .select((e) => e.fn.countAll<number>().as('c'))
      .whereRef('a.candidate_id', '=', 'ro.candidate_id')
      .whereRef('a.materi_id', '=', 'ro.materi_id')
      .where('a.voided_at', 'is', null);
  let q = db
    .selectFrom('review_opens as ro')
    .select((eb) => eb.fn.count<number | string>('ro.candidate_id').distinct().as('n'))
    .where((eb) => eb.and([eb(attempts(eb), '>=', counted.from), eb(attempts(eb), '<', counted.to)]));
  if (where === 'openMateri')
    q = q.innerJoin('materi as m', 'm.id', 'ro.materi_id').where('m.ditutup', '=', 0);
  else q = q.where('ro.materi_id', '=', where.materiId);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}
