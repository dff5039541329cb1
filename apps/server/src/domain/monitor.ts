import { type MonitorStatus, OFFLINE_AFTER_MS } from '@tryout/shared/monitor';
import { acceptsAnswers } from './timer';

/**
 * The control room's reading of an attempt (the monitor's SQL filters say the same):
 * no attempt → belum_mulai; submitted → selesai; expired, or in progress past deadline + grace
 * (the sweep has not closed it yet) → waktu_habis; otherwise mengerjakan.
 */
export function monitorStatus(
  attempt: { status: string | null; deadline_at: string | null } | null,
  nowIso: string,
): MonitorStatus {
  if (!attempt?.status) return 'belum_mulai';
  if (attempt.status === 'submitted') return 'selesai';
  if (attempt.status === 'expired') return 'waktu_habis';
  return attempt.deadline_at && acceptsAnswers(attempt.deadline_at, nowIso) ? 'mengerjakan' : 'waktu_habis';
}

/** Whether a taker last seen at `lastSeenIso` is online at `nowIso` (a sign of life within 60 s). */
export function isOnline(lastSeenIso: string | null | undefined, nowIso: string): boolean {
  if (!lastSeenIso) return false;
  return Date.parse(nowIso) - Date.parse(lastSeenIso) < OFFLINE_AFTER_MS;
}

/** The earliest last seen that is still online at `nowIso` (for queries). */
export const offlineBefore = (nowIso: string) =>
  new Date(Date.parse(nowIso) - OFFLINE_AFTER_MS).toISOString();

/** A deadline moved by `minutes` (extra time). */
export const addMinutes = (deadlineIso: string, minutes: number) =>
  new Date(Date.parse(deadlineIso) + minutes * 60_000).toISOString();

/**
 * A running attempt's deadline when the taker's time multiplier changes from `from` to `to`: its
 * length so far (including extra time already given) scaled by to / from, from its start.
 */
export function rescaledDeadline(startedIso: string, deadlineIso: string, from: number, to: number): string {
  const start = Date.parse(startedIso);
  const length = Date.parse(deadlineIso) - start;
  return new Date(start + Math.round((length * to) / from)).toISOString();
}
