import { type QueryCreator, type Selectable, sql } from 'kysely';
import type { Db, Dialect, Exec } from '../../db';
import { drawJson } from '../../db/draws';
import { tokenIsLive } from '../../db/live-token';
import { precompile, precompileFixed } from '../../db/precompiled';
import {
  type AttemptStatus,
  type CandidatesTable,
  type Database,
  IN_PROGRESS,
  type TypeSoal,
} from '../../db/schema';
import type { OrderedQuestion } from '../../domain/option-order';
import type { Taker } from '../auth/auth.service';

/** The attempts of the exam day: start (with the frozen draw), find, close, score. */

// Exec lives in db/; this re-export serves the importers not yet moved (answers.service)
export type { Exec } from '../../db';

// Taker (who takes an exam) is the caller's principal, declared beside it in auth.service
export type { CandidateTaker, Taker } from '../auth/auth.service';

// ---------- question pool for a course exam's draw ----------

/** PG and essay question ids of the materi assigned to a course exam, and each question's group rank. */
export async function courseQuestionPool(db: Exec, idUjian: number) {
  const rows = await db
    .selectFrom('questions as q')
    .innerJoin('exam_materi as em', 'em.materi_id', 'q.id_master_materi')
    .innerJoin('materi as m', 'm.id', 'q.id_master_materi')
    .leftJoin('question_groups as g', 'g.id', 'q.group_soal')
    .select([
      'q.id',
      'q.type_soal',
      'q.group_soal',
      'q.soal_gambar',
      'g.urutan as group_urutan',
      'm.urutan as materi_urutan',
      'm.id as materi_id',
    ])
    .where('em.id_ujian', '=', idUjian)
    .orderBy('q.id')
    .execute();
  const groups = [...new Map(rows.map((r) => [r.group_soal, r])).values()].sort(
    (a, b) =>
      a.materi_urutan - b.materi_urutan ||
      a.materi_id - b.materi_id ||
      (a.group_urutan ?? 0) - (b.group_urutan ?? 0) ||
      a.group_soal - b.group_soal,
  );
  const groupRank = new Map(groups.map((g, i) => [g.group_soal, i]));
  const rankOf = new Map(rows.map((r) => [r.id, groupRank.get(r.group_soal) ?? 0]));
  return {
    // every auto-scored question (PG and the forms of docs/decisions/0025) is drawn as a PG question
    pg: rows.filter((r) => r.type_soal !== 'Essay').map((r) => r.id),
    essay: rows.filter((r) => r.type_soal === 'Essay').map((r) => r.id),
    /** the questions' media files (image or audio) */
    media: rows.flatMap((r) => (r.soal_gambar ? [r.soal_gambar] : [])),
    /** the question types the exam's materi hold */
    types: [...new Set(rows.map((r) => r.type_soal))],
    rankOf: (id: number) => rankOf.get(id) ?? 0,
  };
}

// ---------- attempts ----------

const attemptColumns = [
  'a.id',
  'a.candidate_id',
  'a.exam_student_id',
  'a.id_ujian',
  'a.materi_id',
  'a.attempt_no',
  'a.type_soal',
  'a.status',
  'a.started_at',
  'a.deadline_at',
  'a.submitted_at',
  'a.voided_at',
] as const;

/** The taker's own id: a candidate's or a course-exam student's. */
const takerId = (taker: Taker) => (taker.kind === 'candidate' ? taker.candidateId : taker.examStudentId);

/**
 * The condition "the taker's attempts on the card `kode`" (a candidate's on that materi, a
 * student's on that course exam), for a query over attempts aliased `alias` (null: not aliased).
 */
export function onCard(alias: string | null, kind: Taker['kind'], id: number, kode: string) {
  const col = (c: string) => sql.ref(alias ? `${alias}.${c}` : c);
  return kind === 'candidate'
    ? sql<boolean>`${col('candidate_id')} = ${id} and ${col('materi_id')} in (select id from materi where kode_ujian = ${kode})`
    : sql<boolean>`${col('exam_student_id')} = ${id} and ${col('id_ujian')} in (select id_ujian from exams where kode_ujian = ${kode})`;
}

/** The taker's attempts on one exam card (a materi for a candidate, the course exam for a student), newest first. */
function attemptsForCard(db: Exec, kind: Taker['kind'], id: number, kode: string) {
  return db
    .selectFrom('attempts as a')
    .select(attemptColumns)
    .where(onCard('a', kind, id, kode))
    .orderBy('a.attempt_no', 'desc');
}
export type AttemptRow = Awaited<ReturnType<ReturnType<typeof attemptsForCard>['executeTakeFirstOrThrow']>>;

/**
 * The taker's latest attempt on a card. With `lock` (inside a transaction on PostgreSQL) the
 * attempt row is share-locked, so a concurrent submit (which updates the row) waits for this
 * transaction and then sees every answer it wrote.
 */
const latestOnCard = precompile(
  2,
  (db, shape: `${Taker['kind']}|${'share' | ''}`, id: number, kode: string) => {
    const [kind, lock] = shape.split('|') as [Taker['kind'], string];
    const q = attemptsForCard(db, kind, id, kode).limit(1);
    return lock === 'share' ? q.forShare() : q;
  },
);

export async function latestAttempt(db: Exec, dialect: Dialect, taker: Taker, kode: string, lock = false) {
  const shape = `${taker.kind}|${lock && dialect === 'postgres' ? 'share' : ''}` as const;
  return (await latestOnCard(db, shape, takerId(taker), kode)).rows[0];
}

const inProgress = precompile(1, (db, kind: Taker['kind'], id: number) =>
  db
    .selectFrom('attempts as a')
    .select(attemptColumns)
    .where('a.status', '=', IN_PROGRESS)
    .where(kind === 'candidate' ? 'a.candidate_id' : 'a.exam_student_id', '=', id),
);

/**
 * What a start needs of the taker, in one read: the taker's attempts that are in progress (on any
 * card) or on this card (a materi for a candidate, the course exam for a student), newest first,
 * each with the candidate's time multiplier ('Akomodasi'); no rows when the candidate is gone.
 * A student has no multiplier (1). Each row also says whether the caller's token is live, and a
 * candidate's the configuration's version now (docs/decisions/0044: the token was not read before).
 */
const startRows = precompile(
  4,
  (db, kind: Taker['kind'], id: number, card: number, tokenId: number, now: string) =>
    kind === 'candidate'
      ? db
          .selectFrom('candidates as c')
          .leftJoin('attempts as a', (j) =>
            j
              .onRef('a.candidate_id', '=', 'c.id')
              .on((eb) => eb.or([eb('a.status', '=', IN_PROGRESS), eb('a.materi_id', '=', card)])),
          )
          .select([...attemptColumns, 'c.time_multiplier'])
          .select(tokenIsLive(tokenId, now).as('token_live'))
          .select((eb) =>
            eb.selectFrom('config_version').select('version').where('id', '=', 1).as('config_version'),
          )
          .where('c.id', '=', id)
          .orderBy('a.attempt_no', 'desc')
      : db
          .selectFrom('attempts as a')
          .select([...attemptColumns, sql<number>`1`.as('time_multiplier')])
          .select(tokenIsLive(tokenId, now).as('token_live'))
          .select(sql<number | null>`cast(null as integer)`.as('config_version'))
          .where('a.exam_student_id', '=', id)
          .where((eb) =>
            eb.or([
              eb('a.status', '=', IN_PROGRESS),
              eb.and([eb('a.id_ujian', '=', card), eb('a.materi_id', 'is', null)]),
            ]),
          )
          .orderBy('a.attempt_no', 'desc'),
);

export interface StartState {
  /** the taker's attempt in progress, on any card */
  inProgress?: AttemptRow;
  /** attempts on this card that count (staff did not void them: 'Ulang ujian') */
  used: number;
  /** the highest attempt number on this card so far (a new attempt takes the next one) */
  lastNo: number;
  /** the candidate's time multiplier; undefined when the candidate no longer exists */
  multiplier?: number;
  /** the caller's token is live (false, or no row to tell: read it, docs/decisions/0044) */
  tokenLive: boolean;
  /** the configuration's version as the read saw it (a candidate's) */
  configVersion?: number;
}

/**
 * The taker's state for a start on the card `card` (the materi id, or the course exam's id_ujian);
 * `session.tokenId`: the caller's token, whose state a candidate's read reports.
 */
export async function startState(
  db: Exec,
  taker: Taker,
  card: number,
  onCard: (a: AttemptRow) => boolean,
  session: { tokenId: number; now: string },
): Promise<StartState> {
  const rows = (await startRows(db, taker.kind, takerId(taker), card, session.tokenId, session.now)).rows;
  const attempts = rows.filter((r) => r.id != null) as AttemptRow[];
  const mine = attempts.filter(onCard);
  return {
    inProgress: attempts.find((a) => a.status === 'in_progress'),
    used: mine.filter((r) => r.voided_at == null).length,
    lastNo: mine[0]?.attempt_no ?? 0,
    multiplier: taker.kind === 'student' ? 1 : rows[0]?.time_multiplier,
    // SQLite answers exists() as 1 / 0; no row (a student without an attempt): not known, read it
    tokenLive: !!rows[0]?.token_live,
    configVersion: rows[0]?.config_version ?? undefined,
  };
}

/** The taker's attempt in progress on any card. */
export const inProgressAttempt = async (db: Exec, taker: Taker) =>
  (await inProgress(db, taker.kind, takerId(taker))).rows[0];

/** A new attempt's row, as both ways of starting one insert it. */
interface NewAttempt {
  taker: Taker;
  id_ujian: number | null;
  materi_id: number | null;
  attempt_no: number;
  type_soal: TypeSoal;
  started_at: string;
  deadline_at: string;
}

type AttemptValues = [
  candidate_id: number | null,
  exam_student_id: number | null,
  id_ujian: number | null,
  materi_id: number | null,
  attempt_no: number,
  type_soal: TypeSoal,
  started_at: string,
  deadline_at: string,
];

const attemptValues = (v: NewAttempt): AttemptValues => [
  v.taker.kind === 'candidate' ? v.taker.candidateId : null,
  v.taker.kind === 'student' ? v.taker.examStudentId : null,
  v.id_ujian,
  v.materi_id,
  v.attempt_no,
  v.type_soal,
  v.started_at,
  v.deadline_at,
];

const insertAttemptRow = (db: QueryCreator<Database>, v: AttemptValues) =>
  db
    .insertInto('attempts')
    .values({
      candidate_id: v[0],
      exam_student_id: v[1],
      id_ujian: v[2],
      materi_id: v[3],
      attempt_no: v[4],
      type_soal: v[5],
      status: 'in_progress',
      started_at: v[6],
      deadline_at: v[7],
      submitted_at: null,
      nilai_pg: null,
      nilai_essay: null,
      nilai_akhir: null,
      created_at: v[6],
    })
    .returning('id');

const attemptInsert = precompileFixed(8, (db, ...v: AttemptValues) => insertAttemptRow(db, v));

/** The draw's one row (0029, docs/decisions/0043): the attempt's id and its questions as JSON. */
const drawInsert = precompileFixed(2, (db, attempt_id: number, questions: string) =>
  db.insertInto('attempt_draws').values({ attempt_id, questions }),
);

/**
 * PostgreSQL: the attempt and its whole draw in ONE statement (the draw as one jsonb value), atomic
 * on its own — one round trip instead of four (begin, two inserts, commit): on an exam day's start
 * spike every round trip is a wake-up of the database on the same two cores.
 */
const attemptWithDrawInsert = precompileFixed(9, (db, questions: string, ...v: AttemptValues) =>
  db
    .with('a', (qb) => insertAttemptRow(qb, v))
    .with('d', (qb) =>
      qb
        .insertInto('attempt_draws')
        .columns(['attempt_id', 'questions'])
        .expression((eb) =>
          eb.selectFrom('a').select(['a.id', sql<string>`cast(${questions} as jsonb)`.as('questions')]),
        ),
    )
    .selectFrom('a')
    .select('a.id'),
);

/**
 * Inserts a started attempt with its frozen draw (one row, db/draws.ts), atomically: on
 * PostgreSQL as one statement, on SQLite in one transaction. Returns the attempt's id. A unique
 * violation means a concurrent start won (attempts_one_in_progress and the attempt-number indexes).
 */
export async function insertAttempt(
  db: Db,
  dialect: Dialect,
  v: NewAttempt,
  draw: OrderedQuestion[],
): Promise<number> {
  const questions = drawJson(draw);
  if (dialect === 'postgres') {
    const res = await attemptWithDrawInsert(db, questions, ...attemptValues(v));
    return res.rows[0].id;
  }
  return db.transaction().execute(async (trx) => {
    const { id } = (await attemptInsert(trx, ...attemptValues(v))).rows[0];
    await drawInsert(trx, id, questions);
    return id;
  });
}

const closeIfInProgress = precompileFixed(
  3,
  (db, status: Exclude<AttemptStatus, 'in_progress'>, now: string, id: number) =>
    db
      .updateTable('attempts')
      .set({ status, submitted_at: now })
      .where('id', '=', id)
      .where('status', '=', IN_PROGRESS),
);

/**
 * PostgreSQL: closes the attempt if still in progress and reads its candidate's row, in ONE
 * statement (the update as a data-modifying CTE); no row when another caller closed it first.
 */
const closeReadingCandidate = precompileFixed(
  3,
  (db, status: Exclude<AttemptStatus, 'in_progress'>, now: string, id: number) =>
    db
      .with('closed', (qb) =>
        qb
          .updateTable('attempts')
          .set({ status, submitted_at: now })
          .where('id', '=', id)
          .where('status', '=', IN_PROGRESS)
          .returning('candidate_id'),
      )
      .selectFrom('closed')
      .leftJoin('candidates as c', 'c.id', 'closed.candidate_id')
      .selectAll('c'),
);

export type CandidateRow = Selectable<CandidatesTable>;

/** An attempt's columns as an update returns them (unqualified: RETURNING names no alias). */
const attemptFields = attemptColumns.map((c) => c.slice(2) as AttemptField);
type AttemptField = keyof AttemptRow;

/**
 * The submit's close in ONE statement: the taker's attempt in progress on the card `kode` (a
 * candidate has at most one in progress, attempts_one_in_progress; a student one attempt) closed
 * — 'submitted' while its deadline + grace is ahead (deadline_at ≥ cutoff, domain/timer.ts's
 * acceptsAnswers), else 'expired' — and returned as it now is, while the caller's token is live
 * (checked here, not read before: docs/decisions/0044). No row: nothing was in progress on that
 * card (never started, or another caller closed it first), or the token is not live.
 */
const closeOnCardUpdate = (
  db: QueryCreator<Database>,
  kind: Taker['kind'],
  id: number,
  kode: string,
  now: string,
  cutoff: string,
  tokenId: number,
) => {
  const q = db
    .updateTable('attempts')
    .set({
      status: sql<AttemptStatus>`case when deadline_at >= ${cutoff} then 'submitted' else 'expired' end`,
      submitted_at: now,
    })
    .where('status', '=', IN_PROGRESS)
    .where(tokenIsLive(tokenId, now));
  return (
    kind === 'candidate'
      ? q
          .where('candidate_id', '=', id)
          .where('materi_id', 'in', (eb) =>
            eb.selectFrom('materi').select('id').where('kode_ujian', '=', kode),
          )
      : q
          .where('exam_student_id', '=', id)
          .where('id_ujian', 'in', (eb) =>
            eb.selectFrom('exams').select('id_ujian').where('kode_ujian', '=', kode),
          )
  ).returning(attemptFields);
};

const closeOnCardSqlite = precompile(
  5,
  (db, kind: Taker['kind'], id: number, kode: string, now: string, cutoff: string, tokenId: number) =>
    closeOnCardUpdate(db, kind, id, kode, now, cutoff, tokenId),
);

/**
 * PostgreSQL: the same close, the attempt's candidate row (as one JSON value, `candidate`), the
 * configuration's version (0013: the outcome's settings from memory) and its materi's bank_version
 * (the scoring keys from memory) in one statement.
 */
const closeOnCardPg = precompile(
  5,
  (db, kind: Taker['kind'], id: number, kode: string, now: string, cutoff: string, tokenId: number) =>
    db
      .with('closed', (qb) => closeOnCardUpdate(qb, kind, id, kode, now, cutoff, tokenId))
      .selectFrom('closed')
      .leftJoin('candidates as c', 'c.id', 'closed.candidate_id')
      .select(sql<CandidateRow | null>`to_jsonb(c)`.as('candidate'))
      .select((eb) =>
        eb.selectFrom('config_version').select('version').where('id', '=', 1).as('config_version'),
      )
      .select((eb) =>
        eb
          .selectFrom('materi')
          .select('bank_version')
          .whereRef('materi.id', '=', 'closed.materi_id')
          .as('bank_version'),
      )
      .selectAll('closed'),
);

export async function closeOnCard(
  db: Exec,
  dialect: Dialect,
  taker: Taker,
  kode: string,
  v: { now: string; cutoff: string; tokenId: number },
): Promise<
  { attempt: AttemptRow; candidate?: CandidateRow; configVersion?: number; bankVersion?: number } | undefined
> {
  const args = [taker.kind, takerId(taker), kode, v.now, v.cutoff, v.tokenId] as const;
  if (dialect === 'postgres') {
    const row = (await closeOnCardPg(db, ...args)).rows[0];
    if (!row) return undefined;
    const { candidate, config_version, bank_version, ...attempt } = row;
    return {
      attempt,
      candidate: candidate ?? undefined,
      configVersion: config_version ?? undefined,
      bankVersion: bank_version ?? undefined,
    };
  }
  const attempt = (await closeOnCardSqlite(db, ...args)).rows[0];
  return attempt && { attempt };
}

/**
 * Closes an attempt that is still in progress; `closed` only for the one caller that closed it
 * (the guard against double and concurrent submits and the sweep). On PostgreSQL the same
 * statement reads the attempt's candidate (`candidate`; undefined elsewhere and for a student).
 */
export async function closeAttempt(
  db: Exec,
  dialect: Dialect,
  id: number,
  status: Exclude<AttemptStatus, 'in_progress'>,
  now: string,
): Promise<{ closed: boolean; candidate?: CandidateRow }> {
  if (dialect === 'postgres') {
    const row = (await closeReadingCandidate(db, status, now, id)).rows[0];
    return { closed: !!row, candidate: row?.id != null ? (row as CandidateRow) : undefined };
  }
  const res = await closeIfInProgress(db, status, now, id);
  return { closed: Number(res.numAffectedRows) === 1 };
}

const attemptScores = precompileFixed(
  4,
  (db, nilai_pg: number | null, nilai_essay: number | null, nilai_akhir: number | null, id: number) =>
    db.updateTable('attempts').set({ nilai_pg, nilai_essay, nilai_akhir }).where('id', '=', id),
);

export async function setAttemptScores(
  db: Exec,
  id: number,
  v: { nilai_pg: number | null; nilai_essay: number | null; nilai_akhir: number | null },
): Promise<void> {
  await attemptScores(db, v.nilai_pg, v.nilai_essay, v.nilai_akhir, id);
}

/**
 * In-progress attempts whose deadline lies before the cutoff (deadline + grace passed). The status
 * is a literal, so the partial index attempts_expiry (migration 0014) serves it.
 */
export const expiredAttempts = (db: Exec, cutoff: string, limit: number) =>
  db
    .selectFrom('attempts as a')
    .select(attemptColumns)
    .where('a.status', '=', IN_PROGRESS)
    .where('a.deadline_at', '<', cutoff)
    .orderBy('a.deadline_at')
    .limit(limit)
    .execute();

/** One attempt by id (staff actions on it: finish now, void). */
export const attemptById = (db: Exec, id: number) =>
  db.selectFrom('attempts as a').select(attemptColumns).where('a.id', '=', id).executeTakeFirst();
