import { timingSafeEqual } from 'node:crypto';
import type { CandidateProfile, ProgrammeRef } from '@tryout/shared/accounts';
import { AUDIO_MAX_PLAYS } from '@tryout/shared/constants';
import {
  type AudioPlayResult,
  type audioPlaySchema,
  type CheckNoregResult,
  type CourseExamInfo,
  EXAM_MSG,
  type ExamCard,
  type ExamSheet,
  type ExamWindow,
  type ListUjianResult,
  type LoginUjianResult,
  type loginUjianSchema,
  type NilaiAkhirResult,
  type SaveAnswerResult,
  type SubmitResult,
  type saveAnswerSchema,
  type submitSchema,
  type TypeSoal,
  type UjianCmb,
  type UjianDetail,
} from '@tryout/shared/exam';
import type { HeartbeatResult } from '@tryout/shared/presence';
import type { z } from 'zod';
import type { Db, Dialect } from '../../db';
import { type DrawnQuestion, drawCourse, drawTryout, groupTogether } from '../../domain/draw';
import { activeSince } from '../../domain/presence';
import { finalScore, scorePg, typeOfQuestions } from '../../domain/scoring';
import { acceptsAnswers, deadlineOf, durationMinutes, graceCutoff } from '../../domain/timer';
import { blockingToeflSection } from '../../domain/toefl';
import { sha256 } from '../../lib/crypto';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findLiveToken, revokeOwnerTokens } from '../auth/auth.repository';
import { issueToken } from '../auth/auth.service';
import { type Bank, bankOf, itemsOf, typeOfDraw } from './exam.bank';
import {
  applyCandidateOutcome,
  buildOverview,
  cardBase,
  loadCandidateState,
  loadSettings,
} from './exam.outcome';
import type { AttemptRow, Taker } from './exam.repository';
import * as repo from './exam.repository';
import { assembleSheet, buildSheet, NOTHING_SAVED, type SheetHeader } from './exam.sheet';

export type { Taker } from './exam.repository';

/** What the service needs of the app context. */
export interface ExamCtx {
  db: Db;
  dialect: Dialect;
}

// ---------------------------------------------------------------- targets

/** The exam card a kode_ujian names for this taker: a tryout materi, or the student's course exam. */
interface Target {
  /** the tryout materi's question bank; null for a course exam */
  bank: Bank | null;
  id_ujian: number;
  materi_id: number | null;
  kode_ujian: string;
  nama_ujian: string;
  master_materi: string;
  waktu: number;
  is_toefl: '1' | '0';
  toefl_type: number | null;
  urutan: number;
  mulai: string | null;
  selesai: string | null;
  kelas: string | null;
  nama_matkul: string | null;
  nama_dosen: string | null;
  type_soal: TypeSoal;
  jumlah_soal_PG: number;
  jumlah_soal_essay: number;
}

async function resolveTarget(db: Db, taker: Taker, kode: string): Promise<Target> {
  if (taker.kind === 'candidate') {
    const m = await repo.findTryoutMateriByKode(db, kode);
    if (!m) throw notFound(EXAM_MSG.examNotFound);
    const bank = await bankOf(db, m.materi_id, m.bank_version);
    return {
      ...cardBase(m, bank.type_soal),
      bank,
      id_ujian: m.id_ujian,
      materi_id: m.materi_id,
      kelas: null,
      nama_matkul: null,
      nama_dosen: null,
      jumlah_soal_PG: 0,
      jumlah_soal_essay: 0,
    };
  }
  const e = await repo.findCourseExam(db, taker.ujianId);
  if (!e || e.kode_ujian !== kode) throw notFound(EXAM_MSG.examNotFound);
  return {
    bank: null,
    id_ujian: e.id_ujian,
    materi_id: null,
    kode_ujian: e.kode_ujian,
    nama_ujian: e.nama_ujian,
    master_materi: e.master_materi,
    waktu: durationMinutes(e.waktu_ujian),
    is_toefl: '0',
    toefl_type: null,
    urutan: 1,
    mulai: e.mulai,
    selesai: e.selesai,
    kelas: e.kelas,
    nama_matkul: e.nama_matkul ?? null,
    nama_dosen: e.nama_dosen ?? null,
    type_soal: e.type_soal,
    jumlah_soal_PG: e.jumlah_soal_PG,
    jumlah_soal_essay: e.jumlah_soal_essay,
  };
}

const sameCard = (a: AttemptRow, t: Target) =>
  t.materi_id != null ? a.materi_id === t.materi_id : a.id_ujian === t.id_ujian && a.materi_id == null;

const header = (t: Target): SheetHeader => ({
  kode_ujian: t.kode_ujian,
  nama_ujian: t.nama_ujian,
  type_soal: t.type_soal,
  waktu: t.waktu,
  is_toefl: t.is_toefl,
  toefl_type: t.toefl_type,
});

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

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
async function finalize(
  ctx: ExamCtx,
  attempt: AttemptRow,
  status: 'submitted' | 'expired',
  now: string,
  carried?: Carried,
): Promise<SubmitResult | null> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.closeAttempt(trx, attempt.id, status, now))) return null;
    const rows = await repo.scoringRows(trx, attempt.id);
    if (carried) {
      const byId = new Map(rows.map((r) => [r.question_id, r]));
      for (const a of carried.answers) {
        const r = byId.get(a.id_soal);
        if (r?.type_soal !== 'PG' || !a.value || a.value === r.value) continue;
        await repo.upsertAnswer(trx, attempt.id, a.id_soal, a.value, now);
        r.value = a.value;
      }
      for (const e of carried.essays) {
        const r = byId.get(e.id_soal);
        const text = e.answerEssay ?? '';
        if (r?.type_soal !== 'Essay' || text === '' || text === r.answer) continue;
        await repo.upsertEssay(trx, attempt.id, e.id_soal, text, now);
        r.answer = text;
      }
    }
    const pg = scorePg(rows.map((r) => ({ type_soal: r.type_soal, kunci_pg: r.kunci_pg, value: r.value })));
    const nilai_essay = null;
    const nilai_akhir = finalScore(attempt.type_soal, pg.nilai_pg, nilai_essay);
    await repo.setAttemptScores(trx, attempt.id, { nilai_pg: pg.nilai_pg, nilai_essay, nilai_akhir });

    let who: { nama_mhs: string; nim: string; email: string };
    let kelas: string | null = null;
    let c: Awaited<ReturnType<typeof repo.findCandidate>> | undefined;
    if (attempt.candidate_id != null) {
      c = await repo.findCandidate(trx, attempt.candidate_id);
      who = { nama_mhs: c?.full_name ?? '', nim: c?.nisn ?? '', email: c?.email ?? '' };
    } else {
      const s =
        attempt.exam_student_id != null
          ? await repo.findExamStudent(trx, attempt.exam_student_id)
          : undefined;
      who = { nama_mhs: s?.nama ?? '', nim: s?.nim ?? '', email: s?.email ?? '' };
      if (attempt.id_ujian != null) kelas = (await repo.findCourseExam(trx, attempt.id_ujian))?.kelas ?? null;
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
    const id_hasil = await repo.insertResult(trx, {
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
    if (attempt.candidate_id != null) await applyCandidateOutcome(trx, attempt.candidate_id, now, c);
    return { id_hasil, attempt_no: attempt.attempt_no, nilai_pg: pg.nilai_pg, nilai_essay, nilai_akhir };
  });
}

/**
 * The taker's attempt in progress (`live`), finalised first (on access) when its deadline + grace
 * has passed: then no live attempt, and `finalised` tells the caller the outcome may have changed.
 */
async function liveAttemptOf(
  ctx: ExamCtx,
  taker: Taker,
  now: string,
): Promise<{ live?: AttemptRow; finalised: boolean }> {
  const a = await repo.inProgressAttempt(ctx.db, taker);
  if (!a || acceptsAnswers(a.deadline_at, now)) return { live: a, finalised: false };
  await finalize(ctx, a, 'expired', now);
  return { finalised: true };
}

/** The sweep job: finalises every attempt whose deadline + 30 s has passed. Returns how many. */
export async function sweepExpired(ctx: ExamCtx, now = nowIso()): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await repo.expiredAttempts(ctx.db, graceCutoff(now), 100);
    if (batch.length === 0) return done;
    for (const a of batch) if (await finalize(ctx, a, 'expired', now)) done++;
    if (batch.length < 100) return done;
  }
}

// ---------------------------------------------------------------- candidate session

async function programmeRef(db: repo.Exec, kodes: (string | null)[]) {
  const list = await repo.findProgrammes(
    db,
    kodes.filter((k): k is string => !!k),
  );
  return (kode: string | null): ProgrammeRef | null => {
    const p = kode ? list.find((x) => x.kode_prodi === kode) : undefined;
    return p
      ? { kode_prodi: p.kode_prodi, nama_prodi: p.nama_prodi, nilai_min_kelulusan: p.nilai_min_kelulusan }
      : null;
  };
}

/** POST /checknoreg: the login's session token (hash) of the candidate with this nisn → an exam token. */
export async function checkNoreg(
  ctx: ExamCtx,
  body: { no_reg: string; hash: string },
): Promise<CheckNoregResult> {
  const now = nowIso();
  const tok = await findLiveToken(ctx.db, sha256(body.hash), ['candidate_session'], now);
  if (!tok || tok.candidate_id == null) throw unauthorized(EXAM_MSG.noData);
  const c = await repo.findCandidate(ctx.db, tok.candidate_id);
  if (!c || c.nisn !== body.no_reg) throw unauthorized(EXAM_MSG.noData);
  await revokeOwnerTokens(ctx.db, { candidate_id: c.id }, ['candidate_exam'], now);
  const api_token = await issueToken(ctx.db, 'candidate_exam', { candidate_id: c.id });
  const ref = await programmeRef(ctx.db, [c.program_studi, c.program_studi2, c.PROGDITERIMA]);
  const profile: CandidateProfile = {
    nisn: c.nisn,
    full_name: c.full_name,
    email: c.email,
    phone: c.phone,
    asal_sekolah: c.asal_sekolah,
    jenis_sekolah: c.jenis_sekolah,
    alamat_sekolah1: c.alamat_sekolah1,
    alamat_sekolah2: c.alamat_sekolah2,
    provinsi_sekolah: c.provinsi_sekolah,
    jurusan_sekolah: c.jurusan_sekolah,
    nilai: c.nilai,
    status_kelulusan: c.status_kelulusan,
    ANGKATAN: c.ANGKATAN,
    GELOMBANG: c.GELOMBANG,
    program_studi: ref(c.program_studi),
    program_studi2: ref(c.program_studi2),
    PROGDITERIMA: c.PROGDITERIMA,
    NAMAPROGDI: ref(c.PROGDITERIMA)?.nama_prodi ?? null,
  };
  return { ...profile, api_token };
}

export async function getKkm(ctx: ExamCtx): Promise<{ KkmTryOut: number }> {
  return { KkmTryOut: (await loadSettings(ctx.db)).kkm };
}

async function candidateOrThrow(ctx: ExamCtx, candidateId: number, noReg?: string) {
  const c = await repo.findCandidate(ctx.db, candidateId);
  if (!c) throw unauthorized(EXAM_MSG.noData);
  if (noReg && noReg !== c.nisn) throw forbidden(EXAM_MSG.forbiddenNoreg);
  return c;
}

/** POST|GET /listujian: the overview (an expired attempt is finalised first). */
export async function listUjian(ctx: ExamCtx, candidateId: number, noReg?: string): Promise<ListUjianResult> {
  const c = await candidateOrThrow(ctx, candidateId, noReg);
  const { finalised } = await liveAttemptOf(ctx, { kind: 'candidate', candidateId }, nowIso());
  // finalising may have changed the candidate's outcome: read it again only then
  const st = await loadCandidateState(ctx.db, finalised ? await candidateOrThrow(ctx, candidateId) : c);
  return buildOverview(ctx.db, st);
}

/** POST /nilaiAkhir: the candidate's stored score and current outcome. */
export async function nilaiAkhir(ctx: ExamCtx, candidateId: number): Promise<NilaiAkhirResult> {
  const list = await listUjian(ctx, candidateId);
  const c = await candidateOrThrow(ctx, candidateId);
  return {
    nisn: c.nisn,
    nilai: c.nilai,
    status_kelulusan: c.status_kelulusan,
    PROGDITERIMA: c.PROGDITERIMA,
    outcome: list.outcome,
  };
}

/** POST /getUjianCMB: the tryout exams and their materi. */
export async function getUjianCmb(ctx: ExamCtx): Promise<UjianCmb[]> {
  const { exams, materi } = await repo.listTryoutExams(ctx.db);
  return exams.map((e) => ({
    id_ujian: e.id_ujian,
    kode_ujian: e.kode_ujian,
    nama_ujian: e.nama_ujian,
    master_materi: e.master_materi,
    type_soal: e.type_soal,
    materi: materi
      .filter((m) => m.id_ujian === e.id_ujian)
      .map((m) => ({
        kode_ujian: m.kode_ujian,
        deskripsi: m.deskripsi,
        waktu: m.waktu,
        urutan: m.urutan,
        is_toefl: (m.is_toefl === 1 ? '1' : '0') as '1' | '0',
        toefl_type: m.toefl_type,
      })),
  }));
}

export const filterUser = (ctx: ExamCtx, f: { q?: string; nisn?: string; email?: string; nama?: string }) =>
  repo.searchCandidates(ctx.db, f, 100);

// ---------------------------------------------------------------- exam taking

/** POST /ujian_detail */
export async function ujianDetail(ctx: ExamCtx, taker: Taker, kode: string): Promise<UjianDetail> {
  const now = nowIso();
  if (taker.kind === 'candidate') {
    const list = await listUjian(ctx, taker.candidateId);
    const card = list.ujian.find((u) => u.kode_ujian === kode);
    if (!card) throw notFound(EXAM_MSG.examNotFound);
    return {
      ...card,
      nama_matkul: null,
      nama_dosen: null,
      kelas: null,
      in_progress:
        list.in_progress?.kode_ujian === kode ? { deadline_at: list.in_progress.deadline_at } : null,
    };
  }
  const t = await resolveTarget(ctx.db, taker, kode);
  await liveAttemptOf(ctx, taker, now);
  const attempts = await repo.studentAttempts(ctx.db, taker.examStudentId);
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
    nama_matkul: t.nama_matkul,
    nama_dosen: t.nama_dosen,
    kelas: t.kelas,
    in_progress: running ? { deadline_at: running.deadline_at } : null,
  };
}

function windowOf(t: { mulai: string | null; selesai: string | null }, now: string): ExamWindow {
  if (t.mulai && Date.parse(now) < Date.parse(t.mulai)) return 'belum_dibuka';
  if (t.selesai && Date.parse(now) > Date.parse(t.selesai)) return 'ditutup';
  return 'dibuka';
}

function checkWindow(t: { mulai: string | null; selesai: string | null }, now: string) {
  const w = windowOf(t, now);
  if (w === 'belum_dibuka') throw badRequest(EXAM_MSG.examNotOpen);
  if (w === 'ditutup') throw badRequest(EXAM_MSG.examClosed);
}

/** The sheet of an attempt on this target: from the materi's bank when it holds the whole draw. */
async function sheetOf(ctx: ExamCtx, attempt: AttemptRow, t: Target): Promise<ExamSheet> {
  if (t.bank) {
    const [draw, saved] = await Promise.all([
      repo.attemptDraw(ctx.db, attempt.id),
      repo.savedWork(ctx.db, attempt.id),
    ]);
    const items = itemsOf(t.bank, draw);
    if (items) return assembleSheet(attempt, header(t), nowIso(), items, saved);
  }
  return buildSheet(ctx.db, attempt, header(t), nowIso());
}

/**
 * POST /soalUjianPg and /soalPMB: starts an attempt (draw frozen, deadline set) or resumes the one
 * in progress with exactly the same questions, answers and deadline.
 */
export async function startOrResume(ctx: ExamCtx, taker: Taker, kode: string): Promise<ExamSheet> {
  const now = nowIso();
  const t = await resolveTarget(ctx.db, taker, kode);
  const resumeOrRefuse = (current: AttemptRow | undefined): Promise<ExamSheet> | null => {
    if (!current) return null;
    if (!sameCard(current, t)) throw conflict(EXAM_MSG.anotherInProgress);
    return sheetOf(ctx, current, t);
  };
  const resumed = resumeOrRefuse((await liveAttemptOf(ctx, taker, now)).live);
  if (resumed) return resumed;

  const used = await repo.countAttempts(ctx.db, taker, kode);
  const max = taker.kind === 'candidate' ? (await loadSettings(ctx.db)).attemptsPerMateri : 1;
  if (used >= max) throw new AppError(400, EXAM_MSG.alreadyTaken, { kode_ujian: EXAM_MSG.noAttemptsLeft });

  // an exam with a window (mulai..selesai) starts only inside it; resuming is always allowed
  checkWindow(t, now);
  let draw: DrawnQuestion[];
  let type_soal: TypeSoal;
  if (taker.kind === 'candidate' && t.bank) {
    if (t.is_toefl === '1' && t.toefl_type != null) {
      const c = await candidateOrThrow(ctx, taker.candidateId);
      const st = await loadCandidateState(ctx.db, c);
      const sections = st.set
        .filter((m) => m.is_toefl === 1 && m.toefl_type != null)
        .map((m) => ({
          toefl_type: m.toefl_type as number,
          finished: st.attempts.some((a) => a.materi_id === m.materi_id && a.status !== 'in_progress'),
        }));
      if (blockingToeflSection(t.toefl_type, sections) != null) throw badRequest(EXAM_MSG.toeflOrder);
    }
    draw = drawTryout(t.bank.groups);
    type_soal = typeOfDraw(t.bank, draw);
  } else {
    const pool = await repo.courseQuestionPool(ctx.db, t.id_ujian);
    const wantPg = t.type_soal === 'Essay' ? 0 : t.jumlah_soal_PG;
    const wantEssay = t.type_soal === 'PG' ? 0 : t.jumlah_soal_essay;
    draw = groupTogether(drawCourse(pool.pg, pool.essay, wantPg, wantEssay), pool.rankOf);
    const essays = new Set(pool.essay);
    type_soal = typeOfQuestions(draw.map((d) => (essays.has(d.question_id) ? 'Essay' : 'PG')));
  }
  if (draw.length === 0) throw badRequest(EXAM_MSG.noQuestions);

  const started = {
    type_soal,
    started_at: now,
    deadline_at: deadlineOf(now, t.waktu, t.materi_id == null ? t.selesai : null),
  };
  let id: number;
  try {
    id = await repo.insertAttempt(
      ctx.db,
      ctx.dialect,
      { ...started, taker, id_ujian: t.id_ujian, materi_id: t.materi_id, attempt_no: used + 1 },
      draw,
    );
  } catch (err) {
    // attempts_one_in_progress / attempts_candidate_materi_no / attempts_student_once: a concurrent
    // start won the race — resume it if it is this card, else refuse.
    if (!isUniqueViolation(err)) throw err;
    const again = resumeOrRefuse(await repo.inProgressAttempt(ctx.db, taker));
    if (again) return again;
    throw new AppError(400, EXAM_MSG.alreadyTaken, { kode_ujian: EXAM_MSG.noAttemptsLeft });
  }
  // the sheet of the draw just written, without reading it back
  const items = t.bank ? itemsOf(t.bank, draw) : null;
  if (items) return assembleSheet({ id, ...started }, header(t), nowIso(), items, NOTHING_SAVED);
  return buildSheet(ctx.db, { id, ...started }, header(t), nowIso());
}

/**
 * POST /heartbeat: the exam page's sign of life (the session's last_seen_at is recorded by the
 * route, like every request of an exam session). Answers the server's clock and the deadline of
 * the attempt in progress, read again each time (it moves when staff give extra time).
 */
export async function heartbeat(ctx: ExamCtx, taker: Taker): Promise<HeartbeatResult> {
  const a = await repo.inProgressAttempt(ctx.db, taker);
  return { server_now: nowIso(), attempt_id: a?.id ?? null, deadline_at: a?.deadline_at ?? null };
}

type SaveBody = z.output<typeof saveAnswerSchema>;

/**
 * POST /simpanJawaban (the hottest route). A letter is saved by one statement (fast path); essays
 * and refusals take one transaction — read the attempt (share-locked on PostgreSQL so a concurrent
 * submit waits and then sees this answer), check it, upsert — which also tells why a save failed.
 */
export async function saveAnswer(ctx: ExamCtx, taker: Taker, body: SaveBody): Promise<SaveAnswerResult> {
  const now = nowIso();
  if (body.value !== undefined) {
    const n = await repo.upsertAnswerFast(ctx.db, ctx.dialect, taker, {
      kode: body.kode_ujian,
      questionId: body.id_soal,
      value: body.value,
      now,
      cutoff: graceCutoff(now),
    });
    if (n === 1) return { id_soal: body.id_soal, saved_at: now, replaced: false };
  }
  // essays, and every refusal: the checked path below says why (or saves, after a lost race)
  const out = await ctx.db.transaction().execute(async (trx) => {
    const a = await repo.latestAttempt(trx, ctx.dialect, taker, body.kode_ujian, true);
    if (!a) return { error: badRequest(EXAM_MSG.noAttempt) };
    if (a.status !== 'in_progress') return { error: badRequest(EXAM_MSG.attemptClosed) };
    if (!acceptsAnswers(a.deadline_at, now)) return { expired: a };
    let replaced = false;
    let n: number;
    if (body.value !== undefined) {
      n = await repo.upsertAnswer(trx, a.id, body.id_soal, body.value, now);
    } else {
      replaced = await repo.hasEssay(trx, a.id, body.id_soal);
      n = await repo.upsertEssay(trx, a.id, body.id_soal, body.essay ?? '', now);
    }
    if (n === 0) {
      const inAttempt = await repo.questionInAttempt(trx, a.id, body.id_soal);
      return { error: badRequest(inAttempt ? EXAM_MSG.wrongAnswerKind : EXAM_MSG.questionNotInAttempt) };
    }
    return { replaced };
  });
  if ('expired' in out && out.expired) {
    await finalize(ctx, out.expired, 'expired', now);
    throw badRequest(EXAM_MSG.deadlinePassed);
  }
  if ('error' in out && out.error) throw out.error;
  return { id_soal: body.id_soal, saved_at: now, replaced: 'replaced' in out ? !!out.replaced : false };
}

/** POST /putarAudio: one play of a question's audio; the third is refused. */
export async function playAudio(
  ctx: ExamCtx,
  taker: Taker,
  body: z.output<typeof audioPlaySchema>,
): Promise<AudioPlayResult> {
  const now = nowIso();
  const a = await repo.latestAttempt(ctx.db, ctx.dialect, taker, body.kode_ujian);
  if (!a) throw badRequest(EXAM_MSG.noAttempt);
  if (a.status !== 'in_progress') throw badRequest(EXAM_MSG.attemptClosed);
  if (!acceptsAnswers(a.deadline_at, now)) {
    await finalize(ctx, a, 'expired', now);
    throw badRequest(EXAM_MSG.deadlinePassed);
  }
  const plays = await repo.recordAudioPlay(ctx.db, a.id, body.id_soal, AUDIO_MAX_PLAYS, now);
  if (plays == null) {
    if (!(await repo.questionInAttempt(ctx.db, a.id, body.id_soal))) {
      throw badRequest(EXAM_MSG.questionNotInAttempt);
    }
    const used = (await repo.savedWork(ctx.db, a.id)).plays.find((p) => p.question_id === body.id_soal);
    throw badRequest(used ? EXAM_MSG.audioLimit : EXAM_MSG.noAudio);
  }
  return { plays, remaining: Math.max(0, AUDIO_MAX_PLAYS - plays) };
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
  await resolveTarget(ctx.db, taker, body.kode_ujian);
  const a = await repo.latestAttempt(ctx.db, ctx.dialect, taker, body.kode_ujian);
  if (!a) throw badRequest(EXAM_MSG.noAttempt);
  if (a.status !== 'in_progress') throw badRequest(EXAM_MSG.alreadyTaken);
  const inTime = acceptsAnswers(a.deadline_at, now);
  const res = await finalize(
    ctx,
    a,
    inTime ? 'submitted' : 'expired',
    now,
    inTime ? { answers: body.array_answer, essays: body.jawaban_essay } : undefined,
  );
  if (!res) throw badRequest(EXAM_MSG.alreadyTaken);
  return res;
}

// ---------------------------------------------------------------- course exams

/** Constant-time comparison of the exam password (stored as staff typed it). */
function samePassword(stored: string | null, given: string): boolean {
  if (!stored) return false;
  return timingSafeEqual(Buffer.from(sha256(stored), 'hex'), Buffer.from(sha256(given), 'hex'));
}

/** GET /detailUjian/:kode_ujian (public): the course exam a code names, for its entry page. */
export async function courseExamInfo(ctx: ExamCtx, kode: string): Promise<CourseExamInfo> {
  const e = await repo.findCourseExamByKode(ctx.db, kode);
  if (!e) throw notFound(EXAM_MSG.examNotFound);
  const now = nowIso();
  return {
    kode_ujian: e.kode_ujian,
    nama_ujian: e.nama_ujian,
    nama_matkul: e.nama_matkul ?? null,
    nama_dosen: e.nama_dosen ?? null,
    kelas: e.kelas,
    type_ujian: e.type_ujian,
    type_soal: e.type_soal,
    waktu: durationMinutes(e.waktu_ujian),
    mulai: e.mulai,
    selesai: e.selesai,
    window: windowOf(e, now),
    server_now: now,
  };
}

/** Whether a token presented with a login is a live session of this seat (the same device). */
async function isSeatSession(ctx: ExamCtx, examStudentId: number, token: string | null, now: string) {
  if (!token) return false;
  const tok = await findLiveToken(ctx.db, sha256(token), ['student_exam'], now);
  return tok?.exam_student_id === examStudentId;
}

/**
 * POST /loginujian: code + password + window, one exam_students row per nim, a student token.
 * A seat whose attempt is in progress and whose session was seen in the last two minutes is
 * refused (409), unless the login carries that session's own token (the same device logging in
 * again); 'Buka Sesi' by its lecturer ends the session and frees the seat. A finished seat is
 * never reopened.
 */
export async function loginUjian(
  ctx: ExamCtx,
  body: z.output<typeof loginUjianSchema>,
  /** the bearer token sent with the login, if any */
  presentedToken: string | null = null,
): Promise<LoginUjianResult> {
  const now = nowIso();
  const e = await repo.findCourseExamByKode(ctx.db, body.kode_ujian);
  if (!e || !samePassword(e.pass_ujian, body.pass_ujian)) throw unauthorized(EXAM_MSG.wrongExamPassword);
  checkWindow(e, now);
  const existing = await repo.findExamStudentByNim(ctx.db, e.id_ujian, body.nim);
  if (existing) {
    // an attempt whose time ran out (not yet swept) counts as taken
    const seat: Taker = { kind: 'student', examStudentId: existing.id, ujianId: e.id_ujian };
    const { live } = await liveAttemptOf(ctx, seat, now);
    if (!live) {
      const done = await repo.studentAttempts(ctx.db, existing.id);
      if (done.some((a) => a.status !== 'in_progress')) throw badRequest(EXAM_MSG.alreadyTaken);
    } else if (
      (await repo.seatSessionSeenSince(ctx.db, existing.id, activeSince(now), now)) &&
      !(await isSeatSession(ctx, existing.id, presentedToken, now))
    ) {
      // the seat is being worked on from another device: only its lecturer can release it
      throw conflict(EXAM_MSG.seatInUse);
    }
  }
  const studentId = await repo.upsertExamStudent(
    ctx.db,
    {
      id_ujian: e.id_ujian,
      nim: body.nim,
      email: body.email.toLowerCase(),
      nama: body.nama,
      prodi: body.prodi,
    },
    now,
  );
  await revokeOwnerTokens(ctx.db, { exam_student_id: studentId }, ['student_exam'], now);
  const api_token = await issueToken(ctx.db, 'student_exam', { exam_student_id: studentId });
  return { api_token, kode_ujian: e.kode_ujian, nama_ujian: e.nama_ujian, nim: body.nim, nama: body.nama };
}
