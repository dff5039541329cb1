import { randomInt } from 'node:crypto';
import {
  EXAM_MSG,
  type ExamCard,
  type ExamSheet,
  type TypeSoal,
  type UjianDetail,
} from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { REVIEW_MSG } from '@tryout/shared/insight';
import type { QuestionKind } from '@tryout/shared/question-kinds';
import { type DrawnQuestion, drawCourse, drawTryout, groupTogether, tryoutDrawSize } from '../../domain/draw';
import { drawOptionOrders, type OptionContent, type OrderedQuestion } from '../../domain/option-order';
import { seededRandom } from '../../domain/random';
import { typeOfQuestions } from '../../domain/scoring';
import { deadlineOf } from '../../domain/timer';
import { blockingToeflSection } from '../../domain/toefl';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import {
  configAt,
  heldConfigVersion,
  loadCandidateState,
  loadSettings,
  studentAttempts,
} from '../outcome/outcome.service';
import { seatMultiplier } from '../roster/roster.service';
import * as answerRepo from './answers.repository';
import type { AttemptRow, Taker } from './attempts.repository';
import * as attemptRepo from './attempts.repository';
import { itemsOf, kindsOf, optionsIn, typeOfDraw } from './bank';
import { candidateOrThrow, listUjian } from './candidate.service';
import { checkStartToken, type GateTarget, startOptions } from './exam-gate.service';
import { liveAttemptOf, settleLive } from './finalise.service';
import { attemptChanged } from './monitor-events';
import { assembleSheet, buildSheet, mediaKindOf, NOTHING_SAVED, questionView } from './sheet';
import {
  type CallerSession,
  checkWindow,
  type ExamCtx,
  header,
  resolveTarget,
  sameCard,
  type Target,
} from './target';

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

// ---------------------------------------------------------------- exam taking

/** The course draw's wishes: PG and essay questions by the exam's type. */
const courseWants = (t: Target) => ({
  pg: t.type_soal === 'Essay' ? 0 : t.jumlah_soal_PG,
  essay: t.type_soal === 'PG' ? 0 : t.jumlah_soal_essay,
});

/** The control room's options (token, fullscreen) belong to the taker's materi or course exam. */
const gateOf = (taker: Taker, t: Target): GateTarget =>
  taker.kind === 'candidate' && t.materi_id != null
    ? { jenis: 'materi', id: t.materi_id }
    : { jenis: 'ujian', id: t.id_ujian };

/** How many questions an attempt on this target holds and whether one may play audio (the start screen's facts). */
async function drawFacts(
  ctx: ExamCtx,
  t: Target,
): Promise<{ jumlah_soal: number; audio: boolean; bentuk_soal: QuestionKind[] }> {
  if (t.bank)
    return { jumlah_soal: tryoutDrawSize(t.bank.groups), audio: t.bank.audio, bentuk_soal: t.bank.kinds };
  const pool = await attemptRepo.courseQuestionPool(ctx.db, t.id_ujian);
  const want = courseWants(t);
  return {
    jumlah_soal: Math.min(want.pg, pool.pg.length) + Math.min(want.essay, pool.essay.length),
    audio: pool.media.some((file) => mediaKindOf(file) === 'audio'),
    bentuk_soal: kindsOf(pool.types),
  };
}

/**
 * The draw with each question's option order: shuffled when the card says 'Acak pilihan jawaban',
 * with one seeded generator per attempt (domain/random.ts) from a fresh random seed; else as written.
 */
async function withOptionOrders(
  ctx: ExamCtx,
  t: Target,
  draw: DrawnQuestion[],
  fromBank: ((questionId: number) => readonly OptionContent[]) | null,
): Promise<OrderedQuestion[]> {
  if (!t.acak_pilihan) return draw.map((d) => ({ ...d, option_order: null }));
  let optionsOf = fromBank;
  if (!optionsOf) {
    const rows = await answerRepo.questionViewRows(
      ctx.db,
      draw.map((d) => d.question_id),
    );
    const byId = new Map(rows.map((r) => [r.id, questionView(r).options]));
    optionsOf = (id) => byId.get(id) ?? [];
  }
  return drawOptionOrders(draw, optionsOf, seededRandom(randomInt(2 ** 32)));
}

/** POST /ujian_detail: the card, read only (the start screen's facts); never starts an attempt. */
export async function ujianDetail(ctx: ExamCtx, taker: Taker, kode: string): Promise<UjianDetail> {
  const now = nowIso();
  if (taker.kind === 'candidate') {
    const list = await listUjian(ctx, taker);
    const card = list.ujian.find((u) => u.kode_ujian === kode);
    if (!card) throw notFound(EXAM_MSG.examNotFound);
    const target = await resolveTarget(ctx, taker, kode);
    return {
      ...card,
      ...(await startOptions(ctx.db, gateOf(taker, target))),
      ...(await drawFacts(ctx, target)),
      nama_matkul: null,
      nama_dosen: null,
      kelas: null,
      in_progress:
        list.in_progress?.kode_ujian === kode ? { deadline_at: list.in_progress.deadline_at } : null,
    };
  }
  const t = await resolveTarget(ctx, taker, kode);
  await liveAttemptOf(ctx, taker, now);
  const attempts = await studentAttempts(ctx.db, taker.examStudentId);
  const finished = attempts.filter((a) => a.status !== 'in_progress');
  const running = attempts.find((a) => a.status === 'in_progress');
  const card: ExamCard = {
    id_ujian: t.id_ujian,
    kode_ujian: t.kode_ujian,
    nama_ujian: t.nama_ujian,
    master_materi: t.master_materi,
    waktu: t.waktu,
    type_soal: t.type_soal,
    is_toefl: '0',
    toefl_type: null,
    urutan: 1,
    mulai: t.mulai,
    selesai: t.selesai,
    status: finished.map((a) => ({
      attempt_no: a.attempt_no,
      nilai_pg: a.r_nilai_pg ?? a.nilai_pg,
      nilai_essay: a.r_nilai_essay ?? a.nilai_essay,
      nilai_akhir: a.r_nilai_akhir ?? a.nilai_akhir,
      submitted_at: a.submitted_at,
    })),
    state: running ? 'Sedang Ujian' : finished.length > 0 ? 'Sudah Ujian' : 'Belum Ujian',
    attempts_left: attempts.length > 0 ? 0 : 1,
  };
  return {
    ...card,
    ...(await startOptions(ctx.db, gateOf(taker, t))),
    ...(await drawFacts(ctx, t)),
    nama_matkul: t.nama_matkul,
    nama_dosen: t.nama_dosen,
    kelas: t.kelas,
    in_progress: running ? { deadline_at: running.deadline_at } : null,
  };
}

/** The sheet of an attempt on this target: from the materi's bank when it holds the whole draw. */
async function sheetOf(ctx: ExamCtx, attempt: AttemptRow, t: Target): Promise<ExamSheet> {
  if (t.bank) {
    const [draw, saved] = await Promise.all([
      answerRepo.attemptDraw(ctx.db, attempt.id),
      answerRepo.savedWork(ctx.db, attempt.id),
    ]);
    const items = itemsOf(t.bank, draw);
    if (items) return assembleSheet(attempt, header(t), nowIso(), items, saved);
  }
  return buildSheet(ctx.db, attempt, header(t), nowIso());
}

/**
 * POST /soalUjianPg and /soalPMB: resumes the attempt in progress with exactly the same questions,
 * answers and deadline; only an explicit start (`start`, the body's `mulai: true`, design §4) starts
 * an attempt (draw frozen, deadline set) — without it the call changes nothing and answers 409.
 */
export async function startOrResume(
  ctx: ExamCtx,
  caller: Taker,
  kode: string,
  start: boolean,
  /** 'Token ujian' given with the start, when the materi / exam asks for one */
  token: string | undefined,
  /** the caller's session: a candidate's token is checked by the first read (docs/decisions/0044) */
  session: CallerSession,
): Promise<ExamSheet> {
  const now = nowIso();
  // a caller whose token was not read takes its card from the configuration this app holds; the
  // first read tells the version now, and a newer one reads the card again
  let taker: Taker =
    caller.kind === 'candidate' && caller.configVersion === undefined
      ? { ...caller, configVersion: heldConfigVersion(ctx.caches) }
      : caller;
  let t = await resolveTarget(ctx, taker, kode);
  // one read: the attempt in progress, this card's attempts, the candidate's time multiplier, and
  // whether the caller's token is live
  const read = () =>
    attemptRepo.startState(ctx.db, taker, t.materi_id ?? t.id_ujian, (a) => sameCard(a, t), {
      tokenId: session.tokenId,
      now,
    });
  let state = await read();
  if (!state.tokenLive) await session.confirm();
  if (
    taker.kind === 'candidate' &&
    state.configVersion !== undefined &&
    state.configVersion !== t.config_version
  ) {
    taker = { ...taker, configVersion: state.configVersion };
    t = await resolveTarget(ctx, taker, kode);
    state = await read();
  }
  const resumeOrRefuse = (current: AttemptRow | undefined): Promise<ExamSheet> | null => {
    if (!current) return null;
    if (!sameCard(current, t)) throw conflict(EXAM_REFUSAL_MSG.anotherInProgress);
    return sheetOf(ctx, current, t);
  };
  if (state.multiplier === undefined) throw unauthorized(EXAM_MSG.noData);
  const resumed = resumeOrRefuse((await settleLive(ctx, state.inProgress, now)).live);
  if (resumed) return resumed;
  if (!start) throw conflict(EXAM_REFUSAL_MSG.notStarted, { mulai: EXAM_REFUSAL_MSG.notStartedHint });

  const { used, lastNo } = state;
  // a course student's accommodation comes from the course's list ('Akomodasi', docs/decisions/0018)
  const multiplier =
    taker.kind === 'student' ? await seatMultiplier(ctx.db, taker.examStudentId) : state.multiplier;
  const max =
    taker.kind === 'candidate'
      ? (await loadSettings(ctx.db, configAt(ctx.caches, t.config_version))).attemptsPerMateri
      : 1;
  if (used >= max) throw new AppError(400, EXAM_MSG.alreadyTaken, { kode_ujian: EXAM_MSG.noAttemptsLeft });
  // staff closed the materi (0010): no new attempt; its review may then show the keys
  if (t.ditutup) throw badRequest(REVIEW_MSG.materiClosed);
  // staff archived the exam (docs/decisions/0016): no new attempt; one running was resumed above
  if (t.diarsipkan) throw badRequest(EXAM_REFUSAL_MSG.examArchived);

  // an exam with a window (mulai..selesai) starts only inside it; resuming is always allowed
  checkWindow(t, now);
  const who = taker.kind === 'candidate' ? `c${taker.candidateId}` : `s${taker.examStudentId}`;
  await checkStartToken(ctx, gateOf(taker, t), who, token, t.controls);
  let draw: DrawnQuestion[];
  let type_soal: TypeSoal;
  let optionsOf: ((questionId: number) => readonly OptionContent[]) | null = null;
  if (taker.kind === 'candidate' && t.bank) {
    if (t.is_toefl === '1' && t.toefl_type != null) {
      const c = await candidateOrThrow(ctx, taker.candidateId);
      const st = await loadCandidateState(ctx.db, c, configAt(ctx.caches, t.config_version));
      const sections = st.set
        .filter((m) => m.is_toefl === 1 && m.toefl_type != null)
        .map((m) => ({
          toefl_type: m.toefl_type as number,
          finished: st.attempts.some((a) => a.materi_id === m.materi_id && a.status !== 'in_progress'),
        }));
      if (blockingToeflSection(t.toefl_type, sections) != null) throw badRequest(EXAM_REFUSAL_MSG.toeflOrder);
    }
    draw = drawTryout(t.bank.groups);
    type_soal = typeOfDraw(t.bank, draw);
    const bank = t.bank;
    optionsOf = (id) => optionsIn(bank, id);
  } else {
    const pool = await attemptRepo.courseQuestionPool(ctx.db, t.id_ujian);
    const want = courseWants(t);
    draw = groupTogether(drawCourse(pool.pg, pool.essay, want.pg, want.essay), pool.rankOf);
    const essays = new Set(pool.essay);
    type_soal = typeOfQuestions(draw.map((d) => (essays.has(d.question_id) ? 'Essay' : 'PG')));
  }
  if (draw.length === 0) throw badRequest(EXAM_REFUSAL_MSG.noQuestions);
  const frozen = await withOptionOrders(ctx, t, draw, optionsOf);

  // a candidate's time accommodation ('Akomodasi') lengthens every attempt they start
  const started = {
    type_soal,
    started_at: now,
    deadline_at: deadlineOf(now, t.waktu * multiplier, t.materi_id == null ? t.selesai : null),
  };
  let id: number;
  try {
    id = await attemptRepo.insertAttempt(
      ctx.db,
      ctx.dialect,
      { ...started, taker, id_ujian: t.id_ujian, materi_id: t.materi_id, attempt_no: lastNo + 1 },
      frozen,
    );
  } catch (err) {
    // attempts_one_in_progress / attempts_candidate_materi_no / attempts_student_once: a concurrent
    // start won the race — resume it if it is this card, else refuse.
    if (!isUniqueViolation(err)) throw err;
    const again = resumeOrRefuse(await attemptRepo.inProgressAttempt(ctx.db, taker));
    if (again) return again;
    throw new AppError(400, EXAM_MSG.alreadyTaken, { kode_ujian: EXAM_MSG.noAttemptsLeft });
  }
  attemptChanged(ctx.bus, {
    candidate_id: taker.kind === 'candidate' ? taker.candidateId : null,
    materi_id: t.materi_id,
    id_ujian: t.id_ujian,
  });
  // the sheet of the draw just written, without reading it back
  const items = t.bank ? itemsOf(t.bank, frozen) : null;
  if (items) return assembleSheet({ id, ...started }, header(t), nowIso(), items, NOTHING_SAVED);
  return buildSheet(ctx.db, { id, ...started }, header(t), nowIso());
}
