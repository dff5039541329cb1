import type { Actor } from './ownership';

/**
 * Who may do what with a materi and its groups and questions (design §4, docs/decisions/0015):
 * - admins: everything;
 * - the admins' bank (a materi of the tryout, or one no lecturer owns and no course exam uses):
 *   every lecturer reads it and writes it only when the setting allows (lecturersWriteTryout);
 * - a lecturer's or a course's materi: its owner (owner_id, its creator) and the lecturers of the
 *   courses whose exams use it manage it (write, delete, share); a colleague it is shared with
 *   reads it or, with 'write', edits it.
 */
export type BankAccess = 'none' | 'read' | 'write' | 'manage';

const RANK: Record<BankAccess, number> = { none: 0, read: 1, write: 2, manage: 3 };

/** Whether `have` allows what `need` asks. */
export const allows = (have: BankAccess, need: BankAccess): boolean => RANK[have] >= RANK[need];

const higher = (a: BankAccess, b: BankAccess): BankAccess => (RANK[a] >= RANK[b] ? a : b);

/** What decides a materi's access. */
export interface MateriOwnership {
  /** materi.owner_id: the lecturer it belongs to; null: the admins' bank */
  owner_id: number | null;
  /** assigned to a tryout exam (part of the admins' bank whoever made it) */
  tryout: boolean;
  /** owners of the course exams using it (domain/ownership examOwner) */
  lecturers: readonly number[];
  /** the actor's share: 'read' or 'write'; null: not shared with the actor */
  share: 'read' | 'write' | null;
}

/** Whether the materi is in the admins' (tryout) bank. */
export const inAdminsBank = (m: Pick<MateriOwnership, 'owner_id' | 'tryout' | 'lecturers'>): boolean =>
  m.tryout || (m.owner_id == null && m.lecturers.length === 0);

export function materiAccess(actor: Actor, m: MateriOwnership, lecturersWriteTryout: boolean): BankAccess {
  if (actor.role === 'admin') return 'manage';
  if (m.owner_id === actor.staffId) return 'manage';
  const shared = inAdminsBank(m);
  // a course's lecturer co-owns the materi their course uses, unless it is the tryout's
  if (!shared && m.lecturers.includes(actor.staffId)) return 'manage';
  const granted: BankAccess = m.share ?? 'none';
  return shared ? higher(granted, lecturersWriteTryout ? 'write' : 'read') : granted;
}

/**
 * What the actor needs on a materi to assign it to an exam: reading is enough for the admins'
 * bank; a lecturer's materi only by whoever manages it (assigning makes the exam's course lecturer
 * a co-owner, so a colleague it is shared with cannot hand it on that way).
 */
export const assignNeeds = (m: Pick<MateriOwnership, 'owner_id' | 'tryout' | 'lecturers'>): BankAccess =>
  inAdminsBank(m) ? 'read' : 'manage';

/**
 * Whether the actor may archive or restore a materi it has `access` on (docs/decisions/0016):
 * whoever may edit it, but a materi of the admins' (tryout) bank only an admin — archiving hides it
 * from every staff list, so the setting that lets lecturers write the tryout bank does not reach it.
 */
export const mayArchiveMateri = (
  actor: Actor,
  m: Pick<MateriOwnership, 'owner_id' | 'tryout' | 'lecturers'>,
  access: BankAccess,
): boolean => actor.role === 'admin' || (allows(access, 'write') && !inAdminsBank(m));
