import { useSyncExternalStore } from 'react';

/**
 * The server's clock as this device sees it: server time − device time (ms). It is noted from
 * every answer that carries the server's time (the sheet, each heartbeat), measured at the middle
 * of the request's round trip, so the error is at most half a round trip. The countdown and the
 * save order ('urutan') count on it: a device whose own clock is wrong (10 minutes, or moved while
 * the page is open) still counts down to the server's deadline, and orders its saves after an
 * older device's.
 *
 * One offset for the page, held here and nowhere else: never derived from when a query's data last
 * changed (a heartbeat that moves the deadline would move that too).
 */
let offsetMs = 0;
let noted = false;
const listeners = new Set<() => void>();

/**
 * A new sample that differs from the held offset by less than this is not taken: the countdown
 * does not wobble by a few hundred milliseconds at every heartbeat (it stays within 1 s).
 */
export const CLOCK_STEADY_MS = 250;

/**
 * Notes the server's time `serverNowIso`, answered to a request sent at `sentAt` and received at
 * `receivedAt` (device ms); without `sentAt`, the answer is taken as immediate.
 */
export function noteServerClock(serverNowIso: string, sentAt?: number, receivedAt = Date.now()): void {
  const t = Date.parse(serverNowIso);
  if (!Number.isFinite(t)) return; // an unreadable time keeps the last offset
  const at = sentAt === undefined || sentAt > receivedAt ? receivedAt : (sentAt + receivedAt) / 2;
  const next = Math.round(t - at);
  if (noted && Math.abs(next - offsetMs) < CLOCK_STEADY_MS) return;
  offsetMs = next;
  noted = true;
  for (const l of listeners) l();
}

/** server time − device time (ms) */
export const serverOffsetMs = (): number => offsetMs;

export const serverNowMs = (): number => Date.now() + offsetMs;

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

/** The offset, re-rendering the caller when a new sample moves it. */
export const useServerOffset = (): number => useSyncExternalStore(subscribe, serverOffsetMs);
