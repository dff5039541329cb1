import { EXAM_MSG, type SubmitResult, type submitSchema } from '@tryout/shared/exam';
import type { z } from 'zod';
import { originalKey } from '../../domain/option-order';
import { finalScore, scorePg, tallyByGroup } from '../../domain/scoring';
import { acceptsAnswers, graceCutoff } from '../../domain/timer';
import { badRequest } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import * as accountsRepo from '../accounts/accounts.repository';
import { applyCandidateOutcome } from '../outcome/outcome.service';
import * as answerRepo from './answers.repository';
import type { AttemptRow, Taker } from './attempts.repository';
import * as attemptRepo from './attempts.repository';
import * as seatRepo from './course-login.repository';
import * as resultRepo from './finalise.repository';
import { attemptChanged } from './monitor-events';
import { type ExamCtx, resolveTarget } from './target';

// ---------------------------------------------------------------- finalising

interface Carried {
  answers: { id_soal: number; value?: string | null }[];
  essays: { id_soal: number; answerEssay?: string }[];
}

/**
 * Finalises an attempt in ONE transaction: closes it (only if still in progress — the guard that
 * makes double, concurrent and sweep finalisation produce exactly one result), merges what the
 * submit carried (questions of the draw only), scores on the server, writes the result, and runs
 * the pass evaluation and programme flow. Returns null when another caller closed it first.
 */
export async function finalize(
  ctx: ExamCtx,
  attempt: AttemptRow,
  status: 'submitted' | 'expired',
  now: string,
  carried?: Carried,
  /** the configuration's version read with the card (the submit's): the outcome's settings from memory */
  configVersion?: number,
): Promise<SubmitResult | null> {
  const res = await ctx.db.transaction().execute(async (trx) => {
    const closing = await attemptRepo.closeAttempt(trx, ctx.dialect, attempt.id, status, now);
    if (!closing.closed) return null;
    const rows = await resultRepo.scoringRows(trx, attempt.id);
    if (carried) {
      const byId = new Map(rows.map((r) => [r.question_id, r]));
      for (const a of carried.answers) {
        const r = byId.get(a.id_soal);
        if (r?.type_soal !== 'PG' || !a.value) continue;
        // the submit carries the letters the candidate saw: scored by the original key behind each
        const key = originalKey(r.option_order, a.value);
        if (!key || key === r.value) continue;
        // never over a save the candidate made later in another tab (a sequenced save)
        if (await answerRepo.upsertAnswer(trx, attempt.id, a.id_soal, a.value, now, answerRepo.CARRIED_SEQ))
          r.value = key;
      }
      for (const e of carried.essays) {
        const r = byId.get(e.id_soal);
        const text = e.answerEssay ?? '';
        if (r?.type_soal !== 'Essay' || text === '' || text === r.answer) continue;
        if (await answerRepo.upsertEssay(trx, attempt.id, e.id_soal, text, now, answerRepo.CARRIED_SEQ))
          r.answer = text;
      }
    }
    const pg = scorePg(rows.map((r) => ({ type_soal: r.type_soal, kunci_pg: r.kunci_pg, value: r.value })));
    const nilai_essay = null;
    const nilai_akhir = finalScore(attempt.type_soal, pg.nilai_pg, nilai_essay);

    let who: { nama_mhs: string; nim: string; email: string };
    let kelas: string | null = null;
    let c: Awaited<ReturnType<typeof accountsRepo.findCandidate>> | undefined;
    if (attempt.candidate_id != null) {
      c = closing.candidate ?? (await accountsRepo.findCandidate(trx, attempt.candidate_id));
      who = { nama_mhs: c?.full_name ?? '', nim: c?.nisn ?? '', email: c?.email ?? '' };
    } else {
      const s =
        attempt.exam_student_id != null
          ? await seatRepo.findExamStudent(trx, attempt.exam_student_id)
          : undefined;
      who = { nama_mhs: s?.nama ?? '', nim: s?.nim ?? '', email: s?.email ?? '' };
      if (attempt.id_ujian != null)
        kelas = (await seatRepo.findCourseExam(trx, attempt.id_ujian))?.kelas ?? null;
    }
    // staff-only record of the essays (with their keys) for grading
    const essays = rows
      .filter((r) => r.type_soal === 'Essay')
      .map((r) => ({
        id_soal: r.question_id,
        soal: r.soal_pg,
        answerEssay: r.answer ?? '',
        kunci: r.kunci_essay ?? '',
        number: r.number,
      }));
    const id_hasil = await resultRepo.insertScoredResult(trx, ctx.dialect, {
      attempt_id: attempt.id,
      id_ujian: attempt.id_ujian,
      materi_id: attempt.materi_id,
      candidate_id: attempt.candidate_id,
      exam_student_id: attempt.exam_student_id,
      ...who,
      kelas,
      type_soal: attempt.type_soal,
      nilai_pg: pg.nilai_pg,
      nilai_essay,
      nilai_akhir,
      mulai: attempt.started_at,
      jawaban_essay: JSON.stringify(essays),
      created_at: now,
      updated_at: now,
    });
    if (attempt.candidate_id != null)
      await applyCandidateOutcome(trx, attempt.candidate_id, now, c, configVersion);
    return {
      id_hasil,
      attempt_no: attempt.attempt_no,
      nilai_pg: pg.nilai_pg,
      nilai_essay,
      nilai_akhir,
      rincian: tallyByGroup(rows),
    };
  });
  if (res) attemptChanged(ctx.db, attempt);
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
  if (!a) throw badRequest(EXAM_MSG.noAttempt);
  if (a.status !== 'in_progress') throw badRequest(endedMsg);
  return a;
}

/**
 * POST /posthasilujian: merges what the body carries (before deadline + grace only), ignores
 * `point`, scores on the server, writes the result. A second submit → 400 'Anda Telah Mengikuti Ujian'.
 */
export async function submit(
  ctx: ExamCtx,
  taker: Taker,
  body: z.output<typeof submitSchema>,
): Promise<SubmitResult> {
  const now = nowIso();
  const t = await resolveTarget(ctx.db, taker, body.kode_ujian);
  const a = await runningAttempt(ctx, taker, body.kode_ujian, EXAM_MSG.alreadyTaken);
  const inTime = acceptsAnswers(a.deadline_at, now);
  const res = await finalize(
    ctx,
    a,
    inTime ? 'submitted' : 'expired',
    now,
    inTime ? { answers: body.array_answer, essays: body.jawaban_essay } : undefined,
    t.config_version,
  );
  if (!res) throw badRequest(EXAM_MSG.alreadyTaken);
  return res;
}
