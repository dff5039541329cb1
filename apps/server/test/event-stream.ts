import { readEventStream } from '@tryout/shared/event-stream';
import type { TestContext } from './context';

/**
 * API routes that answer an allowed caller with an event stream held open (the monitor's needs
 * a target id, so a made-up one is refused first): app.inject would wait for its end, so tests that
 * walk every route leave these to their own tests (exam.news.test.ts) or read only their status.
 */
export const EVENT_STREAM_ROUTES = new Set(['/tryout/api/kabarUjian']);

export interface StreamEvent {
  event: string;
  data: any;
  /** when it arrived (ms since the epoch) */
  at: number;
}

/**
 * Opens a text/event-stream route over a real loopback port (app.inject waits for the end of a
 * response, a stream never ends) and reads its events one by one.
 */
export async function openEventStream(t: TestContext, url: string, headers: Record<string, string>) {
  const address = t.app.server.listening ? null : await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = address ?? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  return openEventStreamAt(`${base}${url}`, headers);
}

/** Reads the events of a text/event-stream at an absolute URL. */
export async function openEventStreamAt(url: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`stream ${res.status} ${await res.text()}`);
  const body = res.body;
  const queue: StreamEvent[] = [];
  const waker: { wake: (() => void) | null } = { wake: null };
  let ended = false;
  void (async () => {
    try {
      await readEventStream(body, (event, data) => {
        queue.push({ event, data, at: Date.now() });
        waker.wake?.();
      });
    } catch {
      // aborted
    }
    ended = true;
    waker.wake?.();
  })();
  return {
    headers: res.headers,
    /** the next event, or an Error('timeout') after `ms` */
    async next(ms: number): Promise<StreamEvent> {
      const until = Date.now() + ms;
      while (queue.length === 0) {
        if (ended) throw new Error('ended');
        const left = until - Date.now();
        if (left <= 0) throw new Error('timeout');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waker.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waker.wake = null;
      }
      return queue.shift() as StreamEvent;
    },
    /** every event received and not yet read */
    drain: (): StreamEvent[] => queue.splice(0),
    /** whether the server ended the stream */
    get ended() {
      return ended;
    },
    close: () => abort.abort(),
  };
}
