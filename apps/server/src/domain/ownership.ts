import { STAFF_MSG } from '@tryout/shared/staff-messages';

/**
 * Who owns a course and what hangs off it (design §4): a course belongs to its lecturer; only
 * that lecturer and admins edit or delete it, create or change its exams, see their passwords,
 * read, grade or delete their results; only an admin gives a course to another lecturer. A
 * tryout exam without a course (with its materi, groups and questions) is shared by all staff.
 */

/** The staff user asking. */
export interface Actor {
  staffId: number;
  role: 'admin' | 'dosen';
}

/** What an exam's owner is decided by. */
export interface ExamOwnership {
  kategori: 'tryout' | 'matkul';
  id_matkul: number | null;
  /** the lecturer of the exam's course (courses.id_dosen); null when the exam has no course */
  id_dosen: number | null;
  created_by: number | null;
}

/**
 * The staff id of the lecturer an exam belongs to: its course's lecturer (whatever its kategori);
 * for a course exam without a course, whoever created it (null: nobody, so admins only).
 * 'shared' for a tryout exam without a course.
 */
export function examOwner(e: ExamOwnership): 'shared' | number | null {
  if (e.id_matkul != null) return e.id_dosen;
  if (e.kategori === 'matkul') return e.created_by;
  return 'shared';
}

/** Whether the actor may change the exam, see its password, and read, grade or delete its results. */
export function mayManageExam(actor: Actor, e: ExamOwnership): boolean {
  if (actor.role === 'admin') return true;
  const owner = examOwner(e);
  return owner === 'shared' || owner === actor.staffId;
}

/**
 * Why the actor may not write a course, or null when it may. `current` is the course's lecturer
 * now (null: the course is being created); `next` the lecturer the request gives it (null: the
 * course is being deleted).
 */
export function courseWriteRefusal(actor: Actor, current: number | null, next: number | null): string | null {
  if (actor.role === 'admin') return null;
  if (current != null && current !== actor.staffId) return STAFF_MSG.matkulNotYours;
  if (next != null && next !== actor.staffId)
    return current == null ? STAFF_MSG.matkulOwnOnly : STAFF_MSG.matkulReassignAdminOnly;
  return null;
}

/**
 * Whether the actor may archive or restore the exam (docs/decisions/0016): a tryout exam admins
 * only (it is the university's, whoever made it); a course exam whoever manages it.
 */
export function mayArchiveExam(actor: Actor, e: ExamOwnership): boolean {
  if (actor.role === 'admin') return true;
  return e.kategori !== 'tryout' && mayManageExam(actor, e);
}
