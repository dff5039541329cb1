import { useEffect, useState } from 'react';

/**
 * One active session per candidate: when a login on another device ended this one, the exam
 * calls fail with 401 and no fresh token can be had. The page then says so; for 60 s it may still
 * send the answers it had queued (the server accepts them), then it stops.
 */

export const SWITCH_GRACE_MS = 60_000;

const listeners = new Set<() => void>();
let endedAt: number | null = null;

/** Called by the exam client when its session is gone for good. */
export function noteSessionEnded(): void {
  if (endedAt != null) return;
  endedAt = Date.now();
  for (const l of listeners) l();
}

/** Whether this page's session was ended elsewhere (no fresh token can be had). */
export const sessionEnded = (): boolean => endedAt != null;

/** A fresh session (a new login, a renewed token): the earlier end no longer applies. */
export function resetSessionEnded(): void {
  endedAt = null;
}

/** Whether this page's session was ended elsewhere, and whether its grace is over. */
export function useSessionSwitched(): { switched: boolean; graceOver: boolean } {
  const [switched, setSwitched] = useState(endedAt != null);
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const on = () => setSwitched(true);
    listeners.add(on);
    return () => {
      listeners.delete(on);
    };
  }, []);
  useEffect(() => {
    if (!switched || endedAt == null) return;
    const t = window.setTimeout(
      () => setGraceOver(true),
      Math.max(0, endedAt + SWITCH_GRACE_MS - Date.now()),
    );
    return () => window.clearTimeout(t);
  }, [switched]);
  return { switched, graceOver };
}
