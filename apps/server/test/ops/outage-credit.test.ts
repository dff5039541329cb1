import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../context';
import { makeTakers, type ScratchStore, scratchStore, startAttempts } from '../security/autosave-load';
import { postApi, type ServerProcess, startServer, stopServer } from '../security/server-process';

/**
 * Outage credit with real processes (issue 38 §1): the server is killed (SIGKILL) during a running
 * exam and started again after a pause; each running attempt's deadline moves by the pause (±2 s),
 * an attempt whose time was up before the outage does not move, a finished attempt stays
 * finished, the audit holds one entry, the exam page's heartbeat carries the new deadline, and a
 * second start adds nothing.
 *
 * Wall-clock cost: the 90 s pause is shortened to 15 s with OUTAGE_THRESHOLD_S=10 (the
 * smallest threshold there is); the rule is the same for any gap above the threshold.
 */

const PAUSE_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGKILL during a running exam', () => {
  let store: ScratchStore | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    await store?.drop();
  });

  it('moves each running deadline by the outage, once, with one audit entry', async () => {
    store = await scratchStore('outage');
    const prep = store.open();
    const { kode, takers } = await makeTakers(prep.db, 4);
    const materiId = (
      await prep.db.selectFrom('materi').select('id').where('kode_ujian', '=', kode).executeTakeFirstOrThrow()
    ).id;
    await prep.close();
    const env = { ...store.env, OUTAGE_THRESHOLD_S: '10', SEED_DEMO: 'false' };

    server = await startServer(env);
    await startAttempts(server.base, kode, takers);
    const [a, b, finished, ended] = takers;
    expect((await postApi(server.base, '/posthasilujian', finished.token, { kode_ujian: kode })).status).toBe(
      200,
    );

    const handle = store.open();
    const db = handle.db;
    try {
      const attempts = () =>
        db
          .selectFrom('attempts')
          .select(['id', 'status', 'deadline_at', 'submitted_at'])
          .where(
            'id',
            'in',
            takers.map((tk) => tk.attemptId as number),
          )
          .execute()
          .then((rows) => new Map(rows.map((r) => [r.id, r])));
      const aliveAt = async () =>
        (await db.selectFrom('server_alive').select('alive_at').executeTakeFirst())?.alive_at;
      // one attempt's time was up just before the outage (the sweep has not come yet)
      await db
        .updateTable('attempts')
        .set({ deadline_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', ended.attemptId as number)
        .execute();
      const before = await attempts();

      // kill right after an alive mark, so that the outage is the pause
      const mark = await aliveAt();
      expect(mark).toBeTruthy();
      while ((await aliveAt()) === mark) await sleep(20);
      await stopServer(server, 'SIGKILL');
      const killedAt = Date.now();
      await sleep(PAUSE_MS);
      server = await startServer(env);
      const down = (Date.now() - killedAt) / 1000;

      const after = await attempts();
      const shift = (id: number | undefined) =>
        (Date.parse(after.get(id as number)?.deadline_at ?? '') -
          Date.parse(before.get(id as number)?.deadline_at ?? '')) /
        1000;
      for (const tk of [a, b]) {
        expect(Math.abs(shift(tk.attemptId) - down)).toBeLessThanOrEqual(2);
        expect(after.get(tk.attemptId as number)?.status).toBe('in_progress');
      }
      expect(shift(ended.attemptId)).toBe(0);
      expect(after.get(finished.attemptId as number)).toEqual(before.get(finished.attemptId as number));
      expect(after.get(finished.attemptId as number)?.status).toBe('submitted');

      const audit = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'perpanjangan_otomatis')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ entity: 'materi', entity_id: String(materiId), actor: 'sistem' });
      expect(audit[0].reason).toMatch(/^Perpanjangan otomatis: server tidak tersedia (\d+ menit )?\d+ detik$/);

      // the exam page's next heartbeat carries the new deadline
      const beat = await postApi(server.base, '/heartbeat', a.token, {});
      expect(beat.body.data.deadline_at).toBe(after.get(a.attemptId as number)?.deadline_at);

      // a second start adds nothing
      await stopServer(server, 'SIGKILL');
      server = await startServer(env);
      const again = await attempts();
      expect(again.get(a.attemptId as number)?.deadline_at).toBe(
        after.get(a.attemptId as number)?.deadline_at,
      );
      expect(
        await db.selectFrom('audit_log').select('id').where('action', '=', 'perpanjangan_otomatis').execute(),
      ).toHaveLength(1);
      console.log(
        `outage-credit (${TEST_DB}): down ${down.toFixed(1)} s, deadlines moved ${shift(a.attemptId)} s`,
      );
    } finally {
      await handle.close();
    }
  }, 180_000);
});
