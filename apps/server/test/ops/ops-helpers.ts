import { type ServerProcess, startServer } from '../security/server-process';

/** Helpers of the operations tests (not a test file itself). */

/** Starts `n` server processes at the same moment on the same environment; waits for all. */
export async function startTogether(n: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(Array.from({ length: n }, () => startServer(env, 180_000)));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    for (const s of started) if (s.status === 'fulfilled') s.value.child.kill('SIGKILL');
    throw (failed as PromiseRejectedResult).reason;
  }
  return started.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value);
}

/** A JSON POST with a bearer token; the status, the text and the parsed body. */
export async function post(base: string, url: string, token: string, body: object) {
  const res = await fetch(`${base}/tryout/api${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, text, json };
}

/**
 * The value of one series in Prometheus text (labels given must match; others may be present);
 * the sum when several series match, 0 when none does.
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) sum += Number(m[3]);
  }
  return sum;
}
