import { readEventStream } from '@tryout/shared/event-stream';
import { getExamToken, getStaffToken } from '../lib/storage';
import { API_BASE } from './client';

export interface FollowOptions {
  /** staff token or the candidate's exam token */
  auth: 'staff' | 'candidate';
  /** ends the stream for good */
  signal: AbortSignal;
  /** the wait before the n-th reconnect in a row (0-based) */
  retryMs: (failures: number) => number;
  /** the stream is (true) or is not (false) open */
  onLive?: (live: boolean) => void;
}

/**
 * Follows a text/event-stream route of the API, read with fetch (an EventSource cannot send the
 * bearer token): `onEvent` gets every event; when the stream drops or is refused it is opened
 * again after `retryMs`, until `signal` aborts.
 */
export function followEventStream(
  path: string,
  onEvent: (event: string, data: any) => void,
  opts: FollowOptions,
): void {
  let failures = 0;
  const connect = async () => {
    try {
      const token = opts.auth === 'staff' ? getStaffToken() : getExamToken();
      const res = await fetch(`${API_BASE.exam}/${path.replace(/^\//, '')}`, {
        headers: { authorization: `Bearer ${token ?? ''}`, accept: 'text/event-stream' },
        signal: opts.signal,
      });
      if (!res.ok || !res.body) throw new Error(String(res.status));
      failures = 0;
      opts.onLive?.(true);
      await readEventStream(res.body, onEvent);
    } catch {
      // dropped or refused: try again later
      failures++;
    }
    opts.onLive?.(false);
    if (opts.signal.aborted) return;
    const retry = window.setTimeout(() => void connect(), opts.retryMs(failures));
    opts.signal.addEventListener('abort', () => window.clearTimeout(retry), { once: true });
  };
  void connect();
}
