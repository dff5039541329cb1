import { AUDIO_MAX_PLAYS, OPTION_KEYS } from '@tryout/shared/constants';
import {
  type AudioPlayResult,
  type audioPlaySchema,
  EXAM_MSG,
  SAVE_ORDER_MSG,
  type SaveAnswerResult,
  type saveAnswerSchema,
} from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import type { HeartbeatResult } from '@tryout/shared/presence';
import { FORM_MSG, type FormType, formAnswerSchema, isFormType } from '@tryout/shared/question-forms';
import type { z } from 'zod';
import type { Exec } from '../../db';
import { answerToOriginal } from '../../domain/option-order';
import { acceptsAnswers, graceCutoff } from '../../domain/timer';
import { badRequest, conflict } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { noteQueue } from '../outage/outage.service';
import * as answerRepo from './answers.repository';
import type { Taker } from './attempts.repository';
import * as attemptRepo from './attempts.repository';
import { finalize, runningAttempt } from './finalise.service';
import { attemptChanged, movedDeadline, takerSaved } from './monitor-events';
import type { CallerSession, ExamCtx } from './target';

/**
 * POST /heartbeat: the exam page's sign of life (the session's last_seen_at is recorded by the
 * route, like every request of an exam session). Answers the server's clock and the deadline of
 * the attempt in progress, read again each time (it moves when staff give extra time). `antrian`:
 * the saves the page still holds, shown on the monitor (docs/decisions/0011).
 */
export async function heartbeat(ctx: ExamCtx, taker: Taker, antrian?: number): Promise<HeartbeatResult> {
  const a = await attemptRepo.inProgressAttempt(ctx.db, taker);
  if (a) attemptChanged(ctx.bus, a);
  if (a && antrian !== undefined) await noteQueue(ctx.db, a.id, antrian);
  return { server_now: nowIso(), attempt_id: a?.id ?? null, deadline_at: a?.deadline_at ?? null };
}

type SaveBody = z.output<typeof saveAnswerSchema>;

/**
 * POST /simpanJawaban (the hottest route). A letter is saved by one statement (fast path), which
 * also checks the caller's token; essays, 'ragu-ragu' marks and refusals confirm the token first
 * and take one transaction — read the attempt (share-locked on PostgreSQL so a concurrent submit
 * waits and then sees this answer), check it, write — which also tells why a save failed. Letters
 * are the ones the candidate sees; the original key is stored. A save carrying an older 'urutan'
 * than the stored answer's (a stale tab) changes nothing: 409.
 */
export async function saveAnswer(
  ctx: ExamCtx,
  taker: Taker,
  body: SaveBody,
  session: CallerSession,
): Promise<SaveAnswerResult> {
  const now = nowIso();
  if (body.value !== undefined && body.ragu === undefined) {
    const n = await answerRepo.upsertAnswerFast(ctx.db, ctx.dialect, taker, {
      kode: body.kode_ujian,
      questionId: body.id_soal,
      value: body.value,
      now,
      cutoff: graceCutoff(now),
      seq: body.urutan ?? null,
      tokenId: session.tokenId,
    });
    if (n === 1) return saved(ctx, taker, body, now, false);
  }
  // essays, marks, and every refusal: the checked path below says why (or saves, after a lost
  // race, or for a device within the switch's grace), for a caller whose token is read first
  await session.confirm();
  const out = await ctx.db.transaction().execute(async (trx) => {
    const a = await attemptRepo.latestAttempt(trx, ctx.dialect, taker, body.kode_ujian, true);
    if (!a) return { error: badRequest(EXAM_REFUSAL_MSG.noAttempt) };
    if (a.status !== 'in_progress') return { error: badRequest(EXAM_MSG.attemptClosed) };
    if (!acceptsAnswers(a.deadline_at, now)) return { expired: a };
    let replaced = false;
    let n = 1;
    const seq = body.urutan ?? null;
    if (body.value !== undefined) {
      n = await answerRepo.upsertAnswer(trx, a.id, body.id_soal, body.value, now, seq);
    } else if (body.jawaban !== undefined) {
      const form = await formAnswer(trx, a.id, body.id_soal, body.jawaban);
      if ('error' in form) return form;
      n = await answerRepo.upsertFormAnswer(trx, a.id, body.id_soal, form.type, form.answer, now, seq);
    } else if (body.essay !== undefined) {
      replaced = await answerRepo.hasEssay(trx, a.id, body.id_soal);
      n = await answerRepo.upsertEssay(trx, a.id, body.id_soal, body.essay, now, seq);
    }
    if (n === 1 && body.ragu !== undefined) n = await answerRepo.setRagu(trx, a.id, body.id_soal, body.ragu);
    if (n === 0) {
      const table = body.essay !== undefined ? 'essay_answers' : 'answers';
      if (seq !== null && (await answerRepo.newerSaved(trx, table, a.id, body.id_soal, seq)))
        return { error: conflict(SAVE_ORDER_MSG.staleSave) };
      const type = await answerRepo.drawnQuestionType(trx, a.id, body.id_soal);
      if (!type) return { error: badRequest(EXAM_REFUSAL_MSG.questionNotInAttempt) };
      const letterNotShown = type === 'PG' && body.value !== undefined;
      if (isFormType(type)) return { error: badRequest(FORM_MSG.answerIsForm) };
      return {
        error: badRequest(
          letterNotShown ? EXAM_REFUSAL_MSG.optionNotShown : EXAM_REFUSAL_MSG.wrongAnswerKind,
        ),
      };
    }
    return { replaced };
  });
  if ('expired' in out && out.expired) {
    await finalize(ctx, out.expired, 'expired', now);
    throw badRequest(EXAM_MSG.deadlinePassed);
  }
  if ('error' in out && out.error) throw out.error;
  return saved(ctx, taker, body, now, 'replaced' in out ? !!out.replaced : false);
}

/**
 * A form's answer checked against its question in the attempt's draw (its form, its statement
 * count, the letters shown) and put in original letters, as stored; a 400 in the form's words
 * otherwise (nothing is written).
 */
async function formAnswer(
  trx: Exec,
  attemptId: number,
  questionId: number,
  given: unknown,
): Promise<{ type: FormType; answer: string } | { error: ReturnType<typeof badRequest> }> {
  const q = await answerRepo.drawnQuestion(trx, attemptId, questionId);
  if (!q) return { error: badRequest(EXAM_REFUSAL_MSG.questionNotInAttempt) };
  const out = checkFormAnswer(q, given);
  return 'refusal' in out ? { error: badRequest(out.refusal) } : out;
}

/**
 * The check of a form's answer against its question of the draw (no database): the stored JSON
 * (original letters) and the answer as shown, or the refusal in the form's words (FORM_MSG). The
 * rescue file's upload checks a file's form answers with it, as a save would.
 */
export function checkFormAnswer(
  q: { type_soal: string; isi: string | null; option_order: string | null },
  given: unknown,
): { type: FormType; answer: string; shown: unknown } | { refusal: string } {
  if (!isFormType(q.type_soal)) return { refusal: FORM_MSG.answerNotForm };
  const shown = q.option_order?.length ?? OPTION_KEYS.length;
  const checked = formAnswerSchema(q.type_soal, JSON.parse(q.isi ?? '{}'), shown).safeParse(given);
  if (!checked.success) return { refusal: checked.error.issues[0].message };
  const answer = answerToOriginal(q.type_soal, checked.data, q.option_order);
  return { type: q.type_soal, answer: JSON.stringify(answer), shown: checked.data };
}

/** A save's answer: tells the control room, and carries the deadline when staff moved it lately. */
function saved(ctx: ExamCtx, taker: Taker, body: SaveBody, now: string, replaced: boolean): SaveAnswerResult {
  takerSaved(ctx.bus, taker, body.kode_ujian);
  const deadline = movedDeadline(ctx.bus, taker);
  return { id_soal: body.id_soal, saved_at: now, replaced, ...(deadline ? { deadline } : {}) };
}

/** POST /putarAudio: one play of a question's audio; the third is refused. */
export async function playAudio(
  ctx: ExamCtx,
  taker: Taker,
  body: z.output<typeof audioPlaySchema>,
): Promise<AudioPlayResult> {
  const now = nowIso();
  const a = await runningAttempt(ctx, taker, body.kode_ujian, EXAM_MSG.attemptClosed);
  if (!acceptsAnswers(a.deadline_at, now)) {
    await finalize(ctx, a, 'expired', now);
    throw badRequest(EXAM_MSG.deadlinePassed);
  }
  const plays = await answerRepo.recordAudioPlay(ctx.db, a.id, body.id_soal, AUDIO_MAX_PLAYS, now);
  if (plays == null) {
    if (!(await answerRepo.drawnQuestionType(ctx.db, a.id, body.id_soal))) {
      throw badRequest(EXAM_REFUSAL_MSG.questionNotInAttempt);
    }
    const used = (await answerRepo.savedWork(ctx.db, a.id)).plays.find((p) => p.question_id === body.id_soal);
    throw badRequest(used ? EXAM_MSG.audioLimit : EXAM_REFUSAL_MSG.noAudio);
  }
  return { plays, remaining: Math.max(0, AUDIO_MAX_PLAYS - plays) };
}
