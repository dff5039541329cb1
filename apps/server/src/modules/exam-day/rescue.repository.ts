import { sql } from 'kysely';
import type { Dialect, Exec } from '../../db';
import { drawItemsOf } from '../../db/draws';
import type { ServerKeysTable } from '../../db/schema';

/** Every query of the rescue file (docs/decisions/0012): the server's key, an attempt's stored answers. */

export const findServerKey = (db: Exec, name: string) =>
  db.selectFrom('server_keys').selectAll().where('name', '=', name).executeTakeFirst();

/** Stores a key unless one of that name exists (two instances starting at once keep the first). */
export async function insertServerKey(db: Exec, row: ServerKeysTable): Promise<void> {
  await db
    .insertInto('server_keys')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Locks the attempt's row until the transaction ends (PostgreSQL; SQLite writes one at a time):
 * a submit or the sweep closing it waits for the rescue file's answers, or goes first.
 */
export async function lockAttempt(db: Exec, dialect: Dialect, attemptId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('attempts').select('id').where('id', '=', attemptId).forUpdate().execute();
}

/** Each question of the attempt's draw with what the server holds for it (keys never read; a form's content to check an answer). */
export const storedAnswers = (db: Exec, attemptId: number) =>
  db
    .selectFrom(drawItemsOf(db))
    .innerJoin('questions as q', 'q.id', 'aq.question_id')
    .leftJoin('ragu_marks as rm', (j) =>
      j.onRef('rm.attempt_id', '=', 'aq.attempt_id').onRef('rm.question_id', '=', 'aq.question_id'),
    )
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
      sql<number>`case when rm.question_id is null then 0 else 1 end`.as('ragu'),
      'q.type_soal',
      'q.isi as isi_soal',
      'an.value',
      'an.isi',
      'an.seq as answer_seq',
      'ea.answer as essay',
      'ea.seq as essay_seq',
    ])
    .where('aq.attempt_id', '=', attemptId)
    .orderBy('aq.number')
    .execute();

/** The attempt a result belongs to (the result page's upload). */
export const attemptOfResult = async (db: Exec, idHasil: number) =>
  (await db.selectFrom('results').select('attempt_id').where('id_hasil', '=', idHasil).executeTakeFirst())
    ?.attempt_id;

/** Who took the attempt: name and number (NISN / NIM). */
export async function takerOfAttempt(
  db: Exec,
  a: { candidate_id: number | null; exam_student_id: number | null },
): Promise<{ nama: string; nomor: string }> {
  if (a.candidate_id != null) {
    const c = await db
      .selectFrom('candidates')
      .select(['full_name', 'nisn'])
      .where('id', '=', a.candidate_id)
      .executeTakeFirst();
    return { nama: c?.full_name ?? '', nomor: c?.nisn ?? '' };
  }
  const s = await db
    .selectFrom('exam_students')
    .select(['nama', 'nim'])
    .where('id', '=', a.exam_student_id ?? -1)
    .executeTakeFirst();
  return { nama: s?.nama ?? '', nomor: s?.nim ?? '' };
}

/**
 * A finished attempt has been reviewed: its essays were graded (the result's nilai_essay), or its
 * candidate opened the materi's pembahasan (the keys seen).
 */
export async function reviewed(
  db: Exec,
  a: { id: number; candidate_id: number | null; materi_id: number | null },
): Promise<boolean> {
  const graded = await db
    .selectFrom('results')
    .select('id_hasil')
    .where('attempt_id', '=', a.id)
    .where('nilai_essay', 'is not', null)
    .executeTakeFirst();
  if (graded) return true;
  if (a.candidate_id == null || a.materi_id == null) return false;
  const opened = await db
    .selectFrom('review_opens')
    .select('opened_at')
    .where('candidate_id', '=', a.candidate_id)
    .where('materi_id', '=', a.materi_id)
    .executeTakeFirst();
  return !!opened;
}

/** A finished attempt's result after its answers changed: the new scores and essays. */
export async function rescoreResult(
  db: Exec,
  attemptId: number,
  v: { nilai_pg: number | null; nilai_akhir: number | null; jawaban_essay: string; updated_at: string },
): Promise<void> {
  await db.updateTable('results').set(v).where('attempt_id', '=', attemptId).execute();
  await db
    .updateTable('attempts')
    .set({ nilai_pg: v.nilai_pg, nilai_akhir: v.nilai_akhir })
    .where('id', '=', attemptId)
    .execute();
}
