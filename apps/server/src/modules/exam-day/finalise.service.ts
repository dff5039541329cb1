import { EXAM_MSG, type LastResult, type SubmitResult, type submitSchema } from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { scoreQuestions } from '../../domain/form-scoring';
import { originalKey } from '../../domain/option-order';
import { finalScore, tallyByGroup, weightedNilai } from '../../domain/scoring';
import { acceptsAnswers, graceCutoff } from '../../domain/timer';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import * as accountsRepo from '../accounts/accounts.service';
import { applyCandidateOutcome, configAt, configVersion } from '../outcome/outcome.service';
import * as answerRepo from './answers.repository';
import type { AttemptRow, CandidateRow, Taker } from './attempts.repository';
import * as attemptRepo from './attempts.repository';
import * as seatRepo from './course-login.repository';
import * as resultRepo from './finalise.repository';
import { attemptChanged } from './monitor-events';
import { scoringRowsAt } from './scoring-keys';
import { type CallerSession, type ExamCtx, resolveTarget } from './target';

/** What the control room and the insight read of an attempt (their queries in the attempts and finalise repositories). */
export type { Taker } from './attempts.repository';
export { attemptById, latestAttempt } from './attempts.repository';
export { scoringRows } from './finalise.repository';

// ---------------------------------------------------------------- finalising

/** The staff-only record of an attempt's essays (with their keys) for grading: results.jawaban_essay. */
export function essayRecord(rows: Awaited<ReturnType<typeof resultRepo.scoringRows>>) {
  return rows
    .filter((r) => r.type_soal === 'Essay')
    .map((r) => ({
      id_soal: r.question_id,
      soal: r.soal_pg,
      answerEssay: r.answer ?? '',
      kunci: r.kunci_essay ?? '',
      number: r.number,
    }));
}

interface Carried {
  answers: { id_soal: number; value?: string | null }[];
  essays: { id_soal: number; answerEssay?: string }[];
}

/** What closing an attempt gives the finalising transaction: the attempt as closed, maybe its candidate. */
interface Closed {
  attempt: AttemptRow;
  /** the attempt's candidate when the close read it already (PostgreSQL) */
  candidate?: CandidateRow;
  /** the configuration's version when the close read it (the submit): the outcome's settings from memory */
  configVersion?: number;
  /** the materi's bank_version when the close read it (the submit, PostgreSQL): the keys from memory */
  bankVersion?: number;
}

/**
 * Finalises an attempt in ONE transaction: closes it (only if still in progress — the guard that
 * makes double, concurrent and sweep finalisation produce exactly one result), merges what the
 * submit carried (questions of the draw only), scores on the server, writes the result, and runs
 * the pass evaluation and programme flow. Returns null when another caller closed it first.
 */
export function finalize(
  ctx: ExamCtx,
  attempt: AttemptRow,
  status: 'submitted' | 'expired',
  now: string,
  carried?: Carried,
  /** the configuration's version read with the card (the submit's): the outcome's settings from memory */
  configVersion?: number,
): Promise<SubmitResult | null> {
  return finalizeClosing(
    ctx,
    async (trx) => {
      const closing = await attemptRepo.closeAttempt(trx, ctx.dialect, attempt.id, status, now);
      return closing.closed
        ? { attempt: { ...attempt, status, submitted_at: now }, candidate: closing.candidate }
        : null;
    },
    now,
    carried,
    configVersion,
  );
}

/**
 * `finalize` with the close given: `close` closes the attempt inside the transaction and returns
 * it as closed (null: nothing to close). What the submit carried is merged only into an attempt
 * closed as 'submitted' (in time).
 */
async function finalizeClosing(
  ctx: ExamCtx,
  close: (trx: Transaction<Database>) => Promise<Closed | null | undefined>,
  now: string,
  carried?: Carried,
  configVersion?: number,
): Promise<SubmitResult | null> {
  let attempt: AttemptRow | undefined;
  const res = await ctx.db.transaction().execute(async (trx) => {
    const closing = await close(trx);
    if (!closing) return null;
    const a = closing.attempt;
    attempt = a;
    const rows =
      closing.bankVersion !== undefined && a.materi_id != null
        ? await scoringRowsAt(ctx, trx, { id: a.id, materi_id: a.materi_id }, closing.bankVersion)
        : await resultRepo.scoringRows(trx, a.id);
    if (carried && a.status === 'submitted') {
      const byId = new Map(rows.map((r) => [r.question_id, r]));
      for (const given of carried.answers) {
        const r = byId.get(given.id_soal);
        if (r?.type_soal !== 'PG' || !given.value) continue;
        // the submit carries the letters the candidate saw: scored by the original key behind each
        const key = originalKey(r.option_order, given.value);
        if (!key || key === r.value) continue;
        // never over a save the candidate made later in another tab (a sequenced save)
        if (await answerRepo.upsertAnswer(trx, a.id, given.id_soal, given.value, now, answerRepo.CARRIED_SEQ))
          r.value = key;
      }
      for (const e of carried.essays) {
        const r = byId.get(e.id_soal);
        const text = e.answerEssay ?? '';
        if (r?.type_soal !== 'Essay' || text === '' || text === r.answer) continue;
        if (await answerRepo.upsertEssay(trx, a.id, e.id_soal, text, now, answerRepo.CARRIED_SEQ))
          r.answer = text;
      }
    }
    // PG and the forms by their weights (docs/decisions/0025), essays later by staff
    const scored = scoreQuestions(rows);
    const pg = { nilai_pg: weightedNilai(scored.scores) };
    const nilai_essay = null;
    const nilai_akhir = finalScore(a.type_soal, pg.nilai_pg, nilai_essay);

    let who: { nama_mhs: string; nim: string; email: string };
    let kelas: string | null = null;
    let c: Awaited<ReturnType<typeof accountsRepo.findCandidate>> | undefined;
    if (a.candidate_id != null) {
      c = closing.candidate ?? (await accountsRepo.findCandidate(trx, a.candidate_id));
      who = { nama_mhs: c?.full_name ?? '', nim: c?.nisn ?? '', email: c?.email ?? '' };
    } else {
      const s =
        a.exam_student_id != null ? await seatRepo.findExamStudent(trx, a.exam_student_id) : undefined;
      who = { nama_mhs: s?.nama ?? '', nim: s?.nim ?? '', email: s?.email ?? '' };
      if (a.id_ujian != null) kelas = (await seatRepo.findCourseExam(trx, a.id_ujian))?.kelas ?? null;
    }
    const essays = essayRecord(rows);
    const { id_hasil, candidateAttempts } = await resultRepo.insertScoredResult(trx, ctx.dialect, {
      attempt_id: a.id,
      id_ujian: a.id_ujian,
      materi_id: a.materi_id,
      candidate_id: a.candidate_id,
      exam_student_id: a.exam_student_id,
      ...who,
      kelas,
      type_soal: a.type_soal,
      nilai_pg: pg.nilai_pg,
      nilai_essay,
      nilai_akhir,
      mulai: a.started_at,
      jawaban_essay: JSON.stringify(essays),
      created_at: now,
      updated_at: now,
    });
    if (a.candidate_id != null) {
      const at = configAt(ctx.caches, closing.configVersion ?? configVersion);
      await applyCandidateOutcome(trx, a.candidate_id, now, c, at, candidateAttempts);
    }
    return {
      id_hasil,
      attempt_no: a.attempt_no,
      nilai_pg: pg.nilai_pg,
      nilai_essay,
      nilai_akhir,
      rincian: tallyByGroup(scored.rows),
    };
  });
  if (res && attempt) attemptChanged(ctx.bus, attempt);
  return res;
}

/**
 * The taker's attempt in progress (`live`), finalised first (on access) when its deadline + grace
 * has passed: then no live attempt, and `finalised` tells the caller the outcome may have changed.
 */
export async function liveAttemptOf(
  ctx: ExamCtx,
  taker: Taker,
  now: string,
): Promise<{ live?: AttemptRow; finalised: boolean }> {
  return settleLive(ctx, await attemptRepo.inProgressAttempt(ctx.db, taker), now);
}

/** `liveAttemptOf` for the attempt in progress the caller has read already. */
export async function settleLive(
  ctx: ExamCtx,
  a: AttemptRow | undefined,
  now: string,
): Promise<{ live?: AttemptRow; finalised: boolean }> {
  if (!a || acceptsAnswers(a.deadline_at, now)) return { live: a, finalised: false };
  await finalize(ctx, a, 'expired', now);
  return { finalised: true };
}

/** The sweep job: finalises every attempt whose deadline + 30 s has passed. Returns how many. */
export async function sweepExpired(ctx: ExamCtx, now = nowIso()): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await attemptRepo.expiredAttempts(ctx.db, graceCutoff(now), 100);
    if (batch.length === 0) return done;
    for (const a of batch) if (await finalize(ctx, a, 'expired', now)) done++;
    if (batch.length < 100) return done;
  }
}

/** The taker's latest attempt on the exam, still running: 400 without one, `endedMsg` once it ended. */
export async function runningAttempt(
  ctx: ExamCtx,
  taker: Taker,
  kode: string,
  endedMsg: string,
): Promise<AttemptRow> {
  const a = await attemptRepo.latestAttempt(ctx.db, ctx.dialect, taker, kode);
  if (!a) throw badRequest(EXAM_REFUSAL_MSG.noAttempt);
  if (a.status !== 'in_progress') throw badRequest(endedMsg);
  return a;
}

/**
 * POST /posthasilujian: merges what the body carries (before deadline + grace only), ignores
 * `point`, scores on the server, writes the result. A second submit → 400 'Anda Telah Mengikuti Ujian'.
 * The close checks the caller's token itself (docs/decisions/0044); when it closes nothing, the
 * token is read (`session.confirm`: 401 for an ended session) before the refusal is told.
 */
export async function submit(
  ctx: ExamCtx,
  taker: Taker,
  body: z.output<typeof submitSchema>,
  session: CallerSession,
): Promise<SubmitResult> {
  const now = nowIso();
  // the attempt in progress on this card closed by the finalising transaction's first statement
  const res = await finalizeClosing(
    ctx,
    async (trx) => {
      const v = { now, cutoff: graceCutoff(now), tokenId: session.tokenId };
      const closed = await attemptRepo.closeOnCard(trx, ctx.dialect, taker, body.kode_ujian, v);
      if (!closed || closed.configVersion !== undefined || closed.attempt.candidate_id == null) return closed;
      return { ...closed, configVersion: await configVersion(trx) };
    },
    now,
    { answers: body.array_answer, essays: body.jawaban_essay },
  );
  if (res) return scoreShownTo(ctx, taker, res, now);
  await session.confirm();
  await resolveTarget(ctx, taker, body.kode_ujian); // 404 for a card that does not exist
  // nothing in progress on this card: never started, or it ended already
  const a = await attemptRepo.latestAttempt(ctx.db, ctx.dialect, taker, body.kode_ujian);
  throw badRequest(a ? EXAM_MSG.alreadyTaken : EXAM_REFUSAL_MSG.noAttempt);
}

/**
 * POST /hasilujian_terakhir: the score of the taker's latest attempt on the card once it is closed
 * (an attempt past its deadline + grace is finalised here first), so an exam page that finds its
 * attempt closed shows the scored result. 409 while the attempt still runs, 404 without any.
 */
export async function lastResult(ctx: ExamCtx, taker: Taker, kode: string): Promise<LastResult> {
  let a = await attemptRepo.latestAttempt(ctx.db, ctx.dialect, taker, kode);
  if (!a) throw notFound(EXAM_REFUSAL_MSG.noAttempt);
  if (a.status === 'in_progress') {
    const now = nowIso();
    if ((await settleLive(ctx, a, now)).live) throw conflict(EXAM_REFUSAL_MSG.stillRunning);
    a = await attemptRepo.latestAttempt(ctx.db, ctx.dialect, taker, kode);
    if (!a || a.status === 'in_progress') throw conflict(EXAM_REFUSAL_MSG.stillRunning);
  }
  const [result, rows] = await Promise.all([
    resultRepo.resultOfAttempt(ctx.db, a.id),
    resultRepo.scoringRows(ctx.db, a.id),
  ]);
  if (!result) throw notFound(EXAM_REFUSAL_MSG.noResultYet);
  return scoreShownTo(ctx, taker, {
    ...result,
    attempt_no: a.attempt_no,
    rincian: tallyByGroup(scoreQuestions(rows).rows),
    status: a.status === 'expired' ? 'expired' : 'submitted',
  });
}

/**
 * The result as the taker may see it: a course exam's student sees no score and no tally before
 * the exam's end when the exam says so ('Tampilkan nilai setelah ujian ditutup', docs/decisions/0018),
 * so a fake entry reveals nothing of the key. Candidates and staff see it all.
 */
async function scoreShownTo<T extends SubmitResult>(ctx: ExamCtx, taker: Taker, res: T, now = nowIso()) {
  if (taker.kind !== 'student') return res;
  const e = await seatRepo.findCourseExam(ctx.db, taker.ujianId);
  if (e?.nilai_setelah_tutup !== 1 || !e.selesai || Date.parse(now) >= Date.parse(e.selesai)) return res;
  return { ...res, nilai_pg: null, nilai_essay: null, nilai_akhir: null, rincian: [] };
}
