import { type CourseSeatList, SEAT_MSG } from '@tryout/shared/presence';
import type { Db } from '../../db';
import { type Actor, mayManageExam } from '../../domain/ownership';
import { activeSince, seatStatus } from '../../domain/presence';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { revokeOwnerTokens } from '../auth/auth.service';
import { examWithWindow } from '../exams/exams.service';
import { absentFromExam } from '../roster/roster.service';
import * as repo from './course-seats.repository';

/** The course exam, if the actor may manage it: its course's lecturer, or an admin (403 otherwise). */
async function managedCourseExam(db: Db, actor: Actor, idUjian: number) {
  const e = await examWithWindow(db, idUjian);
  if (e?.kategori !== 'matkul') throw notFound(SEAT_MSG.examNotFound);
  if (!mayManageExam(actor, e)) throw forbidden(SEAT_MSG.notOwner);
  return e;
}

/** GET /ujian/:id_ujian/peserta: who takes the course exam, how far, and whether they are online. */
export async function listSeats(db: Db, actor: Actor, idUjian: number): Promise<CourseSeatList> {
  const e = await managedCourseExam(db, actor, idUjian);
  const now = nowIso();
  const rows = await repo.listSeats(db, idUjian, activeSince(now), now);
  return {
    ujian: {
      id_ujian: e.id_ujian,
      kode_ujian: e.kode_ujian,
      nama_ujian: e.nama_ujian,
      nama_matkul: e.nama_matkul ?? null,
      kelas: e.kelas,
      mulai: e.mulai,
      selesai: e.selesai,
    },
    server_now: now,
    peserta: rows.map((r) => ({
      id: r.id,
      nim: r.nim,
      nama: r.nama,
      email: r.email,
      prodi: r.prodi,
      status: seatStatus(r.status),
      started_at: r.started_at ?? null,
      deadline_at: r.deadline_at ?? null,
      submitted_at: r.submitted_at ?? null,
      last_seen_at: r.last_seen_at ?? null,
      online: r.online,
    })),
    belum_masuk: await absentFromExam(db, idUjian),
  };
}

/**
 * POST /ujian/:id_ujian/peserta/:id/buka-sesi ('Buka Sesi'): ends every session of the seat, so
 * the student can log in again — on any device — and continue the same attempt with the answers
 * saved. A finished seat is not reopened (409).
 */
export async function releaseSeat(db: Db, actor: Actor, idUjian: number, id: number): Promise<void> {
  await managedCourseExam(db, actor, idUjian);
  const seat = await repo.findSeat(db, idUjian, id);
  if (!seat) throw notFound(SEAT_MSG.seatNotFound);
  if (seatStatus(seat.status) === 'selesai') throw conflict(SEAT_MSG.seatFinished);
  await revokeOwnerTokens(db, { exam_student_id: seat.id }, ['student_exam'], nowIso());
}
