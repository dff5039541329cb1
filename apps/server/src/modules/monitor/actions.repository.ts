import type { Exec } from '../../db';
import { IN_PROGRESS } from '../../db/schema';
import type { TargetRef } from './live-table.repository';

/** What the proctor's actions write: deadlines, voided attempts, time multipliers. */

/** The attempts in progress on the target (for extra time for everyone). */
export const inProgressOn = (db: Exec, t: TargetRef) =>
  db
    .selectFrom('attempts as a')
    .select(['a.id', 'a.candidate_id', 'a.exam_student_id', 'a.deadline_at'])
    .where('a.status', '=', IN_PROGRESS)
    .where(t.jenis === 'materi' ? 'a.materi_id' : 'a.id_ujian', '=', t.id)
    .where((eb) =>
      t.jenis === 'materi'
        ? eb('a.candidate_id', 'is not', null)
        : eb(
            'a.exam_student_id',
            'in',
            eb.selectFrom('exam_students').select('id').where('id_ujian', '=', t.id),
          ),
    )
    .execute();

/** Moves the deadline of an attempt that is still in progress; false when it is not. */
export async function setDeadline(db: Exec, attemptId: number, deadline: string): Promise<boolean> {
  const res = await db
    .updateTable('attempts')
    .set({ deadline_at: deadline })
    .where('id', '=', attemptId)
    .where('status', '=', IN_PROGRESS)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function voidAttempt(db: Exec, attemptId: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('attempts')
    .set({ voided_at: now })
    .where('id', '=', attemptId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A candidate's time multiplier and attempt in progress (with the minutes of its materi). */
export const candidateTiming = (db: Exec, candidateId: number) =>
  db
    .selectFrom('candidates as c')
    .leftJoin('attempts as a', (j) => j.onRef('a.candidate_id', '=', 'c.id').on('a.status', '=', IN_PROGRESS))
    .select([
      'c.id',
      'c.nisn',
      'c.time_multiplier',
      'a.id as attempt_id',
      'a.materi_id',
      'a.started_at',
      'a.deadline_at',
    ])
    .where('c.id', '=', candidateId)
    .executeTakeFirst();

/**
 * A course exam seat's student in the course's list (its multiplier) and the seat's attempt in
 * progress; undefined when the seat is not on this exam.
 */
export const seatTiming = (db: Exec, idUjian: number, seatId: number) =>
  db
    .selectFrom('exam_students as s')
    .innerJoin('exams as e', 'e.id_ujian', 's.id_ujian')
    .leftJoin('course_roster as r', (j) =>
      j.onRef('r.id_matkul', '=', 'e.id_matkul').onRef('r.nim', '=', 's.nim'),
    )
    .leftJoin('attempts as a', (j) =>
      j.onRef('a.exam_student_id', '=', 's.id').on('a.status', '=', IN_PROGRESS),
    )
    .select([
      's.id',
      's.nim',
      'r.id as roster_id',
      'r.time_multiplier',
      'a.id as attempt_id',
      'a.started_at',
      'a.deadline_at',
    ])
    .where('s.id', '=', seatId)
    .where('s.id_ujian', '=', idUjian)
    .executeTakeFirst();

/** A listed course student's multiplier (every exam of the course they start). */
export async function setRosterMultiplier(db: Exec, rosterId: number, value: number, now: string) {
  await db
    .updateTable('course_roster')
    .set({ time_multiplier: value, updated_at: now })
    .where('id', '=', rosterId)
    .execute();
}

export async function setMultiplier(db: Exec, candidateId: number, value: number, now: string) {
  await db
    .updateTable('candidates')
    .set({ time_multiplier: value, updated_at: now })
    .where('id', '=', candidateId)
    .execute();
}
