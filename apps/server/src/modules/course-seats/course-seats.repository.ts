import type { Db } from '../../db';

/** Every query of the course-exam seat list (the participants of a course exam and their sessions). */

/**
 * The exam's participants (one row per nim) with their attempt and their sessions: the last
 * request of any of them, and whether a live one was seen at or after `since`.
 */
export async function listSeats(db: Db, idUjian: number, since: string, now: string) {
  const rows = await db
    .selectFrom('exam_students as s')
    .leftJoin('attempts as a', 'a.exam_student_id', 's.id')
    .select(['s.id', 's.nim', 's.nama', 's.email', 's.prodi', 'a.status', 'a.started_at', 'a.deadline_at'])
    .select('a.submitted_at')
    .select((eb) => [
      eb
        .selectFrom('auth_tokens as t')
        .select((t) => t.fn.max('t.last_seen_at').as('m'))
        .whereRef('t.exam_student_id', '=', 's.id')
        .where('t.kind', '=', 'student_exam')
        .as('last_seen_at'),
      eb
        .exists(
          eb
            .selectFrom('auth_tokens as t')
            .select('t.id')
            .whereRef('t.exam_student_id', '=', 's.id')
            .where('t.kind', '=', 'student_exam')
            .where('t.revoked_at', 'is', null)
            .where('t.expires_at', '>', now)
            .where('t.last_seen_at', '>=', since),
        )
        .as('online'),
    ])
    .where('s.id_ujian', '=', idUjian)
    .orderBy('s.nim')
    .execute();
  // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean
  return rows.map((r) => ({ ...r, online: Boolean(r.online) }));
}

/** One participant of the exam with the status of its attempt (undefined: none started). */
export const findSeat = (db: Db, idUjian: number, id: number) =>
  db
    .selectFrom('exam_students as s')
    .leftJoin('attempts as a', 'a.exam_student_id', 's.id')
    .select(['s.id', 's.nim', 'a.status'])
    .where('s.id_ujian', '=', idUjian)
    .where('s.id', '=', id)
    .executeTakeFirst();
