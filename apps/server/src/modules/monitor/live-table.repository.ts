import type { MonitorStatus } from '@tryout/shared/monitor';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Exec } from '../../db';
import { drawItemsOf } from '../../db/draws';
import { containsPattern } from '../../db/like';
import { IN_PROGRESS } from '../../db/schema';

/** The live table: one row per taker of a target, its status, filters and counts. */

export type TargetRef = { jenis: 'materi'; id: number } | { jenis: 'ujian'; id: number };

/** A taker's attempt (`a`) as the live table reads it, for candidates and course students alike. */
const attemptColumns = [
  'a.id as attempt_id',
  'a.attempt_no as attempt_no',
  'a.status as a_status',
  'a.started_at as started_at',
  'a.deadline_at as deadline_at',
  'a.submitted_at as submitted_at',
  'a.antrian as antrian',
] as const;

/**
 * One row per taker of the target — every candidate for a tryout materi (with their latest attempt
 * on it that staff did not void), every seat of a course exam — with the last request of any of
 * their exam sessions.
 */
function takers(db: Exec, t: TargetRef) {
  if (t.jenis === 'materi') return materiTakers(db, t.id);
  // the same columns as a materi's takers
  return courseTakers(db, t.id) as unknown as ReturnType<typeof materiTakers>;
}

type TokenOwner = 'tk.candidate_id' | 'tk.exam_student_id';
type AnyEb = ExpressionBuilder<any, any>;

/** The last request of any of the taker's exam sessions. */
const lastSeenOf = (eb: AnyEb, owner: TokenOwner, kind: 'candidate_exam' | 'student_exam') =>
  eb
    .selectFrom('auth_tokens as tk')
    .select((e2: AnyEb) => e2.fn.max<string | null>('tk.last_seen_at').as('m'))
    .whereRef(owner, '=', 'c.id')
    .where('tk.kind', '=', kind)
    .as('last_seen_at');

/**
 * Logins after the attempt started: a switch to another device (the older session ended), or a
 * course-exam seat released with 'Buka Sesi' and entered again.
 */
const loginsDuring = (eb: AnyEb, owner: TokenOwner, kind: 'candidate_session' | 'student_exam') =>
  eb
    .selectFrom('auth_tokens as tk')
    .select((e2: AnyEb) => e2.fn.countAll<number>().as('n'))
    .whereRef(owner, '=', 'c.id')
    .where('tk.kind', '=', kind)
    .whereRef('tk.created_at', '>', 'a.started_at')
    .as('relogins');

function materiTakers(db: Exec, materiId: number) {
  return db
    .selectFrom('candidates as c')
    .leftJoin('attempts as a', (j) =>
      j
        .onRef('a.candidate_id', '=', 'c.id')
        .on('a.materi_id', '=', materiId)
        .on('a.voided_at', 'is', null)
        .on((eb) =>
          eb(
            'a.attempt_no',
            '=',
            eb
              .selectFrom('attempts as a2')
              .select((e2) => e2.fn.max('a2.attempt_no').as('n'))
              .whereRef('a2.candidate_id', '=', 'c.id')
              .where('a2.materi_id', '=', materiId)
              .where('a2.voided_at', 'is', null),
          ),
        ),
    )
    .select(['c.id as id', 'c.nisn as no_reg', 'c.full_name as nama', 'c.time_multiplier as time_multiplier'])
    .select(attemptColumns)
    .select((eb) => [
      lastSeenOf(eb, 'tk.candidate_id', 'candidate_exam'),
      eb
        .selectFrom('attempts as v')
        .select((e2) => e2.fn.countAll<number>().as('n'))
        .whereRef('v.candidate_id', '=', 'c.id')
        .where('v.materi_id', '=', materiId)
        .where('v.voided_at', 'is not', null)
        .as('voided'),
      loginsDuring(eb, 'tk.candidate_id', 'candidate_session'),
    ]);
}

function courseTakers(db: Exec, idUjian: number) {
  return db
    .selectFrom('exam_students as c')
    .leftJoin('attempts as a', 'a.exam_student_id', 'c.id')
    .select(['c.id as id', 'c.nim as no_reg', 'c.nama as nama'])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('course_roster as r')
            .innerJoin('exams as e', 'e.id_matkul', 'r.id_matkul')
            .select('r.time_multiplier')
            .whereRef('e.id_ujian', '=', 'c.id_ujian')
            .whereRef('r.nim', '=', 'c.nim'),
          sql<number>`1`,
        )
        .as('time_multiplier'),
    )
    .select(attemptColumns)
    .select((eb) => [
      lastSeenOf(eb, 'tk.exam_student_id', 'student_exam'),
      sql<number>`0`.as('voided'),
      loginsDuring(eb, 'tk.exam_student_id', 'student_exam'),
    ])
    .where('c.id_ujian', '=', idUjian);
}

/** The instants the status of a row depends on. */
export interface Instants {
  /** deadline + grace before this: the time is up */
  graceCutoff: string;
  /** seen before this (or never): offline */
  offlineBefore: string;
}

// the derived table `r` of takers()
type R = ExpressionBuilder<any, any>;

function statusIs(eb: R, s: MonitorStatus, at: Instants) {
  switch (s) {
    case 'belum_mulai':
      return eb('r.attempt_id', 'is', null);
    case 'selesai':
      return eb('r.a_status', '=', 'submitted');
    case 'mengerjakan':
      return eb.and([eb('r.a_status', '=', IN_PROGRESS), eb('r.deadline_at', '>=', at.graceCutoff)]);
    case 'waktu_habis':
      return eb.or([
        eb('r.a_status', '=', 'expired'),
        eb.and([eb('r.a_status', '=', IN_PROGRESS), eb('r.deadline_at', '<', at.graceCutoff)]),
      ]);
  }
}

const offline = (eb: R, at: Instants) =>
  eb.and([
    statusIs(eb, 'mengerjakan', at),
    eb.or([eb('r.last_seen_at', 'is', null), eb('r.last_seen_at', '<', at.offlineBefore)]),
  ]);

const fromTakers = (db: Exec, t: TargetRef) => db.selectFrom(takers(db, t).as('r'));

/** How many takers are in each state. */
export async function countTakers(db: Exec, t: TargetRef, at: Instants) {
  const n = (e: ReturnType<typeof statusIs>) => sql<number>`sum(case when ${e} then 1 else 0 end)`;
  const row = await fromTakers(db, t)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      n(statusIs(eb, 'belum_mulai', at)).as('belum_mulai'),
      n(statusIs(eb, 'mengerjakan', at)).as('mengerjakan'),
      n(offline(eb, at)).as('offline'),
      n(statusIs(eb, 'selesai', at)).as('selesai'),
      n(statusIs(eb, 'waktu_habis', at)).as('waktu_habis'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    belum_mulai: Number(row.belum_mulai ?? 0),
    mengerjakan: Number(row.mengerjakan ?? 0),
    offline: Number(row.offline ?? 0),
    selesai: Number(row.selesai ?? 0),
    waktu_habis: Number(row.waktu_habis ?? 0),
  };
}

export interface TableFilter {
  status?: MonitorStatus;
  offline?: boolean;
  q?: string;
}

function filtered(db: Exec, t: TargetRef, f: TableFilter, at: Instants) {
  let q = fromTakers(db, t);
  if (f.status) q = q.where((eb) => statusIs(eb, f.status as MonitorStatus, at));
  if (f.offline) q = q.where((eb) => offline(eb, at));
  if (f.q) {
    const p = containsPattern(f.q);
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('r.nama')}) like ${p} escape '\\'`,
        sql<boolean>`lower(${eb.ref('r.no_reg')}) like ${p} escape '\\'`,
      ]),
    );
  }
  return q;
}

/** The takers matching the filter: how many, and one page (by name) with their answered count. */
export async function takerPage(
  db: Exec,
  t: TargetRef,
  f: TableFilter,
  at: Instants,
  page: { offset: number; limit: number },
) {
  const [count, rows] = await Promise.all([
    filtered(db, t, f, at)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, t, f, at)
      .selectAll('r')
      .select((eb) => [
        eb
          .selectFrom('answers as an')
          .select((e2) => e2.fn.countAll<number>().as('n'))
          .whereRef('an.attempt_id', '=', 'r.attempt_id')
          .as('answered_pg'),
        eb
          .selectFrom('essay_answers as ea')
          .select((e2) => e2.fn.countAll<number>().as('n'))
          .whereRef('ea.attempt_id', '=', 'r.attempt_id')
          .where('ea.answer', '!=', '')
          .as('answered_essay'),
        eb
          .selectFrom(drawItemsOf(db))
          .select((e2) => e2.fn.countAll<number>().as('n'))
          .whereRef('aq.attempt_id', '=', 'r.attempt_id')
          .as('total'),
      ])
      .orderBy('r.nama')
      .orderBy('r.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { matching: Number(count.n), rows };
}

/** The takers working now, with when the server last heard from them (outage: mass silence). */
export const runningTakers = (db: Exec, t: TargetRef, at: Instants) =>
  filtered(db, t, { status: 'mengerjakan' }, at)
    .select(['r.id', 'r.no_reg', 'r.nama', 'r.last_seen_at'])
    .orderBy('r.id')
    .execute();

/** The taker's latest attempt on the target that staff did not void (undefined: none, or no such taker). */
export async function takerAttempt(db: Exec, t: TargetRef, takerId: number) {
  const row = await fromTakers(db, t).selectAll('r').where('r.id', '=', takerId).executeTakeFirst();
  return row;
}
