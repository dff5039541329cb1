import { HEARTBEAT_INTERVAL_MS } from '@tryout/shared/constants';
import type { HeartbeatResult } from '@tryout/shared/presence';
import { useEffect, useRef } from 'react';
import { examRequest } from './examRequest';

/** POST /heartbeat: the exam page's sign of life; answers the server clock and the deadline. */
export async function heartbeat(): Promise<HeartbeatResult> {
  return (await examRequest<HeartbeatResult>('heartbeat', { json: {} })).data;
}

/**
 * While `active` (the exam page is open on a running sheet), sends a heartbeat every 30 s and
 * when the page becomes visible again, so the server knows this device still holds the seat
 * (a course-exam nim cannot be logged into from another device meanwhile). `onBeat` gets each
 * answer: the server's clock and the attempt's current deadline. A failed beat is ignored: the
 * next one, or the next save, tells.
 */
export function useHeartbeat(active: boolean, onBeat?: (r: HeartbeatResult) => void) {
  const onBeatRef = useRef(onBeat);
  onBeatRef.current = onBeat;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const beat = () =>
      void heartbeat().then(
        (r) => {
          if (!stopped) onBeatRef.current?.(r);
        },
        () => {},
      );
    const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') beat();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active]);
}
