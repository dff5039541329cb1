import {
  type CourseExamInfo,
  EXAM_MSG,
  IDENTITY_MSG,
  type LoginUjianResult,
  type loginUjianSchema,
} from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import type { z } from 'zod';
import { activeSince } from '../../domain/presence';
import { sameSecret, sha256 } from '../../lib/crypto';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findLiveToken, issueToken, revokeOwnerTokens, seatSessionSeenSince } from '../auth/auth.service';
import { studentAttempts } from '../outcome/outcome.service';
import { rosterFacts, rosterIdentity } from '../roster/roster.service';
import type { Taker } from './attempts.repository';
import * as seatRepo from './course-login.repository';
import { liveAttemptOf } from './finalise.service';
import { checkWindow, courseExamBase, type ExamCtx, windowOf } from './target';

// ---------------------------------------------------------------- course exams

/** GET /detailUjian/:kode_ujian (public): the course exam a code names, for its entry page. */
export async function courseExamInfo(ctx: ExamCtx, kode: string): Promise<CourseExamInfo> {
  const e = await seatRepo.findCourseExamByKode(ctx.db, kode);
  if (!e) throw notFound(EXAM_MSG.examNotFound);
  const now = nowIso();
  const roster = await rosterFacts(ctx.db, e.id_matkul);
  return {
    ...courseExamBase(e),
    type_ujian: e.type_ujian,
    window: windowOf(e, now),
    server_now: now,
    daftar_mahasiswa: roster.listed,
    kode_pribadi: roster.codes,
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
  const e = await seatRepo.findCourseExamByKode(ctx.db, body.kode_ujian);
  if (!e || !sameSecret(e.pass_ujian, body.pass_ujian))
    throw unauthorized(EXAM_REFUSAL_MSG.wrongExamPassword);
  checkWindow(e, now);
  // a course with a student list: only its NIMs, under its names (docs/decisions/0018)
  const listed = await rosterIdentity(ctx.db, e.id_matkul, body.nim, body.kode_pribadi);
  const nama = listed?.nama ?? body.nama;
  const prodi = listed ? (e.prodi_matkul ?? body.prodi ?? '-') : body.prodi;
  if (!nama || !prodi)
    throw badRequest(IDENTITY_MSG.namaRequired, {
      ...(nama ? {} : { nama: IDENTITY_MSG.namaRequired }),
      ...(prodi ? {} : { prodi: IDENTITY_MSG.prodiRequired }),
    });
  const existing = await seatRepo.findExamStudentByNim(ctx.db, e.id_ujian, body.nim);
  if (existing) {
    // an attempt whose time ran out (not yet swept) counts as taken
    const seat: Taker = { kind: 'student', examStudentId: existing.id, ujianId: e.id_ujian };
    const { live } = await liveAttemptOf(ctx, seat, now);
    if (!live) {
      const done = await studentAttempts(ctx.db, existing.id);
      if (done.some((a) => a.status !== 'in_progress')) throw badRequest(EXAM_MSG.alreadyTaken);
    } else if (
      (await seatSessionSeenSince(ctx.db, existing.id, activeSince(now), now)) &&
      !(await isSeatSession(ctx, existing.id, presentedToken, now))
    ) {
      // the seat is being worked on from another device: only its lecturer can release it
      throw conflict(EXAM_REFUSAL_MSG.seatInUse);
    }
  }
  const studentId = await seatRepo.upsertExamStudent(
    ctx.db,
    {
      id_ujian: e.id_ujian,
      nim: body.nim,
      email: (listed?.email ?? body.email).toLowerCase(),
      nama,
      prodi,
    },
    now,
  );
  await revokeOwnerTokens(ctx.db, { exam_student_id: studentId }, ['student_exam'], now);
  const api_token = await issueToken(ctx.db, 'student_exam', { exam_student_id: studentId });
  return { api_token, kode_ujian: e.kode_ujian, nama_ujian: e.nama_ujian, nim: body.nim, nama };
}
