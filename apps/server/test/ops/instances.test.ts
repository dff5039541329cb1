import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/db/seed';
import { TEST_DB } from '../context';
import { makeStaff } from '../factories';
import { startHttpPeer } from '../peers';
import { makeTakers, type ScratchStore, scratchStore, startAttempts } from '../security/autosave-load';
import { type ServerProcess, stopServer } from '../security/server-process';
import { multipart } from '../test-files';
import { metricValue, post, startTogether, storedAttempt, untilZero } from './ops-helpers';

/**
 * Several server processes on one database need nothing else to be correct: they migrate and
 * seed it once, hand each outbox message and each expired attempt to one of them, serve a
 * question edited on one of them from all of them, and (with Redis) share their rate limits.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

describe('instances started together on an empty database', () => {
  let store: ScratchStore | undefined;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) await stopServer(s, 'SIGKILL');
    await store?.drop();
  });

  it('three instances migrate and seed it once, and all of them serve', async () => {
    store = await scratchStore('tryout_start3', { empty: true });
    servers.push(...(await startTogether(3, { ...store.env, SEED_DEMO: 'true' })));
    const seeded = servers.filter((s) => s.output().includes('Data demo dibuat.')).length;
    const h = store.open();
    try {
      const migrations = await h.db
        .selectFrom('kysely_migration' as any)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const staff = await h.db.selectFrom('staff_users').select('nidn').execute();
      const admins = staff.filter((s) => s.nidn === DEMO_ACCOUNTS.admin.nidn);
      console.log(
        `start-up (${TEST_DB}): 3 instances, seeded by ${seeded}, ${Number(migrations.n)} migrations, ${staff.length} staff`,
      );
      expect(seeded).toBe(1);
      expect(admins).toHaveLength(1);
      expect(Number(migrations.n)).toBeGreaterThan(5);
    } finally {
      await h.close();
    }
    for (const s of servers) {
      const res = await fetch(`${s.base}/tryout/api/health`);
      expect(res.status).toBe(200);
    }
  }, 240_000);
});

if (TEST_DB === 'postgres') {
  describe('three instances on one PostgreSQL', () => {
    let store: ScratchStore;
    let servers: ServerProcess[] = [];
    let peer: Awaited<ReturnType<typeof startHttpPeer>>;
    const redisPrefix = `tryout-test-${process.pid}-${Date.now()}:`;
    beforeAll(async () => {
      peer = await startHttpPeer();
      store = await scratchStore('tryout_inst3');
      servers = await startTogether(3, {
        ...store.env,
        SEED_DEMO: 'false',
        OUTBOX_INTERVAL_MS: '100',
        SWEEP_INTERVAL_MS: '200',
        SIS_DRIVER: 'http',
        SIS_BASE_URL: peer.url,
        REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
        RATE_LIMIT_REDIS_PREFIX: redisPrefix,
        RATE_LIMIT_ALLOW: '',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_FAILURES: '4',
        METRICS_TOKEN: 'rahasia-metrik',
      });
    }, 240_000);
    afterAll(async () => {
      for (const s of servers) await stopServer(s, 'SIGKILL');
      await peer?.stop();
      await store?.drop();
    });
    const base = (i: number) => servers[i % servers.length].base;

    it('a candidate whose requests alternate between the instances takes a whole exam', async () => {
      const h = store.open();
      const { kode, takers } = await makeTakers(h.db, 1).finally(() => h.close());
      const tk = takers[0];
      let r = await post(base(0), '/soalUjianPg', tk.token, { kode_ujian: kode, mulai: true });
      expect(r.status, r.text).toBe(200);
      const sheet = r.json.data;
      const questions: number[] = sheet.groups.flatMap((g: any) => g.questions.map((q: any) => q.id_soal));
      expect(questions).toHaveLength(12);
      const chosen = new Map<number, string>();
      for (const [i, q] of questions.entries()) {
        const value = LETTERS[(i * 3) % 5];
        r = await post(base(i + 1), '/simpanJawaban', tk.token, { kode_ujian: kode, id_soal: q, value });
        expect(r.status, r.text).toBe(200);
        chosen.set(q, value);
        // the sheet from another instance shows what this one saved
        if (i % 4 === 3) {
          const again = await post(base(i + 2), '/soalUjianPg', tk.token, { kode_ujian: kode });
          expect(again.status, again.text).toBe(200);
          expect(again.json.data.attempt_id).toBe(sheet.attempt_id);
        }
      }
      r = await post(base(2), '/posthasilujian', tk.token, { kode_ujian: kode });
      expect(r.status, r.text).toBe(200);
      const check = store.open();
      try {
        const attempt = await storedAttempt(check.db, sheet.attempt_id);
        expect(attempt.answers).toEqual(chosen);
        expect(attempt.status).toBe('submitted');
        expect(attempt.nilai_akhir).not.toBeNull();
      } finally {
        await check.close();
      }
      // a second submit, on another instance, is refused
      r = await post(base(1), '/posthasilujian', tk.token, { kode_ujian: kode });
      expect(r.status).toBe(400);
    }, 120_000);

    it('every outbox message is delivered exactly once although three workers poll', async () => {
      const COUNT = 60;
      const h = store.open();
      try {
        const now = new Date().toISOString();
        await h.db
          .insertInto('outbox')
          .values(
            Array.from({ length: COUNT }, (_, i) => ({
              kind: 'sis_final_score',
              payload: JSON.stringify({ noreg: `inst-${i}`, nilai_akhir: i }),
              idempotency_key: `inst-${i}`,
              status: 'pending' as const,
              attempts: 0,
              next_attempt_at: now,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
        const unsent = await untilZero(async () => {
          const row = await h.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('idempotency_key', 'like', 'inst-%')
            .where('status', '!=', 'sent')
            .executeTakeFirstOrThrow();
          return row.n;
        });
        expect(unsent).toBe(0);
        const workers = await h.db
          .selectFrom('outbox')
          .select('idempotency_key')
          .where('idempotency_key', 'like', 'inst-%')
          .execute();
        expect(workers).toHaveLength(COUNT);
      } finally {
        await h.close();
      }
      await sleep(500);
      const received = peer
        .delivered()
        .map((r) => String(r.data.noreg ?? ''))
        .filter((n) => n.startsWith('inst-'));
      const counts = new Map<string, number>();
      for (const n of received) counts.set(n, (counts.get(n) ?? 0) + 1);
      console.log(`outbox over 3 instances: ${COUNT} messages, ${received.length} deliveries`);
      expect(counts.size).toBe(COUNT);
      expect([...counts.values()].every((c) => c === 1)).toBe(true);
    }, 120_000);

    it('50 expired attempts are finalised once each', async () => {
      const COUNT = 50;
      const h = store.open();
      try {
        const { kode, takers } = await makeTakers(h.db, COUNT);
        // the attempts start on every instance
        for (let i = 0; i < 3; i++)
          await startAttempts(
            base(i),
            kode,
            takers.filter((_, k) => k % 3 === i),
          );
        const ids = takers.map((t) => t.attemptId as number);
        await h.db
          .updateTable('attempts')
          .set({ deadline_at: '2000-01-01T00:00:00.000Z' })
          .where('id', 'in', ids)
          .execute();
        const open = await untilZero(async () => {
          const row = await h.db
            .selectFrom('attempts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('id', 'in', ids)
            .where('status', '=', 'in_progress')
            .executeTakeFirstOrThrow();
          return row.n;
        });
        expect(open).toBe(0);
        const closed = await h.db
          .selectFrom('attempts')
          .select(['status', 'nilai_akhir'])
          .where('id', 'in', ids)
          .execute();
        expect(closed.every((a) => a.status === 'expired' && a.nilai_akhir !== null)).toBe(true);
        // each instance counts the attempts its sweep closed: the three add up to 50, not more
        await sleep(300);
        let expired = 0;
        for (const s of servers) {
          const res = await fetch(`${s.base}/tryout/api/metrics`, {
            headers: { authorization: 'Bearer rahasia-metrik' },
          });
          expect(res.status).toBe(200);
          expired += metricValue(await res.text(), 'tryout_submissions_total', { kind: 'expired' });
        }
        console.log(`sweep over 3 instances: ${COUNT} attempts expired, ${expired} finalisations counted`);
        expect(expired).toBe(COUNT);
      } finally {
        await h.close();
      }
    }, 180_000);

    it('a question edited on one instance is served by the other two at the next start', async () => {
      const h = store.open();
      const staff = await makeStaff(h.db, 'admin').catch(async (e) => {
        await h.close();
        throw e;
      });
      const { kode, takers } = await makeTakers(h.db, 4).finally(() => h.close());
      const later = takers.slice(2);
      // instances 1 and 2 load the bank into memory
      await startAttempts(base(1), kode, [takers[0]]);
      await startAttempts(base(2), kode, [takers[1]]);
      const questionId = takers[0].questions[0];
      // those attempts end first: a question a running attempt has drawn cannot be edited (docs/decisions/0032)
      for (const [i, tk] of takers.slice(0, 2).entries()) {
        const r = await post(base(i + 1), '/posthasilujian', tk.token, { kode_ujian: kode });
        expect(r.status, r.text).toBe(200);
      }
      // the edit, on instance 0
      const check = store.open();
      const q = await check.db
        .selectFrom('questions')
        .selectAll()
        .where('id', '=', questionId)
        .executeTakeFirstOrThrow()
        .finally(() => check.close());
      const body = await multipart({
        type_soal: 'PG',
        type_ujian: 'UTS',
        group_soal: String(q.group_soal),
        soal_pg: '<p>Soal yang sudah diperbaiki</p>',
        pil_a: 'A',
        pil_b: 'B',
        pil_c: 'C',
        pil_d: 'D',
        pil_e: 'E',
        kunci_pg: q.kunci_pg ?? 'A',
      });
      const res = await fetch(`${base(0)}/tryout/api/updatesoal/${questionId}`, {
        method: 'POST',
        headers: { ...staff.auth, ...body.headers },
        body: new Uint8Array(body.payload),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      // the next attempt started on instance 1 and on instance 2 shows the edit
      for (const [i, tk] of later.entries()) {
        const r = await post(base(i + 1), '/soalUjianPg', tk.token, { kode_ujian: kode, mulai: true });
        expect(r.status, r.text).toBe(200);
        const shown = r.json.data.groups
          .flatMap((g: any) => g.questions)
          .find((x: any) => x.id_soal === questionId);
        expect(shown?.soal_pg).toBe('<p>Soal yang sudah diperbaiki</p>');
      }
    }, 120_000);

    it('with REDIS_URL the failures are shared: after five wrong passwords over three instances the next waits', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await fetch(`${base(i)}/tryout/api/tes-users/tryout/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'tidakada@tryout.test', password: 'salah12345' }),
        });
        statuses.push(res.status);
      }
      console.log(`failed logins of one account over 3 instances (4 free): ${statuses.join(' ')}`);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    }, 60_000);
  });
}
