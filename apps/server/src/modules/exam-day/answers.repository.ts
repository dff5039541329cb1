import { type OnConflictBuilder, sql } from 'kysely';
import type { Dialect } from '../../db';
import { groupCommit } from '../../db/group-commit';
import { precompile, precompileFixed } from '../../db/precompiled';
import type { Database } from '../../db/schema';
import type { Exec, Taker } from './attempts.repository';

/** The questions as a candidate sees them (the bank, the sheet) and the answers of an attempt. */

// ---------- question pools for the draw ----------

/** The question columns a candidate may see: NO kunci_pg / kunci_essay. */
export const viewColumns = [
  'q.id',
  'q.type_soal',
  'q.soal_pg',
  'q.soal_gambar',
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
  'q.group_soal',
] as const;

/** A materi's question groups and their questions as a candidate may see them (exam.bank.ts). */
export async function bankRows(db: Exec, materiId: number) {
  const groups = await db
    .selectFrom('question_groups')
    .select(['id', 'urutan', 'jumlah_soal_ujian', 'nama_group', 'deskripsi'])
    .where('master_materi', '=', materiId)
    .execute();
  const questions =
    groups.length === 0
      ? []
      : await db
          .selectFrom('questions as q')
          .select(viewColumns)
          .where(
            'q.group_soal',
            'in',
            groups.map((g) => g.id),
          )
          .orderBy('q.id')
          .execute();
  return { groups, questions };
}

/** A question row as a candidate may see it (the view columns). */
export type QuestionViewRow = Awaited<ReturnType<typeof bankRows>>['questions'][number];

// ---------- the sheet (never a key) ----------

/** The frozen draw of an attempt with what a candidate may see: NO kunci_pg / kunci_essay. */
export function sheetQuestions(db: Exec, attemptId: number) {
  return db
    .selectFrom('attempt_questions as aq')
    .innerJoin('questions as q', 'q.id', 'aq.question_id')
    .leftJoin('question_groups as g', 'g.id', 'q.group_soal')
    .select(['aq.number', ...viewColumns, 'g.nama_group', 'g.deskripsi'])
    .where('aq.attempt_id', '=', attemptId)
    .orderBy('aq.number')
    .execute();
}

const drawOf = precompileFixed(1, (db, attemptId: number) =>
  db
    .selectFrom('attempt_questions')
    .select(['question_id', 'number'])
    .where('attempt_id', '=', attemptId)
    .orderBy('number'),
);

/** An attempt's frozen draw: which question has which number. */
export const attemptDraw = async (db: Exec, attemptId: number) => (await drawOf(db, attemptId)).rows;

const answersOf = precompileFixed(1, (db, attemptId: number) =>
  db.selectFrom('answers').select(['question_id', 'value']).where('attempt_id', '=', attemptId),
);
const essaysOf = precompileFixed(1, (db, attemptId: number) =>
  db.selectFrom('essay_answers').select(['question_id', 'answer']).where('attempt_id', '=', attemptId),
);
const playsOf = precompileFixed(1, (db, attemptId: number) =>
  db.selectFrom('audio_plays').select(['question_id', 'plays']).where('attempt_id', '=', attemptId),
);

export async function savedWork(db: Exec, attemptId: number) {
  const [answers, essays, plays] = await Promise.all([
    answersOf(db, attemptId),
    essaysOf(db, attemptId),
    playsOf(db, attemptId),
  ]);
  return { answers: answers.rows, essays: essays.rows, plays: plays.rows };
}

// ---------- answers ----------

/** The answer row an upsert writes from a draw row `aq`: the letter and the time, typed for both dialects. */
const answerColumns = (value: string, now: string) =>
  [
    'aq.attempt_id',
    'aq.question_id',
    sql<string>`cast(${value} as varchar(1))`.as('value'),
    sql<string>`cast(${now} as varchar(30))`.as('updated_at'),
  ] as const;

/** One answer per question of an attempt: the last write wins. */
const lastAnswerWins = (oc: OnConflictBuilder<Database, 'answers'>) =>
  oc.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
    value: eb.ref('excluded.value'),
    updated_at: eb.ref('excluded.updated_at'),
  }));

/**
 * Upserts one answer letter, only for a PG question of the attempt's frozen draw (one statement:
 * INSERT … SELECT FROM attempt_questions … ON CONFLICT DO UPDATE). Returns rows written (0 = the
 * question is not a PG question of the attempt).
 */
export async function upsertAnswer(
  db: Exec,
  attemptId: number,
  questionId: number,
  value: string,
  now: string,
): Promise<number> {
  const res = await db
    .insertInto('answers')
    .columns(['attempt_id', 'question_id', 'value', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('attempt_questions as aq')
        .innerJoin('questions as q', 'q.id', 'aq.question_id')
        .where('q.type_soal', '=', 'PG')
        .select(answerColumns(value, now))
        .where('aq.attempt_id', '=', attemptId)
        .where('aq.question_id', '=', questionId),
    )
    .onConflict(lastAnswerWins)
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

/**
 * The autosave fast path in ONE statement (one round trip, no explicit transaction): upserts the
 * letter for a PG question of the taker's IN-PROGRESS attempt on this card whose deadline is not
 * before `cutoff` (deadline + grace still ahead). On PostgreSQL the attempt row is share-locked
 * (FOR SHARE OF a), so a concurrent submit — which updates that row — either waits for this
 * statement and then scores the answer, or commits first and this statement writes nothing.
 * Returns rows written; 0 means "find out why" (the caller takes the slow path).
 */
const answerFast = precompile(
  6,
  (
    db,
    shape: `${Dialect}:${Taker['kind']}`,
    value: string,
    now: string,
    cutoff: string,
    questionId: number,
    ownerId: number,
    kode: string,
  ) =>
    db
      .insertInto('answers')
      .columns(['attempt_id', 'question_id', 'value', 'updated_at'])
      .expression((eb) => {
        let q = eb
          .selectFrom('attempts as a')
          .innerJoin('attempt_questions as aq', 'aq.attempt_id', 'a.id')
          .innerJoin('questions as q', 'q.id', 'aq.question_id')
          .select(answerColumns(value, now))
          .where('a.status', '=', 'in_progress')
          .where('a.deadline_at', '>=', cutoff)
          .where('aq.question_id', '=', questionId)
          .where('q.type_soal', '=', 'PG');
        q = shape.endsWith(':candidate')
          ? q
              .where('a.candidate_id', '=', ownerId)
              .where('a.materi_id', 'in', (sub) =>
                sub.selectFrom('materi').select('id').where('kode_ujian', '=', kode),
              )
          : q
              .where('a.exam_student_id', '=', ownerId)
              .where('a.id_ujian', 'in', (sub) =>
                sub.selectFrom('exams').select('id_ujian').where('kode_ujian', '=', kode),
              );
        return shape.startsWith('postgres:') ? q.forShare('a') : q;
      })
      .onConflict(lastAnswerWins),
);

type AnswerFastArgs = Parameters<typeof answerFast> extends [unknown, ...infer A] ? A : never;
const runAnswerFast = async (exec: Exec, args: AnswerFastArgs) =>
  Number((await answerFast(exec, ...args)).numAffectedRows ?? 0);
/** SQLite: the autosaves of one event-loop turn share one commit (PostgreSQL: one each). */
const answerFastGrouped = groupCommit(runAnswerFast);

export async function upsertAnswerFast(
  db: Exec,
  dialect: Dialect,
  taker: Taker,
  v: { kode: string; questionId: number; value: string; now: string; cutoff: string },
): Promise<number> {
  const ownerId = taker.kind === 'candidate' ? taker.candidateId : taker.examStudentId;
  const args: AnswerFastArgs = [
    `${dialect}:${taker.kind}`,
    v.value,
    v.now,
    v.cutoff,
    v.questionId,
    ownerId,
    v.kode,
  ];
  return dialect === 'sqlite' ? answerFastGrouped(db, args) : runAnswerFast(db, args);
}

/** Upserts one essay answer for an Essay question of the attempt's draw; returns rows written. */
export async function upsertEssay(
  db: Exec,
  attemptId: number,
  questionId: number,
  answer: string,
  now: string,
): Promise<number> {
  const res = await db
    .insertInto('essay_answers')
    .columns(['attempt_id', 'question_id', 'answer', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('attempt_questions as aq')
        .innerJoin('questions as q', 'q.id', 'aq.question_id')
        .where('q.type_soal', '=', 'Essay')
        .select([
          'aq.attempt_id',
          'aq.question_id',
          sql<string>`cast(${answer} as text)`.as('answer'),
          sql<string>`cast(${now} as varchar(30))`.as('updated_at'),
        ])
        .where('aq.attempt_id', '=', attemptId)
        .where('aq.question_id', '=', questionId),
    )
    .onConflict((oc) =>
      oc.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
        answer: eb.ref('excluded.answer'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

export async function hasEssay(db: Exec, attemptId: number, questionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('essay_answers')
    .select('question_id')
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return !!row;
}

export async function questionInAttempt(db: Exec, attemptId: number, questionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('attempt_questions')
    .select('question_id')
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Records one audio play when fewer than `max` were recorded, for an audio question (.mp3, .ogg,
 * .wav) of the draw. Returns the new count, or null when refused (limit reached, no audio, or the
 * question is not in the attempt).
 */
export async function recordAudioPlay(
  db: Exec,
  attemptId: number,
  questionId: number,
  max: number,
  now: string,
): Promise<number | null> {
  const row = await db
    .insertInto('audio_plays')
    .columns(['attempt_id', 'question_id', 'plays', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('attempt_questions as aq')
        .innerJoin('questions as q', 'q.id', 'aq.question_id')
        .where((w) =>
          w.or(['%.mp3', '%.ogg', '%.wav'].map((ext) => w(w.fn('lower', ['q.soal_gambar']), 'like', ext))),
        )
        .select([
          'aq.attempt_id',
          'aq.question_id',
          sql<number>`1`.as('plays'),
          sql<string>`cast(${now} as varchar(30))`.as('updated_at'),
        ])
        .where('aq.attempt_id', '=', attemptId)
        .where('aq.question_id', '=', questionId),
    )
    .onConflict((oc) =>
      oc
        .columns(['attempt_id', 'question_id'])
        .doUpdateSet((eb) => ({
          plays: eb('audio_plays.plays', '+', 1),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('audio_plays.plays', '<', max),
    )
    .returning('plays')
    .executeTakeFirst();
  return row ? Number(row.plays) : null;
}
