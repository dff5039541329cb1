import type { Db } from '../../db';
import { viewColumns } from '../exam-day/answers.repository';

/** The review settings of a materi (0010): 'Tampilkan pembahasan' and closed by staff. */
export const materiReviewSettings = (db: Db, materiId: number) =>
  db
    .selectFrom('materi')
    .select(['tampilkan_pembahasan', 'ditutup'])
    .where('id', '=', materiId)
    .executeTakeFirst();

/** An attempt's questions in sheet order with the keys, the pembahasan and the candidate's answers. */
export function reviewRows(db: Db, attemptId: number) {
  return db
    .selectFrom('attempt_questions as aq')
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
      'q.pembahasan',
      'an.value',
      'ea.answer',
    ])
    .where('aq.attempt_id', '=', attemptId)
    .orderBy('aq.number')
    .execute();
}
