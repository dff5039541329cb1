/**
 * Exam-day benchmark (`npm run bench`): starts the server on a fresh database, seeds candidates,
 * and replays the hardest minutes of a tryout — logins, the start spike, autosave, the submit rush.
 * Each hot route (start, autosave, submit) is measured against its own floor in the same run: the
 * same rows written by the bare driver in one transaction plus the same response sent by a bare
 * Fastify route, at the same concurrency and batching (bench/floor-server.ts). On PostgreSQL the
 * start and submit are run again on 1 and then 2 cluster workers. Prints one table and writes it
 * as JSON under bench/results/.
 *
 *   npm run bench -- [--quick] [--pg [--pg-tcp]] [--candidates N] [--ramp SECONDS] [--autosave SECONDS] [--check]
 *                    [--profile] [--instances N] [--no-lcp] [--analyse-early]
 *
 * `--analyse-early` (PostgreSQL): every table of the fresh database is analysed right after the
 * seed, while attempts, draws and answers are still empty — what autovacuum does on a new
 * installation — so the exam day runs on statistics that say those tables hold nothing (docs/decisions/0033).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../apps/server/src/db';
import { issueToken } from '../apps/server/src/modules/auth/auth.service';
import { buildServer, SERVER_NODE_FLAGS, serverEntry } from '../scripts/build-server.mjs';
import { buildWeb, webIsStale } from '../scripts/start.mjs';
import { benchDatabaseUrl, freshDatabase } from './bench-db';
import { measureLcp, precacheSize } from './lcp';
import { argonRate, countPostgresCpu, freePort, phase, type Req, type Row, ready } from './measure';
import { openMonitor } from './monitor-stream';
import { seedCandidates } from './seed-candidates';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    pg: { type: 'boolean', default: false },
    /** with --pg: over loopback TCP even where PostgreSQL's Unix socket is */
    'pg-tcp': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    candidates: { type: 'string' },
    ramp: { type: 'string' },
    autosave: { type: 'string' },
    'no-lcp': { type: 'boolean', default: false },
    /** Write the server's CPU profile (node --cpu-prof) under bench/results/profiles/. */
    profile: { type: 'boolean', default: false },
    /** cluster workers of the server (WEB_CONCURRENCY); 1: one process, no cluster */
    instances: { type: 'string' },
    /** PostgreSQL: ANALYZE every table right after the seed (the exam-day tables still empty) */
    'analyse-early': { type: 'boolean', default: false },
  },
});
const quick = args.quick;
const N = Number(args.candidates ?? (quick ? 200 : 5000));
const RAMP_S = Number(args.ramp ?? (quick ? 5 : 300));
const AUTOSAVE_S = Number(args.autosave ?? (quick ? 5 : 30));
const INSTANCES = Number(args.instances ?? 1);
const ANALYSE_EARLY = args['analyse-early'];
/** candidates of each run of the 1 → 2 workers comparison (PostgreSQL) */
const WORKERS_N = quick ? 100 : Math.min(N, 2000);
const databaseUrl = benchDatabaseUrl(args.pg, args['pg-tcp']);
/** PostgreSQL runs on this machine: its processes' CPU is counted per phase */
const localPostgres = !!databaseUrl && /@(localhost|127\.0\.0\.1)[:/]|[?&]host=\//.test(databaseUrl);
const PASSWORD = 'peserta123';
/** application_name of the bench's PostgreSQL connections: their CPU is also counted apart */
const BENCH_APP = 'tryout-bench';
/** Cold loads of the exam page measured; the median is reported (one load is too noisy). */
const LCP_RUNS = 5;

/**
 * Targets of docs/decisions/0034. Every one is printed as met or missed; `--check` (CI) fails on errors and on
 * the budgets (`budget: true`) exceeded by more than 10 %. Throughput and burst timings are
 * printed, not asserted: on a shared 2-core machine they say as much about the neighbours.
 */
const TARGETS = {
  loginRatio: 0.8,
  spikeSeconds: 10,
  spikeP99: 1000,
  autosaveRps: databaseUrl ? 1000 : 2000,
  autosaveP99: 50,
  submitSeconds: 10,
  submitP99: 1000,
  /** each hot route's throughput over its own floor's (docs/decisions/0033; targets on SQLite) */
  startFloorRatio: 0.5,
  autosaveFloorRatio: 0.6,
  submitFloorRatio: 0.5,
  rssMb: 300,
  examPageKb: 150,
  lcpMs: 2500,
  /** PostgreSQL: server + database CPU per request (ms), and the submit's floor ratio there */
  pgCpuMs: { start: 1.3, submit: 1.8, autosave: 0.5 },
  pgSubmitFloorRatio: 0.3,
};

/** A phase's CPU per request: the server's plus every PostgreSQL process's (ms). */
const serverAndDbCpu = (row: Row) =>
  Math.round((row.cpuMsPerRequest + (row.dbCpuMsPerRequest ?? 0)) * 100) / 100;

interface Verdict {
  target: string;
  measured: string;
  met: boolean;
  /** a budget: --check fails when it is exceeded by more than 10 % */
  budget: boolean;
  withinTolerance: boolean;
}

/** One target: `atMost` (lower is better) or `atLeast`. */
function verdict(
  target: string,
  measured: number,
  unit: string,
  limit: { atMost?: number; atLeast?: number },
  budget = false,
): Verdict {
  const met = limit.atMost !== undefined ? measured <= limit.atMost : measured >= (limit.atLeast ?? 0);
  const withinTolerance =
    limit.atMost !== undefined ? measured <= limit.atMost * 1.1 : measured >= (limit.atLeast ?? 0) * 0.9;
  return { target, measured: `${measured}${unit}`, met, budget, withinTolerance };
}

/**
 * ANALYZE on every table of the schema, now: the candidates are seeded, the exam-day tables
 * (attempts, attempt_draws, answers, results) are empty, and the statistics say so until the
 * next ANALYZE — the planner then thinks a scan of them costs nothing.
 */
async function analyseEveryTable(db: Db, schema: string) {
  const { rows } = await sql<{
    tablename: string;
  }>`select tablename from pg_tables where schemaname = ${schema}`.execute(db);
  for (const { tablename } of rows) await sql`analyze ${sql.id(schema, tablename)}`.execute(db);
  console.log(`analysed ${rows.length} tables while the exam-day tables are empty`);
}

async function main() {
  // the bench's own PostgreSQL backends (the server's, the floor's) carry its application_name
  const stats = localPostgres ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : undefined;
  countPostgresCpu(
    localPostgres,
    stats &&
      (async () =>
        (
          await stats.query<{ pid: number }>(
            "select pid from pg_stat_activity where application_name = $1 or backend_type <> 'client backend'",
            [BENCH_APP],
          )
        ).rows.map((r) => r.pid)),
  );
  console.log(
    `Benchmark: ${N} peserta, database ${databaseUrl ? `PostgreSQL (${databaseUrl.includes('host=/') ? 'Unix socket' : 'TCP'})` : 'SQLite'}${quick ? ' (quick)' : ''}${INSTANCES > 1 ? `, ${INSTANCES} workers` : ''}${ANALYSE_EARLY ? ', analysed early' : ''}`,
  );
  if (ANALYSE_EARLY && !databaseUrl) throw new Error('--analyse-early is for PostgreSQL (--pg)');

  // fresh database: migrations, demo materi, N candidates with real argon2id hashes
  const scratch = await freshDatabase('bench', databaseUrl);
  const { handle, dataDir } = scratch;
  const candidates = await seedCandidates(handle.db, N, PASSWORD);
  // the floor's own candidates (bench/floor-server.ts) and, on PostgreSQL, the workers' comparison's
  // (two sets, exam tokens issued directly: their logins are not what that comparison measures)
  await seedCandidates(handle.db, N, PASSWORD, { prefix: 'floor', nisnBase: 8_000_000_000 });
  const workerSets: string[][] = [];
  if (databaseUrl)
    for (const [k, prefix] of ['wka', 'wkb'].entries()) {
      const set = await seedCandidates(handle.db, WORKERS_N, PASSWORD, {
        prefix,
        nisnBase: 7_000_000_000 + k * 1e8,
      });
      const ids = await handle.db
        .selectFrom('candidates')
        .select('id')
        .where(
          'email',
          'in',
          set.map((c) => c.email),
        )
        .orderBy('id')
        .execute();
      const tokens: string[] = [];
      for (const { id } of ids)
        tokens.push(await issueToken(handle.db, 'candidate_exam', { candidate_id: id }));
      workerSets.push(tokens);
    }
  if (ANALYSE_EARLY) await analyseEveryTable(handle.db, scratch.pgSchema ?? 'public');
  await handle.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The server runs as deployed (`npm start`): the compiled bundle under plain node, serving the
  // production build of the web app (its route sizes and the exam page's LCP are measured).
  if (webIsStale()) buildWeb();
  await buildServer();
  const profileArgs = args.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/results/profiles')}`]
    : [];
  const pgUrl = scratch.serverUrl && `${scratch.serverUrl}&application_name=${BENCH_APP}`;
  const startServer = (serverPort: number, workers: number, extraArgs: string[] = []) =>
    spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraArgs, serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: pgUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        REQUEST_LOG: 'false',
        RATE_LIMIT_ALLOW: '127.0.0.1',
        NODE_ENV: 'production',
        WEB_CONCURRENCY: String(workers),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const server = startServer(port, INSTANCES, profileArgs);
  const floorPort = await freePort();
  const floorBase = `http://127.0.0.1:${floorPort}`;
  const floor = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/floor-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      FLOOR_PORT: String(floorPort),
      ...(databaseUrl ? { FLOOR_PG: pgUrl } : { FLOOR_SQLITE: path.join(dataDir, 'tryout.sqlite') }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await ready(`${base}/tryout/api/health`);
    const rows: Row[] = [];
    const api = (p: string) => `/tryout/api/${p}`;
    const argon = await argonRate(quick ? 2 : 5);

    /**
     * PostgreSQL: the start and the submit of fresh candidates on 1 and then 2 cluster workers
     * (WEB_CONCURRENCY), each on a server of its own while the main one idles.
     */
    async function compareWorkers(kode: string): Promise<string> {
      const rps: string[] = [];
      for (const [k, tokens] of workerSets.entries()) {
        const workers = k + 1;
        const wPort = await freePort();
        const wBase = `http://127.0.0.1:${wPort}`;
        const wServer = startServer(wPort, workers);
        try {
          await ready(`${wBase}/tryout/api/health`);
          const call = (route: string, token: string, body: object): Req => ({
            method: 'POST',
            path: api(route),
            headers: { authorization: `Bearer ${token}` },
            body: JSON.stringify(body),
          });
          const start = await phase(`${workers} worker(s): soalUjianPg`, wBase, wServer, {
            queue: tokens.map((t) => call('soalUjianPg', t, { kode_ujian: kode, mulai: true })),
            connections: 200,
          });
          const submit = await phase(`${workers} worker(s): posthasilujian`, wBase, wServer, {
            queue: tokens.map((t) =>
              call('posthasilujian', t, { kode_ujian: kode, array_answer: [], jawaban_essay: [] }),
            ),
            connections: 200,
          });
          rows.push(start, submit);
          rps.push(`start ${start.rps}/s, submit ${submit.rps}/s`);
        } finally {
          wServer.kill('SIGTERM');
          await new Promise((r) => wServer.once('exit', r));
        }
      }
      return `PostgreSQL, 1 → 2 workers (${WORKERS_N} candidates each): ${rps.join(' → ')} — on 2 cores shared with PostgreSQL and the load generator this shows the cluster's overhead, not scaling (printed, not a target)`;
    }

    // 2. login ramp: candidates arrive spread over RAMP_S seconds; then the exam token
    const sessions = new Map<number, string>();
    const loginQueue = (list: typeof candidates): Req[] =>
      list.map((c, i) => ({
        method: 'POST',
        path: api('tes-users/tryout/login'),
        body: JSON.stringify({ email: c.email, password: PASSWORD }),
        tag: i,
      }));
    const onLogin = (status: number, body: string, tag: unknown) => {
      if (status === 200) sessions.set(tag as number, JSON.parse(body).data.email_token);
    };
    rows.push(
      await phase('login ramp', base, server, {
        queue: loginQueue(candidates),
        connections: 100,
        overallRate: Math.max(1, Math.ceil(N / RAMP_S)),
        onResponse: onLogin,
      }),
    );
    const burstSet = candidates.slice(0, Math.min(N, quick ? 100 : 1000));
    const burst = await phase('login max', base, server, {
      queue: loginQueue(burstSet),
      connections: 32,
      onResponse: onLogin,
    });
    rows.push(burst);
    const tokens = new Map<number, string>();
    rows.push(
      await phase('exam token (checknoreg)', base, server, {
        queue: candidates.map((c, i) => ({
          method: 'POST',
          path: api('checknoreg'),
          body: JSON.stringify({ no_reg: c.nisn, hash: sessions.get(i) ?? '' }),
          tag: i,
        })),
        connections: 50,
        onResponse: (status, body, tag) => {
          if (status === 200) tokens.set(tag as number, JSON.parse(body).data.api_token);
        },
      }),
    );
    const auth = (i: number) => ({ authorization: `Bearer ${tokens.get(i) ?? 'x'}` });

    // 3. start spike: everyone lists its materi and fetches the first one's questions at once
    const firstKode = new Map<number, string>();
    const listRow = await phase('start spike: listujian', base, server, {
      queue: candidates.map((c, i) => ({
        method: 'POST',
        path: api('listujian'),
        headers: auth(i),
        body: JSON.stringify({ no_reg: c.nisn }),
        tag: i,
      })),
      connections: 200,
      onResponse: (status, body, tag) => {
        if (status !== 200) return;
        const cards = JSON.parse(body).data.ujian as { kode_ujian: string; is_toefl: string }[];
        const first = cards.find((c) => c.is_toefl !== '1') ?? cards[0];
        if (first) firstKode.set(tag as number, first.kode_ujian);
      },
    });
    const questions = new Map<number, number[]>();
    /** one 200 response of each hot route: the floor sends the same bytes */
    const sample: Record<'start' | 'save' | 'submit', string> = { start: '{}', save: '{}', submit: '{}' };
    const sheetRow = await phase('start spike: soalUjianPg', base, server, {
      queue: candidates.map((_c, i) => ({
        method: 'POST',
        path: api('soalUjianPg'),
        headers: auth(i),
        body: JSON.stringify({ kode_ujian: firstKode.get(i) ?? '', mulai: true }),
        tag: i,
      })),
      connections: 200,
      onResponse: (status, body, tag) => {
        if (status !== 200) return;
        if (tag === 0) sample.start = body;
        const sheet = JSON.parse(body).data as {
          groups: { questions: { id_soal: number; type_soal: string }[] }[];
        };
        questions.set(
          tag as number,
          sheet.groups.flatMap((g) => g.questions.filter((q) => q.type_soal === 'PG').map((q) => q.id_soal)),
        );
      },
    });
    rows.push(listRow, sheetRow);
    const spikeSeconds = Math.round((listRow.seconds + sheetRow.seconds) * 10) / 10;

    // the floors: the same rows and response bytes, the same concurrency, right after the route
    await ready(`${floorBase}/floor/setup`);
    const floorCall = (route: 'start' | 'save' | 'submit', body: object): Req => ({
      method: 'POST',
      path: `/floor/${route}`,
      body: JSON.stringify(body),
    });
    const floorOf = async (
      route: 'start' | 'save' | 'submit',
      real: Row,
      opts: Parameters<typeof phase>[3],
    ) => {
      await fetch(`${floorBase}/floor/setup`, {
        method: 'POST',
        body: JSON.stringify(sample),
        headers: { 'content-type': 'application/json' },
      });
      const row = await phase(`  floor of ${route}`, floorBase, floor, opts);
      real.ratio = Math.round((real.rps / Math.max(1, row.rps)) * 100) / 100;
      rows.push(row);
      return row;
    };
    await floorOf('start', sheetRow, {
      queue: candidates.map((_c, i) => floorCall('start', { i })),
      connections: 200,
    });

    // 4. autosave at the highest sustainable rate
    const letters = ['A', 'B', 'C', 'D', 'E'];
    const ready_ = candidates.map((_c, i) => i).filter((i) => (questions.get(i)?.length ?? 0) > 0);
    let k = 0;
    const nextSave = (): Req => {
      const n = Math.max(1, ready_.length);
      const i = ready_[k % n] ?? 0;
      const qs = questions.get(i) ?? [0];
      // each round over the candidates moves every candidate to its next question, so one
      // candidate's saves of one question are a whole pass over its questions apart: never two
      // in flight at once (the exam page sends a tab's saves one after another; two saves of
      // one question crossing on the way would be refused as stale, 409, as they should)
      const q = qs[Math.floor(k / n) % qs.length];
      k++;
      return {
        method: 'POST',
        path: api('simpanJawaban'),
        headers: auth(i),
        body: JSON.stringify({
          kode_ujian: firstKode.get(i) ?? '',
          id_soal: q,
          value: letters[k % 5],
          // as the exam page does: each save's order on the clock (it only grows here)
          urutan: Date.now() + k,
        }),
      };
    };
    // First the most the server takes (closed loop, 32 connections: latency there is queueing),
    // then the highest sustainable rate: 80 % of that held open-loop for the same time, and when
    // its p99 misses the target, 65 % and then 50 %. Every step tried is a row of the table.
    const saveMaxOpts = {
      next: nextSave,
      duration: AUTOSAVE_S,
      connections: 32,
      onResponse: (status: number, body: string) => {
        if (status === 200) sample.save = body;
      },
    };
    const saveMax = await phase('autosave max (simpanJawaban)', base, server, saveMaxOpts);
    rows.push(saveMax);
    let f = 0;
    await floorOf('save', saveMax, {
      next: () => {
        const i = ready_[f++ % Math.max(1, ready_.length)] ?? 0;
        const qs = questions.get(i) ?? [0];
        return floorCall('save', { i, q: qs[f % qs.length], v: letters[f % 5] });
      },
      duration: AUTOSAVE_S,
      connections: 32,
    });
    let saveSustained: Row | undefined;
    for (const share of [0.8, 0.65, 0.5]) {
      saveSustained = await phase(`autosave sustained (${share * 100} % of max)`, base, server, {
        next: nextSave,
        duration: AUTOSAVE_S,
        connections: 32,
        overallRate: Math.max(1, Math.floor(saveMax.rps * share)),
      });
      rows.push(saveSustained);
      if (saveSustained.p99 <= TARGETS.autosaveP99) break;
    }

    // 4b. the same autosave with a proctor's monitor open on that materi (docs/decisions/0007)
    const monitor = await openMonitor(base, firstKode.get(ready_[0] ?? 0) ?? '');
    const saveMonitored = await phase('autosave max, monitor open', base, server, saveMaxOpts);
    rows.push(saveMonitored);
    const monitorLine = monitor.stop(saveMonitored.rps, saveMax.rps);

    // 5. submit rush
    const submitRow = await phase('submit rush (posthasilujian)', base, server, {
      queue: candidates.map((c, i) => ({
        method: 'POST',
        path: api('posthasilujian'),
        headers: auth(i),
        body: JSON.stringify({
          kode_ujian: firstKode.get(i) ?? '',
          email: c.email,
          nim: c.nisn,
          nama_mhs: c.full_name,
          jawaban_essay: [],
          array_answer: [],
          point: 0,
          jumlah_soal_ujian: questions.get(i)?.length ?? 0,
        }),
      })),
      connections: 200,
      onResponse: (status, body) => {
        if (status === 200) sample.submit = body;
      },
    });
    rows.push(submitRow);
    await floorOf('submit', submitRow, {
      queue: candidates.map((_c, i) => floorCall('submit', { i })),
      connections: 200,
    });

    console.log(monitorLine);
    const workersLine = databaseUrl ? await compareWorkers(firstKode.get(0) ?? '') : null;
    if (workersLine) console.log(workersLine);
    const loginRatio = Math.round((burst.rps / argon) * 100) / 100;

    // front-end budgets: per-route sizes from the build, and LCP of the exam page on slow 4G
    const budget = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/dist/route-sizes.json'), 'utf8')) as {
      examPages: Record<string, number>;
    };
    // every page a candidate takes an exam on (tryout, TOEFL section, course exam) is held to it
    const [heaviestExamPage, heaviestExamKb] = Object.entries(budget.examPages).sort(
      ([, a], [, b]) => b - a,
    )[0];
    const lcp = args['no-lcp'] ? null : await measureLcp(base, candidates[N - 1], PASSWORD, LCP_RUNS);
    // the service worker is not counted in the page budget; its precache list is printed
    const precache = precacheSize(path.join(root, 'apps/web/dist'));

    console.log('');
    console.table(
      rows.map((r) => ({
        phase: r.phase,
        requests: r.requests,
        s: r.seconds,
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'max ms': r.max,
        errors: r.errors,
        'RSS peak MB': r.rssPeakMb,
        'CPU ms/req': r.cpuMsPerRequest,
        ...(databaseUrl
          ? { 'PG CPU ms/req': r.dbCpuMsPerRequest, 'own PG CPU ms/req': r.ownDbCpuMsPerRequest }
          : {}),
        'x floor': r.ratio,
      })),
    );
    console.log(
      `argon2id (19 MiB, t=2, p=1): ${argon.toFixed(1)} hashes/s — login max ${burst.rps}/s = ${loginRatio} of it`,
    );
    console.log(`start spike: ${N} candidates from list to questions in ${spikeSeconds.toFixed(1)} s`);
    console.log(
      `candidate exam pages JS (KiB gzip, budget ${TARGETS.examPageKb}): ${Object.entries(budget.examPages)
        .map(([p, kb]) => `${p.replace('exam-day/', '')} ${kb}`)
        .join(', ')}`,
    );
    if (lcp)
      console.log(
        `exam page LCP (slow 4G, 4x CPU): ${lcp.lcpMs} ms, median of ${lcp.runsMs.length} cold loads (${lcp.runsMs.join(', ')}); second visit with the service worker ${lcp.secondVisitLcpMs ?? '-'} ms (${lcp.secondVisitRunsMs.map((ms) => ms ?? '-').join(', ')})`,
      );
    console.log(
      `service worker precache: ${precache.files} files, ${precache.kib} KiB (${precache.gzipKib} KiB gzip)`,
    );

    const report = {
      date: new Date().toISOString(),
      database: databaseUrl ? 'postgres' : 'sqlite',
      candidates: N,
      quick,
      machine: { cpus: os.availableParallelism(), memGb: Math.round(os.totalmem() / 2 ** 30) },
      argon2HashesPerSecond: Math.round(argon * 10) / 10,
      loginRatioToArgon: loginRatio,
      spikeSeconds,
      instances: INSTANCES,
      analyseEarly: ANALYSE_EARLY,
      workers: workersLine,
      rows,
      routeSizesKb: budget,
      lcp,
      precache,
      targets: [] as Verdict[],
    };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const out = path.join(
      root,
      'bench/results',
      `${report.date.replace(/[:.]/g, '-')}-${report.database}${ANALYSE_EARLY ? '-analysed-early' : ''}.json`,
    );

    // the server as run (the floors and the workers' comparison are other processes)
    const rssPeak = Math.max(
      ...rows
        .filter((r) => !r.phase.startsWith('  floor') && !r.phase.includes('worker(s)'))
        .map((r) => r.rssPeakMb),
    );
    const save = saveSustained ?? saveMax;
    const verdicts: Verdict[] = [
      verdict('login ≥ 0.8 of the argon2id limit', loginRatio, '', { atLeast: TARGETS.loginRatio }),
      verdict(`start spike: ${N} from list to questions ≤ 10 s`, spikeSeconds, ' s', {
        atMost: TARGETS.spikeSeconds,
      }),
      verdict('start spike p99 < 1 s', Math.max(listRow.p99, sheetRow.p99), ' ms', {
        atMost: TARGETS.spikeP99,
      }),
      verdict(`autosave ≥ ${TARGETS.autosaveRps}/s sustained`, save.rps, '/s', {
        atLeast: TARGETS.autosaveRps,
      }),
      verdict(
        'autosave p99 < 50 ms at the sustained rate',
        save.p99,
        ' ms',
        { atMost: TARGETS.autosaveP99 },
        true,
      ),
      verdict(`submit rush: ${N} within 10 s`, submitRow.seconds, ' s', { atMost: TARGETS.submitSeconds }),
      verdict('submit p99 < 1 s', submitRow.p99, ' ms', { atMost: TARGETS.submitP99 }),
      verdict('start ≥ 0.5 of its floor', sheetRow.ratio ?? 0, '', { atLeast: TARGETS.startFloorRatio }),
      verdict('autosave ≥ 0.6 of its floor', saveMax.ratio ?? 0, '', { atLeast: TARGETS.autosaveFloorRatio }),
      verdict('submit ≥ 0.5 of its floor', submitRow.ratio ?? 0, '', { atLeast: TARGETS.submitFloorRatio }),
      verdict('server RSS ≤ 300 MB', rssPeak, ' MB', { atMost: TARGETS.rssMb }, true),
      verdict(
        `exam pages JS ≤ 150 KiB gzip (heaviest: ${heaviestExamPage.replace('exam-day/', '')})`,
        heaviestExamKb,
        ' KiB',
        { atMost: TARGETS.examPageKb },
        true,
      ),
      ...(lcp ? [verdict('exam page LCP ≤ 2.5 s', lcp.lcpMs, ' ms', { atMost: TARGETS.lcpMs }, true)] : []),
      ...(databaseUrl
        ? [
            ...(
              [
                ['start', sheetRow],
                ['submit', submitRow],
                ['autosave', saveMax],
              ] as const
            ).map(([name, row]) =>
              verdict(
                `${name}: server + PostgreSQL CPU ≤ ${TARGETS.pgCpuMs[name]} ms`,
                serverAndDbCpu(row),
                ' ms',
                { atMost: TARGETS.pgCpuMs[name] },
              ),
            ),
            verdict('PostgreSQL: submit ≥ 0.3 of its floor', submitRow.ratio ?? 0, '', {
              atLeast: TARGETS.pgSubmitFloorRatio,
            }),
          ]
        : []),
    ];
    console.log('');
    console.table(
      verdicts.map((v) => ({
        target: v.target,
        measured: v.measured,
        met: v.met ? 'yes' : 'NO',
        kind: v.budget ? 'budget (checked)' : 'target (printed)',
      })),
    );
    report.targets = verdicts;
    fs.writeFileSync(out, JSON.stringify(report, null, 2));
    console.log(`written ${path.relative(root, out)}`);

    if (args.check) {
      const problems: string[] = [];
      for (const r of rows) if (r.errors > 0) problems.push(`${r.phase}: ${r.errors} errors`);
      for (const v of verdicts)
        if (v.budget && !v.withinTolerance) problems.push(`${v.target}: ${v.measured}`);
      if (problems.length) {
        console.error(`Bench check failed: ${problems.join('; ')}`);
        process.exitCode = 1;
      } else console.log('Bench check: every phase without errors and every budget within 10 %.');
    }
  } finally {
    floor.kill('SIGTERM');
    server.kill('SIGTERM');
    // a graceful end writes the CPU profile: wait for it (up to 15 s) before killing
    if (server.exitCode == null)
      await new Promise((r) => {
        server.once('exit', r);
        setTimeout(r, args.profile ? 15_000 : 300);
      });
    if (server.exitCode == null) server.kill('SIGKILL');
    await scratch.drop();
    await stats?.end();
  }
}

await main();
