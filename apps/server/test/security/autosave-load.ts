import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, type DbHandle, type Dialect, migrateToLatest, openDb } from '../../src/db';
import { seedSettings } from '../../src/db/seed';
import { TEST_DATABASE_URL, TEST_DB } from '../context';
import { makeTryout } from '../exam-fixtures';
import { makeCandidate } from '../factories';
import { envelopeProblem } from './helpers';

/**
 * Candidates autosaving through real HTTP against a real server process while the database is
 * disturbed (not a test file itself): the store the server runs on, the candidates, the autosave
 * loop and the checks afterwards.
 */

const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

export interface ScratchStore {
  /** the PostgreSQL database name, or the SQLite file */
  name: string;
  /** the data folder of the server (its SQLite file, its .eml files) */
  dataDir: string;
  /** the server's environment for this store */
  env: Record<string, string>;
  /** a handle of the test's own on the store */
  open(poolSize?: number): DbHandle;
  /** a handle on the `test` database (PostgreSQL only): it outlives what happens to the store */
  admin?: DbHandle;
  drop(): Promise<void>;
}

/**
 * A store for one test alone, migrated and seeded: on PostgreSQL a database of its own (the other
 * test files share `test`, and must not lose their connections), on SQLite a file of its own.
 * With `empty`, nothing is created in it; `dialect` chooses another kind than the test run's.
 */
export async function scratchStore(
  prefix: string,
  opts: { empty?: boolean; dialect?: Dialect } = {},
): Promise<ScratchStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tryout-${prefix}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let store: ScratchStore;
  if ((opts.dialect ?? TEST_DB) === 'postgres') {
    const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const url = TEST_DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, `/${name}$1`);
    const admin = openDb({ databaseUrl: TEST_DATABASE_URL, poolSize: 1 });
    await sql.raw(`create database "${name}"`).execute(admin.db);
    store = {
      name,
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      open: (poolSize = 2) => openDb({ databaseUrl: url, poolSize }),
      admin,
      async drop() {
        await sql
          .raw(`drop database if exists "${name}" with (force)`)
          .execute(admin.db)
          .catch(() => {});
        await admin.close();
        removeDir();
      },
    };
  } else {
    const file = path.join(dataDir, 'tryout.sqlite');
    store = {
      name: file,
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDb({ sqliteFile: file }),
      drop: async () => removeDir(),
    };
  }
  // an empty store: the servers started on it migrate it themselves
  if (opts.empty) return store;
  const h = store.open();
  await migrateToLatest(h.db);
  await seedSettings(h.db);
  await h.close();
  return store;
}

/** What one candidate sent for one question since the last acknowledgement. */
interface AnswerState {
  /** the last value acknowledged with a 2xx */
  acked?: string;
  /** values sent after it and refused: a refusal may come after the commit (the reply was lost) */
  refused: Set<string>;
}

export interface Taker {
  token: string;
  attemptId?: number;
  questions: number[];
  answers: Map<number, AnswerState>;
}

/** A tryout of one materi (12 questions, all drawn) and `count` verified candidates with exam tokens. */
export async function makeTakers(db: Db, count: number): Promise<{ kode: string; takers: Taker[] }> {
  const tryout = await makeTryout(db, [
    {
      waktu: 90,
      groups: [{ jumlah: 12, questions: Array.from({ length: 12 }, (_, i) => ({ kunci: LETTERS[i % 5] })) }],
    },
  ]);
  const takers: Taker[] = [];
  for (let i = 0; i < count; i++) {
    const { token } = await makeCandidate(db);
    takers.push({ token, questions: [], answers: new Map() });
  }
  return { kode: tryout.materi[0].kode_ujian, takers };
}

async function post(base: string, url: string, token: string, body: object) {
  const res = await fetch(`${base}/tryout/api${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, contentType: res.headers.get('content-type'), payload: await res.text() };
}

/** Every taker starts the exam (all at once): its attempt and its questions. */
export async function startAttempts(base: string, kode: string, takers: Taker[]): Promise<void> {
  await Promise.all(
    takers.map(async (tk) => {
      const r = await post(base, '/soalUjianPg', tk.token, { kode_ujian: kode, mulai: true });
      if (r.status !== 200) throw new Error(`soalUjianPg ${r.status} ${r.payload}`);
      const data = JSON.parse(r.payload).data;
      tk.attemptId = data.attempt_id;
      tk.questions = data.groups.flatMap((g: any) => g.questions.map((q: any) => q.id_soal));
    }),
  );
}

export interface AutosaveTally {
  acked: number;
  /** refusals by status */
  refused: Record<number, number>;
  /** refusals by message */
  messages: Record<string, number>;
  /** what no candidate may ever get: a socket error, a 500, a refusal without the envelope */
  problems: string[];
}

/**
 * Each taker saves one answer after another (one in flight at a time, like the exam page) until
 * stop(); a refused save is retried with the next answer after a short pause.
 */
export function autosave(base: string, kode: string, takers: Taker[]) {
  const tally: AutosaveTally = { acked: 0, refused: {}, messages: {}, problems: [] };
  let stopped = false;
  const loops = takers.map(async (tk, n) => {
    for (let k = n; !stopped; k++) {
      const question = tk.questions[k % tk.questions.length];
      const value = LETTERS[(k * 7 + n) % 5];
      const state = tk.answers.get(question) ?? { refused: new Set<string>() };
      tk.answers.set(question, state);
      let r: Awaited<ReturnType<typeof post>>;
      try {
        r = await post(base, '/simpanJawaban', tk.token, { kode_ujian: kode, id_soal: question, value });
      } catch (err) {
        tally.problems.push(`no answer: ${String((err as Error).cause ?? err)}`);
        state.refused.add(value);
        await new Promise((res) => setTimeout(res, 50));
        continue;
      }
      if (r.status >= 200 && r.status < 300) {
        state.acked = value;
        state.refused.clear();
        tally.acked++;
        continue;
      }
      state.refused.add(value);
      tally.refused[r.status] = (tally.refused[r.status] ?? 0) + 1;
      const refusable = r.status === 503 || (r.status >= 400 && r.status < 500);
      const problem = refusable ? envelopeProblem(r.status, r.contentType, r.payload) : 'not a 4xx/503';
      if (problem) tally.problems.push(`${r.status}: ${problem}: ${r.payload.slice(0, 200)}`);
      else {
        const { message } = JSON.parse(r.payload);
        tally.messages[message] = (tally.messages[message] ?? 0) + 1;
      }
      await new Promise((res) => setTimeout(res, 20));
    }
  });
  return {
    tally,
    /** resolves once `count` more saves were acknowledged (or after `timeoutMs`) */
    async acknowledged(count: number, timeoutMs = 20_000) {
      const target = tally.acked + count;
      const started = Date.now();
      while (tally.acked < target && Date.now() - started < timeoutMs)
        await new Promise((r) => setTimeout(r, 20));
      return tally.acked >= target;
    },
    async stop(): Promise<AutosaveTally> {
      stopped = true;
      await Promise.all(loops);
      return tally;
    },
  };
}

/** The stored answers of the attempts, keyed `attempt_id:question_id`. */
export async function storedAnswers(db: Db, attemptIds: number[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('answers')
    .select(['attempt_id', 'question_id', 'value'])
    .where('attempt_id', 'in', attemptIds)
    .execute();
  return new Map(rows.map((r) => [`${r.attempt_id}:${r.question_id}`, r.value]));
}

/** Acknowledged answers the database does not hold (read back after the run). */
export async function missingAnswers(
  db: Db,
  takers: Taker[],
): Promise<{ checked: number; missing: string[] }> {
  const stored = await storedAnswers(
    db,
    takers.map((t) => t.attemptId as number),
  );
  let checked = 0;
  const missing: string[] = [];
  for (const tk of takers) {
    for (const [q, s] of tk.answers) {
      if (s.acked === undefined) continue;
      checked++;
      const got = stored.get(`${tk.attemptId}:${q}`);
      if (got !== s.acked && !(got !== undefined && s.refused.has(got)))
        missing.push(`attempt ${tk.attemptId} q${q}: acknowledged ${s.acked}, stored ${got}`);
    }
  }
  return { checked, missing };
}

/** Milliseconds until GET /health answers 200 (polling every 100 ms), or Infinity after `limitMs`. */
export async function healthyAfter(base: string, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    try {
      const res = await fetch(`${base}/tryout/api/health`, { signal: AbortSignal.timeout(limitMs) });
      if (res.status === 200) return Date.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return Number.POSITIVE_INFINITY;
}
