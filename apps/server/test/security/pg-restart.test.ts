import { exec } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { MSG } from '@tryout/shared/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDb } from '../../src/db';
import { TEST_DB, testConfig } from '../context';
import {
  autosave,
  healthyAfter,
  makeTakers,
  missingAnswers,
  type ScratchStore,
  scratchStore,
  startAttempts,
} from './autosave-load';
import { envelopeProblem } from './helpers';
import { type ServerProcess, startServer, stopServer } from './server-process';

/**
 * PostgreSQL going away under a running server: requests in the gap get a clear 503
 * ('Layanan sedang tidak tersedia, silahkan coba beberapa saat lagi') and the server recovers by
 * itself once the database is back. The restart comes while candidates autosave, so connections
 * die inside queries and transactions, not only idle ones.
 *
 * The restart of the real cluster disturbs every other test using PostgreSQL, so it only runs
 * when TRYOUT_PG_RESTART_TEST=1 (scripts/test.mjs runs this file alone, last). PG_RESTART_CMD
 * overrides the restart command (e.g. for a private cluster). The unreachable-database check
 * below is always safe and always runs.
 */

const RESTART_CMD =
  process.env.PG_RESTART_CMD ?? 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main restart';

describe('database unavailable', () => {
  it('a database nobody answers on → 503 with the envelope, not a 500', async () => {
    const { dataDir, config } = testConfig('tryout-pgdown-');
    // port 1 on loopback: connection refused at once
    const handle = openDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    const app = await buildApp({
      config,
      db: handle.db,
      dialect: 'postgres',
      mediaDir: path.join(dataDir, 'media'),
    });
    await app.ready();
    try {
      const requests = [
        {
          method: 'GET' as const,
          url: '/tryout/api/getMasterMateri',
          headers: { authorization: 'Bearer x'.padEnd(50, 'y') },
        },
        {
          method: 'POST' as const,
          url: '/tryout/api/tes-users/tryout/login',
          payload: { email: 'a@b.id', password: 'rahasia123' },
        },
        {
          method: 'POST' as const,
          url: '/tryout/api/loginDosen',
          payload: { nidn: '0412345678', password: 'dosen12345' },
        },
      ];
      for (const r of requests) {
        const res = await app.inject(r);
        expect(res.statusCode, r.url).toBe(503);
        expect(res.json().message).toBe(MSG.dbUnavailable);
        expect(envelopeProblem(503, res.headers['content-type'], res.payload)).toBeNull();
      }
    } finally {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  if (process.env.TRYOUT_PG_RESTART_TEST === '1' && TEST_DB === 'postgres') {
    describe('PostgreSQL restarted while candidates autosave', () => {
      const TAKERS = 24;
      let store: ScratchStore | undefined;
      let server: ServerProcess | undefined;
      afterAll(async () => {
        await stopServer(server, 'SIGKILL');
        await store?.drop();
      });

      it(`${TAKERS} candidates autosave through the restart: saves in the gap get 503 with the message, no acknowledged one is lost; the server recovers without a restart`, async () => {
        // a real server process on a database of its own, its jobs running often
        store = await scratchStore('tryout_restart');
        const prep = store.open();
        const { kode, takers } = await makeTakers(prep.db, TAKERS);
        await prep.close();
        server = await startServer({ ...store.env, OUTBOX_INTERVAL_MS: '100', SWEEP_INTERVAL_MS: '100' });
        const { child, base } = server;
        await startAttempts(base, kode, takers);

        const load = autosave(base, kode, takers);
        expect(await load.acknowledged(TAKERS * 3)).toBe(true);
        const before = load.tally.acked;
        const restartedAt = Date.now();
        // asynchronously: the candidates keep saving while the cluster restarts
        await promisify(exec)(RESTART_CMD, { shell: '/bin/bash', timeout: 60_000 });
        const upAt = Date.now();
        const healthMs = await healthyAfter(base, 5000);
        // saving goes on without a restart of our server
        const goesOn = await load.acknowledged(TAKERS * 2, 20_000);
        const tally = await load.stop();
        const alive = child.exitCode === null && child.signalCode === null;

        const check = store.open();
        const { checked, missing } = await missingAnswers(check.db, takers).finally(() => check.close());
        const gap = tally.refused[503] ?? 0;
        console.log(
          `pg-restart: restart took ${upAt - restartedAt} ms; ${TAKERS} candidates, ${tally.acked} saves acknowledged ` +
            `(${before} before the restart), ${gap} × 503 ${JSON.stringify(tally.refused)}, ${tally.problems.length} problems; ` +
            `/health ${healthMs} ms after the cluster was up; ${checked} acknowledged answers read back, ${missing.length} missing`,
        );
        expect(alive, server.output().slice(-3000)).toBe(true);
        expect(tally.problems).toEqual([]);
        expect(gap).toBeGreaterThan(0);
        expect(Object.keys(tally.refused)).toEqual(['503']);
        expect(Object.keys(tally.messages)).toEqual([MSG.dbUnavailable]);
        expect(healthMs).toBeLessThan(5000);
        expect(goesOn).toBe(true);
        expect(missing).toEqual([]);
        expect(checked).toBeGreaterThan(TAKERS);
        await stopServer(server, 'SIGTERM');
      }, 180_000);
    });
  }
});
