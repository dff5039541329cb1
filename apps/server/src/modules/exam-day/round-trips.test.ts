import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { examApi } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';

/**
 * Round trips to the database per start and per submit (issue 24): on an exam day's start spike
 * and submit rush every statement is a wake-up of the database on the same cores, so the hot
 * routes are held to a budget. Counted at the driver: every statement pg sends (BEGIN and COMMIT
 * included; not the control room's notifications) and every statement better-sqlite3 runs.
 */
const require = createRequire(import.meta.url);
let count = 0;
const statements: string[] = [];
function countStatements(): () => void {
  const restores: (() => void)[] = [];
  const patch = (proto: Record<string, unknown>, names: string[]) => {
    for (const name of names) {
      const original = proto[name] as (...a: unknown[]) => unknown;
      proto[name] = function (this: { source?: string }, ...a: unknown[]) {
        const text = String(
          typeof a[0] === 'string' ? a[0] : ((a[0] as { text?: string })?.text ?? this.source),
        );
        // the control room's events (monitor/bus.ts) go out coalesced, on a connection of their own
        if (!/pg_notify|^listen/i.test(text)) {
          count++;
          statements.push(text.slice(0, 100));
        }
        return original.apply(this, a);
      };
      restores.push(() => {
        proto[name] = original;
      });
    }
  };
  patch(pg.Client.prototype as unknown as Record<string, unknown>, ['query']);
  const SQLite = require('better-sqlite3');
  const stmt = new SQLite(':memory:').prepare('select 1');
  patch(Object.getPrototypeOf(stmt), ['all', 'get', 'run', 'iterate']);
  return () => {
    for (const r of restores) r();
  };
}

describe('database round trips of the exam day', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let kode: string;
  let restore: () => void;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    const set = await makeTryout(t.db, [{ deskripsi: 'Matematika', waktu: 60 }, { deskripsi: 'Fisika' }]);
    kode = set.materi[0].kode_ujian;
    restore = countStatements();
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  const measure = async (run: () => Promise<{ status: number }>) => {
    count = 0;
    statements.length = 0;
    const res = await run();
    expect(res.status).toBe(200);
    return { n: count, list: [...statements] };
  };

  /** Statements per route (the overview, start, submit) on each database (SQLite's start adds BEGIN, COMMIT and the draw's insert). */
  const BUDGET = {
    postgres: { list: 5, start: 5, submit: 9 },
    sqlite: { list: 5, start: 8, submit: 11 },
  }[TEST_DB];

  it('the overview, a start and a submit stay within their budgets', async () => {
    // warm: the first candidate fills the caches (bank, configuration) every later one finds
    const first = await makeCandidate(t.db);
    await api.post('/listujian', first.auth, { no_reg: first.candidate.nisn });
    await api.sheet(first.auth, kode);
    await api.submit(first.auth, kode);

    const { auth, candidate } = await makeCandidate(t.db);
    const list = await measure(() => api.post('/listujian', auth, { no_reg: candidate.nisn }));
    const start = await measure(() => api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true }));
    const submit = await measure(() => api.submit(auth, kode));
    expect(list.n, list.list.join('\n')).toBeLessThanOrEqual(BUDGET.list);
    expect(start.n, start.list.join('\n')).toBeLessThanOrEqual(BUDGET.start);
    expect(submit.n, submit.list.join('\n')).toBeLessThanOrEqual(BUDGET.submit);
  });

  it('the configuration held in memory follows a change written straight into the database', async () => {
    const { auth } = await makeCandidate(t.db);
    await api.sheet(auth, kode);
    expect((await api.submit(auth, kode)).status).toBe(200);
    // one attempt per materi from now on: written past the API (another instance, a tool)
    await t.db.updateTable('settings').set({ value: '1' }).where('key', '=', 'attempts_per_materi').execute();
    const again = await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true });
    expect(again.status).toBe(400);
    await t.db.updateTable('settings').set({ value: '2' }).where('key', '=', 'attempts_per_materi').execute();
    expect((await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true })).status).toBe(200);
  });
});
