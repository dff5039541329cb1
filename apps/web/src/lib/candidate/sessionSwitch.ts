import { useEffect, useState } from 'react';

/**
 * One active session per candidate: when a login on another device ended this one, or a proctor's
 * 'Buka sesi' did, the exam calls fail with 401 and no fresh token can be had. The page then says
 * so; a tryout candidate's page may still send the answers it had queued for 60 s (the server
 * accepts them), then it stops. A course-exam student's saves have no such grace, and neither has
 * a page whose save was refused after the end: its notice says at once that nothing is sent.
 */

export const SWITCH_GRACE_MS = 60_000;

/** Why the session ended: a login elsewhere, or a proctor's 'Buka sesi'. */
export type SessionEnd = 'switched' | 'released';

const listeners = new Set<() => void>();
let endedAt: number | null = null;
let cause: SessionEnd = 'switched';
let refused = false;

/** Called by the exam client when its session is gone for good (the news stream names the cause). */
export function noteSessionEnded(why: SessionEnd = 'switched'): void {
  if (why === 'released') cause = 'released';
  if (endedAt == null) endedAt = Date.now();
  for (const l of listeners) l();
}

/** A call after the end was refused too: the server takes nothing more from this page. */
export function noteRefusedAfterEnd(): void {
  if (refused) return;
  refused = true;
  for (const l of listeners) l();
}

/** Whether this page's session was ended elsewhere (no fresh token can be had). */
export const sessionEnded = (): boolean => endedAt != null;

/** A fresh session (a new login, a renewed token): the earlier end no longer applies. */
export function resetSessionEnded(): void {
  endedAt = null;
  cause = 'switched';
  refused = false;
}

export interface SessionSwitched {
  switched: boolean;
  /** the page sends nothing more (the grace is over, or there is none) */
  graceOver: boolean;
  /** a proctor's 'Buka sesi' ended it, not a login elsewhere */
  released: boolean;
}

/** Whether this page's session ended, why, and whether its saves still go out. `grace`: the taker has one. */
export function useSessionSwitched(grace = true): SessionSwitched {
  const [, render] = useState(0);
  const [timeUp, setTimeUp] = useState(false);
  useEffect(() => {
    const on = () => render((n) => n + 1);
    listeners.add(on);
    return () => {
      listeners.delete(on);
    };
  }, []);
  const switched = endedAt != null;
  useEffect(() => {
    if (!switched || endedAt == null) return;
    setTimeUp(false);
    const t = window.setTimeout(() => setTimeUp(true), Math.max(0, endedAt + SWITCH_GRACE_MS - Date.now()));
    return () => window.clearTimeout(t);
  }, [switched]);
  return { switched, graceOver: switched && (!grace || refused || timeUp), released: cause === 'released' };
}
