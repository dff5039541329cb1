/**
 * `npm run bench:news`: what the exam pages' news streams (GET /kabarUjian) cost the server when
 * 5,000 exam pages hold one open (docs/decisions/0020), and how fast a proctor's action reaches one of
 * them among all the others. Prints: the time to open them all, the server's RSS without and
 * with them, its CPU while they idle through a keep-alive round, and the delay from a proctor's
 * 'Buka sesi' to the 'sesi_dibuka' event on that candidate's stream (p50, p99, max of 100).
 *
 *   npm run bench:news [-- --pages 5000] [-- --pg]
 */
import { spawn } from 'node:child_process';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed';
import { issueToken } from '../apps/server/src/modules/auth/auth.service';
import { openEventStreamAt } from '../apps/server/test/event-stream';
import { buildServer, SERVER_NODE_FLAGS, serverEntry } from '../scripts/build-server.mjs';
import { benchDatabaseUrl, freshDatabase } from './bench-db';
import { cpuMs, freePort, ready, rssMb } from './measure';
import { seedCandidates } from './seed-candidates';

const argv = process.argv.slice(2);
const PAGES = Number(argv[argv.indexOf('--pages') + 1]) || 5000;
const ACTIONS = 100;
const databaseUrl = benchDatabaseUrl(argv.includes('--pg'));

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  console.log(`News streams: ${PAGES} open exam pages, database ${databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
  const scratch = await freshDatabase('news', databaseUrl);
  const { handle, dataDir } = scratch;
  await seedCandidates(handle.db, PAGES, 'rahasia123', { prefix: 'news', nisnBase: 6_000_000_000 });
  const ids = await handle.db
    .selectFrom('candidates')
    .select('id')
    .where('email', 'like', 'news%')
    .orderBy('id')
    .execute();
  const tokens: { id: number; token: string }[] = [];
  for (const { id } of ids)
    tokens.push({ id, token: await issueToken(handle.db, 'candidate_exam', { candidate_id: id }) });
  const materi = await handle.db.selectFrom('materi').select('id').orderBy('id').executeTakeFirstOrThrow();
  await handle.close();

  await buildServer();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/tryout/api`;
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.serverUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      REQUEST_LOG: 'false',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = server.pid as number;
  try {
    await ready(`${base}/health`);
    await sleep(2000);
    const rssBefore = Math.round(rssMb(pid));

    const t0 = Date.now();
    const streams: Awaited<ReturnType<typeof openEventStreamAt>>[] = [];
    for (let i = 0; i < tokens.length; i += 250) {
      streams.push(
        ...(await Promise.all(
          tokens
            .slice(i, i + 250)
            .map((t) => openEventStreamAt(`${base}/kabarUjian`, { authorization: `Bearer ${t.token}` })),
        )),
      );
    }
    const openSeconds = (Date.now() - t0) / 1000;
    await sleep(2000);
    const rssOpen = Math.round(rssMb(pid));

    // idle through one keep-alive round (a comment per stream every 25 s)
    const cpu0 = cpuMs(pid);
    await sleep(30_000);
    const idleCpuMs = cpuMs(pid) - cpu0;

    // a proctor's 'Buka sesi' on one candidate at a time, among all the open streams
    const login = await fetch(`${base}/loginDosen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nidn: DEMO_ACCOUNTS.admin.nidn, password: DEMO_ACCOUNTS.admin.password }),
    });
    const staff = ((await login.json()) as { data: { api_token: string } }).data.api_token;
    const delays: number[] = [];
    for (let k = 0; k < ACTIONS; k++) {
      const i = Math.floor((k * tokens.length) / ACTIONS);
      const sent = Date.now();
      const res = await fetch(`${base}/monitor/materi/${materi.id}/buka-sesi`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
        body: JSON.stringify({ peserta: tokens[i].id, alasan: 'Uji kabar' }),
      });
      if (res.status !== 200) throw new Error(`buka-sesi ${res.status} ${await res.text()}`);
      const e = await streams[i].next(10_000);
      if (e.event !== 'sesi_dibuka') throw new Error(`event ${e.event}`);
      delays.push(e.at - sent);
    }
    const rssAfter = Math.round(rssMb(pid));
    for (const s of streams) s.close();

    console.table([
      { measure: `open ${PAGES} streams`, value: `${openSeconds.toFixed(1)} s` },
      { measure: 'server RSS without streams', value: `${rssBefore} MB` },
      {
        measure: `server RSS with ${PAGES} streams`,
        value: `${rssOpen} MB (+${Math.round(((rssOpen - rssBefore) * 1024) / PAGES)} KB per page)`,
      },
      {
        measure: 'server CPU, 30 s idle with them open',
        value: `${idleCpuMs} ms (${(idleCpuMs / 300).toFixed(2)} % of one core)`,
      },
      {
        measure: `'Buka sesi' → 'sesi_dibuka' on the page's stream (${ACTIONS})`,
        value: `p50 ${quantile(delays, 0.5)} ms, p99 ${quantile(delays, 0.99)} ms, max ${Math.max(...delays)} ms`,
      },
      { measure: 'server RSS after the actions', value: `${rssAfter} MB` },
    ]);
    console.log(
      `news streams: ${PAGES} open in ${openSeconds.toFixed(1)} s; RSS ${rssBefore} → ${rssOpen} MB; idle CPU ${idleCpuMs} ms per 30 s; action → page p50 ${quantile(delays, 0.5)} ms, p99 ${quantile(delays, 0.99)} ms`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await scratch.drop();
  }
}

await main();
