import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import type { FormType, QuestionKind } from '@tryout/shared/question-forms';
import { type OnConflictBuilder, sql } from 'kysely';
import type { Dialect, Exec } from '../../db';
import { drawItemsOf, drawnItems, drawnOrder, isDrawn } from '../../db/draws';
import { groupCommit } from '../../db/group-commit';
import { tokenIsLive } from '../../db/live-token';
import { precompile, precompileFixed } from '../../db/precompiled';
import { viewColumns } from '../../db/question-columns';
import { type Database, IN_PROGRESS } from '../../db/schema';
import { onCard, type Taker } from './attempts.repository';

/** The questions as a candidate sees them (the bank, the sheet) and the answers of an attempt. */

// ---------- question pools for the draw ----------

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
  const groupIds = groups.map((g) => g.id);
  const stimuli = groups.length === 0 ? [] : await stimuliOfGroups(db, groupIds);
  return { groups, questions, stimuli };
}

/** The shared passages (wacana) of these groups, as a candidate sees them. */
const stimuliOfGroups = (db: Exec, groupIds: number[]) =>
  db.selectFrom('stimuli').select(['id', 'isi']).where('group_id', 'in', groupIds).orderBy('id').execute();

/** These shared passages (wacana), as a candidate sees them. */
export const stimuliById = (db: Exec, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('stimuli').select(['id', 'isi']).where('id', 'in', ids).orderBy('id').execute();

/** Questions as a candidate may see them, by id (a course exam's shuffle reads the drawn ones). */
export const questionViewRows = (db: Exec, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('questions as q').select(viewColumns).where('q.id', 'in', ids).execute();

/** A question row as a candidate may see it (the view columns). */
export type QuestionViewRow = Awaited<ReturnType<typeof bankRows>>['questions'][number];

// ---------- the sheet (never a key) ----------

/** The frozen draw of an attempt with what a candidate may see: NO kunci_pg / kunci_essay. */
export function sheetQuestions(db: Exec, attemptId: number) {
  return db
    .selectFrom(drawItemsOf(db))
    .innerJoin('questions as q', 'q.id', 'aq.question_id')
    .leftJoin('question_groups as g', 'g.id', 'q.group_soal')
    .leftJoin('ragu_marks as rm', (j) =>
      j.onRef('rm.attempt_id', '=', 'aq.attempt_id').onRef('rm.question_id', '=', 'aq.question_id'),
    )
    .select([
      'aq.number',
      'aq.option_order',
      sql<number>`case when rm.question_id is null then 0 else 1 end`.as('ragu'),
      ...viewColumns,
      'g.nama_group',
      'g.deskripsi',
    ])
    .where('aq.attempt_id', '=', attemptId)
    .orderBy('aq.number')
    .execute();
}

/** The draw's row and its 'ragu-ragu' marks ('3,17': string_agg, SQLite ≥ 3.44 and PostgreSQL), in one statement. */
const drawOf = precompileFixed(1, (db, attemptId: number) =>
  db
    .selectFrom('attempt_draws as d')
    .select((eb) => [
      'd.questions',
      eb
        .selectFrom('ragu_marks as rm')
        .select(sql<string | null>`string_agg(cast(rm.question_id as text), ',')`.as('marks'))
        .whereRef('rm.attempt_id', '=', 'd.attempt_id')
        .as('marks'),
    ])
    .where('d.attempt_id', '=', attemptId),
);

/** An attempt's frozen draw: which question has which number, its option order and its 'ragu' flag. */
export async function attemptDraw(db: Exec, attemptId: number) {
  const row = (await drawOf(db, attemptId)).rows[0];
  if (!row) return [];
  const marked = new Set((row.marks ?? '').split(',').filter(Boolean).map(Number));
  return drawnItems(row.questions).map((d) => ({ ...d, ragu: marked.has(d.question_id) ? 1 : 0 }));
}

const answersOf = precompileFixed(1, (db, attemptId: number) =>
  db.selectFrom('answers').select(['question_id', 'value', 'isi']).where('attempt_id', '=', attemptId),
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

/**
 * The answer row an upsert writes from the attempt's draw row `d` and the question `q`: the
 * ORIGINAL key behind the letter the candidate saw — the `position`-th of the keys shown
 * (keysShown: the frozen order, or the letters as written; domain/option-order.ts) — and the
 * time, typed for both dialects. The letter is A–E (the save's schema), so `position` is 1–5.
 */
const answerColumns = (position: number, now: string, seq: number | null, questionId: number) =>
  [
    'd.attempt_id',
    'q.id as question_id',
    sql<string>`substr(${keysShown(questionId)}, cast(${position} as integer), 1)`.as('value'),
    sql<string>`cast(${now} as varchar(30))`.as('updated_at'),
    seqColumn(seq),
  ] as const;

/** The 'urutan' of a save, typed for both dialects (null: a save without one). */
const seqColumn = (seq: number | null) => sql<number | null>`cast(${seq} as bigint)`.as('seq');

/**
 * The 'urutan' a submit's carried answers are written with: lower than any save's, so they fill
 * what no save wrote (and replace what was saved without one) but never a sequenced save.
 */
export const CARRIED_SEQ = 0;

/**
 * Two tabs of one session (docs/decisions/0005): the stored answer is replaced only by a save of the same
 * or a newer 'urutan'; a row or a save without one (a page loaded before 'urutan') always yields.
 */
const newestWins = (table: 'answers' | 'essay_answers') =>
  sql<boolean>`(${sql.ref(`${table}.seq`)} is null or excluded.seq is null or excluded.seq >= ${sql.ref(`${table}.seq`)})`;

/**
 * The 'urutan' a replaced row keeps: the save's, or — a save without one — the stored one, so an
 * unsequenced save never reopens the door to a stale sequenced save (docs/decisions/0010).
 */
const keptSeq = (table: 'answers' | 'essay_answers') =>
  sql<number | null>`coalesce(excluded.seq, ${sql.ref(`${table}.seq`)})`;

/** Only a letter the candidate was shown: within the frozen order's length. */
const letterShown = (position: number, questionId: number) =>
  sql<boolean>`cast(${position} as integer) between 1 and length(${keysShown(questionId)})`;

/** The original keys under the letters A, B, … as the attempt shows the question: its frozen order, or 'ABCDE' as written. */
const keysShown = (questionId: number) =>
  sql<string>`coalesce(${drawnOrder(questionId)}, ${sql.lit(OPTION_KEYS.join(''))})`;

/**
 * Question `questionId` of attempt `attemptId`'s draw, as `d` (the draw's row, read by its key) and
 * `q` (the question); no row when the attempt did not draw it.
 */
const drawnFrom = (db: Exec, attemptId: number, questionId: number) =>
  db
    .selectFrom('attempt_draws as d')
    .innerJoin('questions as q', (j) => j.on('q.id', '=', questionId))
    .where('d.attempt_id', '=', attemptId)
    .where(isDrawn(questionId));

/** The 1-based position of a letter A–E (the shown letter's place in the frozen order). */
const positionOf = (letter: string) => OPTION_KEYS.indexOf(letter as OptionKey) + 1;

/** One answer per question of an attempt: the newest save wins (newestWins). */
const lastAnswerWins = (oc: OnConflictBuilder<Database, 'answers'>) =>
  oc
    .columns(['attempt_id', 'question_id'])
    .doUpdateSet((eb) => ({
      value: eb.ref('excluded.value'),
      updated_at: eb.ref('excluded.updated_at'),
      seq: keptSeq('answers'),
    }))
    .where(newestWins('answers'));

/**
 * Upserts one answer, given as the letter the candidate saw, only for a PG question of the
 * attempt's frozen draw (one statement: INSERT … SELECT FROM attempt_draws … ON CONFLICT DO
 * UPDATE); the original key is stored. Returns rows written (0 = the question is not a PG question
 * of the attempt, it shows no such letter, or a save of a newer 'urutan' holds it).
 */
export async function upsertAnswer(
  db: Exec,
  attemptId: number,
  questionId: number,
  value: string,
  now: string,
  seq: number | null = null,
): Promise<number> {
  const res = await db
    .insertInto('answers')
    .columns(['attempt_id', 'question_id', 'value', 'updated_at', 'seq'])
    .expression(
      drawnFrom(db, attemptId, questionId)
        .where('q.type_soal', '=', 'PG')
        .select(answerColumns(positionOf(value), now, seq, questionId))
        .where(letterShown(positionOf(value), questionId)),
    )
    .onConflict(lastAnswerWins)
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

/**
 * The autosave fast path in ONE statement (one round trip, no explicit transaction): upserts the
 * letter (mapped to the original key through the draw row's option order, read by the same
 * statement) for a PG question of the taker's IN-PROGRESS attempt on this card whose deadline is not
 * before `cutoff` (deadline + grace still ahead), while the caller's token is live (checked here, not
 * read before: docs/decisions/0044). On PostgreSQL the attempt row is share-locked
 * (FOR SHARE OF a), so a concurrent submit — which updates that row — either waits for this
 * statement and then scores the answer, or commits first and this statement writes nothing.
 * Returns rows written; 0 means "find out why" (the caller takes the slow path).
 */
const answerFast = precompile(
  8,
  (
    db,
    shape: `${Dialect}:${Taker['kind']}`,
    position: number,
    now: string,
    cutoff: string,
    questionId: number,
    ownerId: number,
    kode: string,
    seq: number | null,
    tokenId: number,
  ) =>
    db
      .insertInto('answers')
      .columns(['attempt_id', 'question_id', 'value', 'updated_at', 'seq'])
      .expression((eb) => {
        const q = eb
          .selectFrom('attempts as a')
          .innerJoin('attempt_draws as d', 'd.attempt_id', 'a.id')
          .innerJoin('questions as q', (j) => j.on('q.id', '=', questionId))
          .select(answerColumns(position, now, seq, questionId))
          .where(isDrawn(questionId))
          .where(letterShown(position, questionId))
          .where('a.status', '=', IN_PROGRESS)
          .where('a.deadline_at', '>=', cutoff)
          .where('q.type_soal', '=', 'PG')
          .where(onCard('a', shape.endsWith(':candidate') ? 'candidate' : 'student', ownerId, kode))
          .where(tokenIsLive(tokenId, now));
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
  v: {
    kode: string;
    questionId: number;
    value: string;
    now: string;
    cutoff: string;
    seq: number | null;
    /** the caller's token: nothing is written unless it is live */
    tokenId: number;
  },
): Promise<number> {
  const ownerId = taker.kind === 'candidate' ? taker.candidateId : taker.examStudentId;
  const args: AnswerFastArgs = [
    `${dialect}:${taker.kind}`,
    positionOf(v.value),
    v.now,
    v.cutoff,
    v.questionId,
    ownerId,
    v.kode,
    v.seq,
    v.tokenId,
  ];
  return dialect === 'sqlite' ? answerFastGrouped(db, args) : runAnswerFast(db, args);
}

/**
 * Upserts one text of an answer — an essay (essay_answers.answer) or the whole answer of a form
 * (answers.isi, JSON, original letters; answers.value stays '') — for a question of that type in
 * the attempt's draw, in one statement (INSERT … SELECT FROM attempt_draws … ON CONFLICT DO
 * UPDATE). Returns rows written (0: no such question in the draw, or a save of a newer 'urutan'
 * holds it).
 */
async function upsertDrawnText(
  db: Exec,
  into: { table: 'essay_answers'; column: 'answer' } | { table: 'answers'; column: 'isi' },
  type: QuestionKind,
  attemptId: number,
  questionId: number,
  text: string,
  now: string,
  seq: number | null,
): Promise<number> {
  const { table, column } = into;
  const letter = table === 'answers' ? [sql<string>`cast('' as varchar(1))`.as('value')] : [];
  const res = await db
    .insertInto(table)
    .columns([
      'attempt_id',
      'question_id',
      ...(letter.length ? ['value' as const] : []),
      column,
      'updated_at',
      'seq',
    ] as never)
    .expression(
      drawnFrom(db, attemptId, questionId)
        .where('q.type_soal', '=', type)
        .select([
          'd.attempt_id',
          'q.id as question_id',
          ...letter,
          sql<string>`cast(${text} as text)`.as(column),
          sql<string>`cast(${now} as varchar(30))`.as('updated_at'),
          seqColumn(seq),
        ]),
    )
    .onConflict((oc) =>
      oc
        .columns(['attempt_id', 'question_id'])
        .doUpdateSet({
          ...(letter.length ? { value: sql.ref('excluded.value') } : {}),
          [column]: sql.ref(`excluded.${column}`),
          updated_at: sql.ref('excluded.updated_at'),
          seq: keptSeq(table),
        } as never)
        .where(newestWins(table)),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

/** Upserts one essay answer for an Essay question of the attempt's draw; returns rows written. */
export const upsertEssay = (
  db: Exec,
  attemptId: number,
  questionId: number,
  answer: string,
  now: string,
  seq: number | null = null,
) =>
  upsertDrawnText(
    db,
    { table: 'essay_answers', column: 'answer' },
    'Essay',
    attemptId,
    questionId,
    answer,
    now,
    seq,
  );

/** Upserts the whole answer (JSON, original letters) of a question of form `type` in the draw; returns rows written. */
export const upsertFormAnswer = (
  db: Exec,
  attemptId: number,
  questionId: number,
  type: FormType,
  answer: string,
  now: string,
  seq: number | null,
) => upsertDrawnText(db, { table: 'answers', column: 'isi' }, type, attemptId, questionId, answer, now, seq);

/** A question of the attempt's draw with what checking a form's answer needs (never its key). */
export const drawnQuestion = (db: Exec, attemptId: number, questionId: number) =>
  drawnFrom(db, attemptId, questionId)
    .select(['q.type_soal', 'q.isi', drawnOrder(questionId).as('option_order')])
    .executeTakeFirst();

/** A save of a newer 'urutan' than `seq` holds the question's answer (or essay): `seq` is stale. */
export async function newerSaved(
  db: Exec,
  table: 'answers' | 'essay_answers',
  attemptId: number,
  questionId: number,
  seq: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('question_id')
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .where('seq', '>', seq)
    .executeTakeFirst();
  return !!row;
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

/** The type of a question of the attempt's draw; undefined when the attempt did not draw it. */
export async function drawnQuestionType(db: Exec, attemptId: number, questionId: number) {
  const row = await drawnFrom(db, attemptId, questionId).select('q.type_soal').executeTakeFirst();
  return row?.type_soal;
}

/** A 'ragu-ragu' mark for a drawn question that is not an essay (one statement; marked again = kept). */
const markInsert = precompileFixed(2, (db, attemptId: number, questionId: number) =>
  db
    .insertInto('ragu_marks')
    .columns(['attempt_id', 'question_id'])
    .expression(
      drawnFrom(db, attemptId, questionId)
        .where('q.type_soal', '<>', 'Essay')
        .select(['d.attempt_id', 'q.id']),
    )
    .onConflict((oc) =>
      oc.columns(['attempt_id', 'question_id']).doUpdateSet({ question_id: sql.ref('excluded.question_id') }),
    ),
);
const markDelete = precompileFixed(2, (db, attemptId: number, questionId: number) =>
  db.deleteFrom('ragu_marks').where('attempt_id', '=', attemptId).where('question_id', '=', questionId),
);

/**
 * Sets or clears the 'ragu-ragu' mark of a question (not an essay) of the attempt's draw: a row of
 * ragu_marks (0029), so the frozen draw is never rewritten. Returns 1 when the question is such a
 * question of the draw (marked or cleared, whatever it was), 0 otherwise.
 */
export async function setRagu(
  db: Exec,
  attemptId: number,
  questionId: number,
  ragu: boolean,
): Promise<number> {
  if (ragu) return Number((await markInsert(db, attemptId, questionId)).numAffectedRows ?? 0);
  if (Number((await markDelete(db, attemptId, questionId)).numAffectedRows ?? 0) > 0) return 1;
  const type = await drawnQuestionType(db, attemptId, questionId);
  return type !== undefined && type !== 'Essay' ? 1 : 0;
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
    .expression(
      drawnFrom(db, attemptId, questionId)
        .where((w) =>
          w.or(['%.mp3', '%.ogg', '%.wav'].map((ext) => w(w.fn('lower', ['q.soal_gambar']), 'like', ext))),
        )
        .select([
          'd.attempt_id',
          'q.id as question_id',
          sql<number>`1`.as('plays'),
          sql<string>`cast(${now} as varchar(30))`.as('updated_at'),
        ]),
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
