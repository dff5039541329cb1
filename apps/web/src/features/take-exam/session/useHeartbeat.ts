import type { HeartbeatResult } from '@tryout/shared/presence';
import { useEffect, useRef } from 'react';

/**
 * While `active` (the exam page is open on a running sheet), sends a heartbeat every 30 s, when
 * the page becomes visible again, when the connection returns and when the device wakes, so the server knows this device still holds the seat
 * (a course-exam nim cannot be logged into from another device meanwhile), and at once when the
 * news stream (newsStream.ts) says a proctor acted on this taker. `onBeat` gets each
 * answer: the server's clock and the attempt's current deadline. A failed beat is ignored: the
 * next one, or the next save, tells.
 * The loop (heartbeatLoop.ts) is loaded once the sheet shows: not part of the page's first code.
 */
export function useHeartbeat(active: boolean, onBeat?: (r: HeartbeatResult) => void) {
  const onBeatRef = useRef(onBeat);
  onBeatRef.current = onBeat;
  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./heartbeatLoop').then(
      (m) => {
        if (live) stop = m.startHeartbeat((r) => onBeatRef.current?.(r));
      },
      () => {},
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [active]);
}
