import { createRequire } from 'node:module';
import { EXAM_MSG, type ExamSheet } from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { REVIEW_MSG } from '@tryout/shared/insight';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';

/**
 * Round trips to the database per start and per submit (docs/decisions/0033): on an exam day's start spike
 * and submit rush every statement is a wake-up of the database on the same cores, so the hot
 * routes are held to a budget. Counted at the driver: every statement pg sends (BEGIN and COMMIT
 * included; not the control room's notifications) and every statement better-sqlite3 runs.
 */
const require = createRequire(import.meta.url);
let count = 0;
const statements: string[] = [];
/** the statements counted that compare an attempt's status with a bound value */
const bound: string[] = [];
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
          if (/(where|and|or|on|\() \(?("\w+"\.)?"status" (=|<>|!=|in) \(?(\?|\$\d)/i.test(text))
            bound.push(text);
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
    bound.length = 0;
    const res = await run();
    expect(res.status).toBe(200);
    return { n: count, list: [...statements], bound: [...bound] };
  };

  /** Statements per route (the overview, start, autosave, submit) on each database (SQLite's start adds BEGIN, COMMIT and the draw's insert). */
  const BUDGET = {
    postgres: { list: 4, start: 3, save: 1, submit: 5 },
    sqlite: { list: 4, start: 6, save: 1, submit: 9 },
  }[TEST_DB];

  it('the overview, a start, an autosave and a submit stay within their budgets', async () => {
    // warm: the first candidate fills the caches (bank, configuration) every later one finds
    const first = await makeCandidate(t.db);
    await api.post('/listujian', first.auth, { no_reg: first.candidate.nisn });
    await api.sheet(first.auth, kode);
    await api.submit(first.auth, kode);

    const { auth, candidate } = await makeCandidate(t.db);
    const list = await measure(() => api.post('/listujian', auth, { no_reg: candidate.nisn }));
    let sheet: ExamSheet | undefined;
    const start = await measure(async () => {
      const res = await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true });
      sheet = res.body.data;
      return res;
    });
    const q = questionsOf(sheet as ExamSheet).find((x) => x.type_soal === 'PG');
    const save = await measure(() => api.save(auth, kode, q?.id_soal ?? 0, 'A'));
    const submit = await measure(() => api.submit(auth, kode));
    expect(list.n, list.list.join('\n')).toBeLessThanOrEqual(BUDGET.list);
    expect(start.n, start.list.join('\n')).toBeLessThanOrEqual(BUDGET.start);
    expect(save.n, save.list.join('\n')).toBeLessThanOrEqual(BUDGET.save);
    expect(submit.n, submit.list.join('\n')).toBeLessThanOrEqual(BUDGET.submit);
    // the status of an attempt in progress is written into the SQL, never bound: SQLite weighs a
    // bound value against a partial index's condition (attempts_one_in_progress) and then prepares
    // the statement again on every run (db/schema.ts IN_PROGRESS)
    for (const r of [list, start, save, submit]) expect(r.bound).toEqual([]);
  });

  it("a submit closes only the caller's own attempt: another candidate on the same card closes nothing of it", async () => {
    const a = await makeCandidate(t.db);
    const b = await makeCandidate(t.db);
    await api.sheet(a.auth, kode);
    // b has no attempt on this card: 400, and a's attempt still runs
    const refused = await api.submit(b.auth, kode);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(EXAM_REFUSAL_MSG.noAttempt);
    const running = await t.db
      .selectFrom('attempts')
      .select(['status', 'submitted_at'])
      .where('candidate_id', '=', a.candidate.id)
      .executeTakeFirstOrThrow();
    expect(running).toEqual({ status: 'in_progress', submitted_at: null });
    expect((await api.submit(a.auth, kode)).status).toBe(200);
    expect((await api.submit(a.auth, kode)).body.message).toBe(EXAM_MSG.alreadyTaken);
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

  it('the card held in memory follows a closed materi and new start controls written straight into the database', async () => {
    const materiId = (
      await t.db.selectFrom('materi').select('id').where('kode_ujian', '=', kode).executeTakeFirstOrThrow()
    ).id;
    const { auth } = await makeCandidate(t.db);
    await t.db.updateTable('materi').set({ ditutup: 1 }).where('id', '=', materiId).execute();
    const closed = await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(REVIEW_MSG.materiClosed);
    await t.db.updateTable('materi').set({ ditutup: 0 }).where('id', '=', materiId).execute();
    // 'Token ujian' asked for on this materi, written past the API
    await t.db
      .insertInto('exam_controls')
      .values({
        jenis: 'materi',
        target_id: materiId,
        token_secret: 'a'.repeat(64),
        token_minutes: 15,
        wajib_layar_penuh: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const noToken = await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true });
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toBe(MONITOR_MSG.tokenRequired);
    await t.db.deleteFrom('exam_controls').where('target_id', '=', materiId).execute();
    expect((await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true })).status).toBe(200);
  });
});
