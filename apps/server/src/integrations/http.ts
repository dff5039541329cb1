import { PermanentError } from './outbox/worker';

export type FetchLike = typeof fetch;

/** Statuses a retry may fix; any other 4xx means the request itself is wrong. */
const RETRYABLE_4XX = new Set([401, 403, 408, 409, 425, 429]);

/**
 * One outgoing call of a channel: time-out, and failures turned into errors the outbox worker
 * understands (PermanentError for a request the receiver will never accept, Error otherwise).
 * Returns the response body (parsed JSON when it is JSON).
 */
export async function callReceiver(
  fetchImpl: FetchLike,
  what: string,
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const why =
      e.name === 'TimeoutError' ? `tidak menjawab dalam ${init.timeoutMs} ms` : (e.cause?.code ?? e.message);
    throw new Error(`${what} tidak dapat dihubungi (${why})`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {}
  if (res.ok) return body;
  const detail = `${what} menjawab HTTP ${res.status}${text ? `: ${text.slice(0, 300)}` : ''}`;
  if (res.status >= 400 && res.status < 500 && !RETRYABLE_4XX.has(res.status))
    throw new PermanentError(detail);
  throw new Error(detail);
}

/** Joins a base URL and a path with exactly one slash. */
export const joinUrl = (base: string, p: string) => `${base.replace(/\/+$/, '')}/${p.replace(/^\/+/, '')}`;
