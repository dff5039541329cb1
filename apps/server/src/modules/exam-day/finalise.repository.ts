import type { Insertable } from 'kysely';
import { precompileFixed } from '../../db/precompiled';
import type { ResultsTable } from '../../db/schema';
import type { Exec } from './attempts.repository';

// ---------- scoring and results ----------

/** Everything needed to score an attempt and record its essays (staff-only data: keys included). */
const scoringOf = precompileFixed(1, (db, attemptId: number) =>
  db
    .selectFrom('attempt_questions as aq')
    .innerJoin('questions as q', 'q.id', 'aq.question_id')
    .leftJoin('answers as an', (j) =>
      j.onRef('an.attempt_id', '=', 'aq.attempt_id').onRef('an.question_id', '=', 'aq.question_id'),
    )
    .leftJoin('essay_answers as ea', (j) =>
      j.onRef('ea.attempt_id', '=', 'aq.attempt_id').onRef('ea.question_id', '=', 'aq.question_id'),
    )
    .leftJoin('question_groups as g', 'g.id', 'q.group_soal')
    .select([
      'aq.question_id',
      'aq.number',
      'aq.option_order',
      'g.id as group_id',
      'g.nama_group',
      'q.type_soal',
      'q.soal_pg',
      'q.kunci_pg',
      'q.kunci_essay',
      'an.value',
      'ea.answer',
    ])
    .where('aq.attempt_id', '=', attemptId)
    .orderBy('aq.number'),
);

export const scoringRows = async (db: Exec, attemptId: number) => (await scoringOf(db, attemptId)).rows;

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

export async function insertResult(db: Exec, v: ResultValues): Promise<number> {
  const res = await resultInsert(db, ...RESULT_COLUMNS.map((c) => v[c] ?? null));
  return res.rows[0].id_hasil;
}
