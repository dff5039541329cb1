import { followEventStream } from '../../../api/eventStream';
import { noteSessionEnded } from '../../../lib/candidate/sessionSwitch';

/**
 * GET /kabarUjian: the exam page hears at once when a proctor acts on this taker (extra time,
 * accommodation, 'Selesaikan', 'Buka sesi', 'Ulang ujian') or the server gives outage credit;
 * `onNews` then asks the heartbeat, whose answer the page follows. Loaded on demand (not in the
 * exam page's first script). A dropped stream is opened again after 5 s, then up to a minute:
 * meanwhile the 30-second heartbeat still tells.
 */
export function followNews(onNews: () => void, signal: AbortSignal): void {
  followEventStream(
    'kabarUjian',
    (event) => {
      // a little spread: a bus resync tells every open page at once
      if (event === 'kabar') window.setTimeout(onNews, Math.random() * 500);
      // 'Buka sesi': this device's session is over; the notice says so and why
      else if (event === 'sesi_dibuka') noteSessionEnded('released');
    },
    { auth: 'candidate', signal, retryMs: (n) => Math.min(60_000, 5000 * 2 ** Math.max(0, n - 1)) },
  );
}
