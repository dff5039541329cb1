import type { SeatStatus } from '@tryout/shared/presence';

/**
 * Presence of an exam session (a candidate's or course-exam student's token): every request of the
 * session records when it was last seen, and the exam page sends a heartbeat while it is open.
 */

/** A session's last_seen_at is written at most this often (a fresher value costs a write, gains nothing). */
export const SEEN_WRITE_EVERY_MS = 15_000;

/**
 * A session seen within this window is active: a course-exam seat whose attempt is in progress
 * and whose session is active cannot be logged into from another device.
 */
export const SESSION_ACTIVE_MS = 2 * 60_000;

/** Whether a session last seen at `lastSeenIso` is still active at `nowIso`. */
export function isSessionActive(lastSeenIso: string | null | undefined, nowIso: string): boolean {
  if (!lastSeenIso) return false;
  return Date.parse(nowIso) - Date.parse(lastSeenIso) < SESSION_ACTIVE_MS;
}

/** The earliest last_seen_at that still counts as active at `nowIso` (for queries). */
export function activeSince(nowIso: string): string {
  return new Date(Date.parse(nowIso) - SESSION_ACTIVE_MS).toISOString();
}

/** Whether a session whose last_seen_at was written at `writtenMs` needs it written again at `nowMs`. */
export function seenIsStale(writtenMs: number | undefined, nowMs: number): boolean {
  return writtenMs === undefined || nowMs - writtenMs >= SEEN_WRITE_EVERY_MS;
}

/** A course-exam seat's status from its attempt (one per seat). */
export function seatStatus(attemptStatus: string | null | undefined): SeatStatus {
  if (!attemptStatus) return 'belum_mulai';
  return attemptStatus === 'in_progress' ? 'mengerjakan' : 'selesai';
}
