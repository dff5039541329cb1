import type { Db } from '../../src/db';
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

/** Polls `count` (every 200 ms, at most `limitMs`) until it is 0; returns the last count. */
export async function untilZero(count: () => Promise<number | string>, limitMs = 60_000): Promise<number> {
  let left = Number(await count());
  for (const started = Date.now(); left > 0 && Date.now() - started < limitMs; ) {
    await new Promise((r) => setTimeout(r, 200));
    left = Number(await count());
  }
  return left;
}

/** An attempt's stored answers (question id → letter) and its status. */
export async function storedAttempt(db: Db, attemptId: number) {
  const rows = await db
    .selectFrom('answers')
    .select(['question_id', 'value'])
    .where('attempt_id', '=', attemptId)
    .execute();
  const attempt = await db
    .selectFrom('attempts')
    .select(['status', 'nilai_akhir'])
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return { answers: new Map(rows.map((x) => [x.question_id, x.value])), ...attempt };
}
