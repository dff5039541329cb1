import type { examSessionContract } from '@tryout/shared/api/exam-session.contract';
import { HEARTBEAT_INTERVAL_MS } from '@tryout/shared/constants';
import type { HeartbeatResult } from '@tryout/shared/presence';
import { takerCall } from '../../../api/candidate/examRequest';
import { readSession } from '../../../lib/storage';
import { noteServerClock } from './serverClock';

/** The saves this tab still holds unsent, in every exam's queue (examKeys: antrian_<kode>). */
function queuedSaves(): number {
  let n = 0;
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (!key?.startsWith('antrian_')) continue;
    const q = readSession<unknown>(key);
    if (Array.isArray(q)) n += q.length;
  }
  return n;
}

/**
 * POST /heartbeat: the exam page's sign of life with its queue length (shown on the monitor);
 * answers the server clock and the deadline.
 */
export async function heartbeat(): Promise<HeartbeatResult> {
  const sentAt = Date.now();
  const r = (await takerCall<typeof examSessionContract.heartbeat>('/heartbeat', { antrian: queuedSaves() }))
    .data;
  noteServerClock(r.server_now, sentAt);
  return r;
}

/** A gap between two one-second ticks longer than this: the device slept, or its clock was moved. */
const WAKE_GAP_MS = 5000;

/**
 * Sends a heartbeat every 30 s, when the page becomes visible again, when the connection returns
 * and when the device wakes, and at once when the news stream says a proctor acted on this taker;
 * `onBeat` gets each answer. Returns the stop.
 */
export function startHeartbeat(onBeat: (r: HeartbeatResult) => void): () => void {
  let stopped = false;
  const beat = () =>
    void heartbeat().then(
      (r) => {
        if (!stopped) onBeat(r);
      },
      () => {},
    );
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') beat();
  };
  // a device that slept (a closed laptop, a phone's screen off) or whose clock was moved: the
  // one-second ticks show a gap, and the page asks the server's clock and deadline at once
  let lastTick = Date.now();
  const wake = setInterval(() => {
    const now = Date.now();
    if (Math.abs(now - lastTick) > WAKE_GAP_MS) beat();
    lastTick = now;
  }, 1000);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', beat);
  // a proctor's action (extra time, 'Selesaikan', 'Buka sesi', …) is heard at once, not at the next beat
  const news = new AbortController();
  void import('./newsStream').then(
    ({ followNews }) => !news.signal.aborted && followNews(beat, news.signal),
    () => {},
  );
  return () => {
    stopped = true;
    news.abort();
    clearInterval(timer);
    clearInterval(wake);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', beat);
  };
}
