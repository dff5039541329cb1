// `npm test`: every test — lint and types, unit, API on SQLite and PostgreSQL, browser e2e —
// then the 10 slowest test files and one closing line "N passed, N failed".
//
// Two lanes run side by side (the machine has two cores, and one vitest run keeps one busy: its
// projects use numCpus − 1 workers and the browser tests run one file at a time, after the
// others): this terminal shows the static checks and then the unit and API tests; the web build
// and the browser tests, then the rehearsal, write to node_modules/.cache/tryout/e2e.log, printed
// when they end. PostgreSQL's restart test and the bench run after both lanes, alone.
// `--serial` runs the lanes one after the other, everything in the terminal.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';
import { webIsStale } from './start.mjs';
import { slowest } from './test-timings.mjs';
import { TYPECHECKS, tscArgs } from './typecheck.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CI = process.env.CI === 'true';
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const args = process.argv.slice(2);
// kept after the run: each vitest run's JSON report and per-file timings, the typecheck build info
const CACHE = path.join(root, 'node_modules/.cache/tryout');
const timingFiles = [];
let passed = 0;
let failed = 0;
const problems = [];
// each failed test by file and name, printed again at the end (the run's output is long)
const failedTests = [];

function run(cmd, cmdArgs, opts = {}) {
  return spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...opts });
}

/**
 * Runs a command without blocking this process (the other lane goes on); resolves with its exit
 * status. `log`: an open file its output is appended to, instead of the terminal.
 */
function runAsync(cmd, cmdArgs, { env = process.env, log, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      cwd,
      env,
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
    });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Prints a heading to the terminal or to the lane's log. */
function say(log, line) {
  if (log === undefined) console.log(line);
  else fs.writeSync(log, `${line}\n`);
}

async function step(name, cmd, cmdArgs, log) {
  say(log, `\n▶ ${name}`);
  const status = await runAsync(cmd, cmdArgs, { log });
  if (status === 0) passed++;
  else {
    failed++;
    problems.push(name);
  }
}

/**
 * Debian tools the tests drive: Chromium for e2e, poppler-utils (pdftotext) to read exported PDFs,
 * nginx in front of two instances (deploy/nginx.conf).
 */
const DEBIAN_TOOLS = [
  { pkg: 'chromium', bins: [process.env.CHROMIUM_PATH, '/usr/bin/chromium'] },
  { pkg: 'poppler-utils', bins: ['/usr/bin/pdftotext'] },
  { pkg: 'nginx', bins: ['/usr/sbin/nginx'] },
];

function ensureDebianTools() {
  const missing = DEBIAN_TOOLS.filter((t) => !t.bins.filter(Boolean).some((p) => fs.existsSync(p)));
  if (missing.length === 0) return true;
  const pkgs = missing.map((t) => t.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`Memasang paket Debian yang belum ada: ${pkgs.join(' ')}`);
    run('apt-get', ['update', '-qq']);
    const r = run('apt-get', ['install', '-y', '-qq', ...pkgs], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return r.status === 0;
  }
  console.error(
    `Paket Debian belum terpasang: ${pkgs.join(' ')}. Pasang dengan: sudo apt-get install -y ${pkgs.join(' ')}`,
  );
  return false;
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs vitest on the given projects (and only the given files, if any); counts its tests. */
async function vitest(projects, files = [], env = {}, log = undefined) {
  const label = `${projects.join('+')}${files.length ? `-${files.length}-files` : ''}`;
  const out = path.join(CACHE, `vitest-${label}.json`);
  const timings = path.join(CACHE, `timings-${label}.json`);
  fs.rmSync(out, { force: true });
  fs.rmSync(timings, { force: true });
  timingFiles.push(timings);
  say(log, `\n▶ vitest: ${projects.join(', ')} ${files.join(' ')}`);
  const status = await runAsync(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...files,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      '--reporter=./scripts/test-timings.mjs',
    ],
    { env: { ...process.env, TEST_DATABASE_URL, TRYOUT_TIMINGS: timings, ...env }, log },
  );
  // this run's failure already counted (the other lane's runs count their own)
  let counted = false;
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrors ?? 0);
    const brokenFiles = report.testResults.filter(
      (f) => f.status === 'failed' && f.assertionResults.length === 0,
    );
    failed += brokenFiles.length;
    for (const f of report.testResults) {
      const where = path.relative(root, f.name);
      for (const a of f.assertionResults)
        if (a.status === 'failed')
          failedTests.push(`${where} › ${a.fullName}${failureLines(a.failureMessages)}`);
      if (f.status === 'failed' && f.assertionResults.length === 0)
        failedTests.push(`${where} (${(f.message || 'the file did not run').split('\n')[0]})`);
    }
    if (report.numFailedTests || brokenFiles.length) {
      problems.push(`vitest (${projects.join(', ')})`);
      counted = true;
    }
  } else {
    failed++;
    problems.push(`vitest (${projects.join(', ')}) did not report`);
    counted = true;
  }
  if (status !== 0 && !counted) {
    failed++;
    problems.push('vitest exited non-zero');
  }
}

const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const serial = args.includes('--serial');
const projects = ['unit', 'api-sqlite'];

if (await postgresAnswers()) projects.push('api-postgres');
else {
  const msg = `PostgreSQL di ${TEST_DATABASE_URL} tidak menjawab: tes API PostgreSQL TIDAK dijalankan.`;
  console.error(`\n${'!'.repeat(msg.length)}\n${msg}\n${'!'.repeat(msg.length)}\n`);
  if (CI) {
    failed++;
    problems.push('PostgreSQL unreachable under CI=true');
  }
}
if (ensureDebianTools()) projects.push('e2e');
else {
  failed++;
  problems.push('Chromium, poppler-utils or nginx missing');
}

const selected = (only ? only.split(',') : projects).filter((p) => projects.includes(p));

/** Lane 1: lint, import rules and types, then the unit and API tests. */
async function staticThenApi() {
  if (!only || only === 'static') {
    await step('biome check', 'npx', ['biome', 'check', '.']);
    await step('import rules (ARCHITECTURE.md)', process.execPath, ['scripts/check-architecture.mjs']);
    // incremental: the second run re-checks only what changed (scripts/typecheck.mjs)
    for (const t of TYPECHECKS) await step(t.step, 'npx', tscArgs(t));
  }
  const api = selected.filter((p) => p !== 'e2e');
  if (api.length) await vitest(api);
}

/**
 * Lane 2: the web build and the browser tests. The build comes before vitest starts (not inside
 * the e2e global setup): vitest looks for test files while that setup runs, and a build rewriting
 * apps/web/dist under it once left it finding none.
 */
async function browserTests(log) {
  if (!selected.includes('e2e')) return;
  if (!process.env.WEB_DIST && webIsStale()) {
    say(log, '\n▶ vite build (apps/web)');
    // always a production build (under vitest NODE_ENV is 'test': React's development build)
    const status = await runAsync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps/web'),
      env: { ...process.env, NODE_ENV: 'production' },
      log,
    });
    if (status !== 0) {
      failed++;
      problems.push('vite build');
      return;
    }
  }
  await vitest(['e2e'], [], {}, log);
  // in the lane (mostly real time: a short exam day) when the lanes run side by side
  if (log !== undefined && rehearsalWanted) await rehearsal(log);
}

// the exam day in real time, short form: 40 candidates from one address, three in Chromium; its
// own table and 'rehearsal: N passed, M failed'; non-zero when a check fails
const rehearsalWanted = (!only || only === 'rehearsal') && projects.includes('e2e');
const rehearsal = (log) =>
  step('rehearsal --quick', process.execPath, ['--import', 'tsx', 'bench/rehearsal.ts', '--quick'], log);

const sideBySide = !serial && selected.includes('e2e');
if (!sideBySide) {
  await staticThenApi();
  await browserTests();
} else {
  fs.mkdirSync(CACHE, { recursive: true });
  const logFile = path.join(CACHE, 'e2e.log');
  const log = fs.openSync(logFile, 'w');
  console.log(
    `\nUji peramban (e2e) berjalan bersamaan; keluarannya di ${path.relative(root, logFile)}, dicetak setelah selesai.`,
  );
  await Promise.all([staticThenApi(), browserTests(log)]);
  fs.closeSync(log);
  console.log(`\n${'─'.repeat(30)} e2e (${path.relative(root, logFile)}) ${'─'.repeat(30)}`);
  process.stdout.write(fs.readFileSync(logFile));
}

// Last, alone: PostgreSQL restarted under a running server (it disturbs every other PostgreSQL
// test, so it never runs beside them). Needs the right to restart the cluster, or PG_RESTART_CMD.
const canRestartPg =
  process.env.PG_RESTART_CMD || (process.getuid?.() === 0 && fs.existsSync('/usr/bin/pg_ctlcluster'));
if ((!only || only === 'pg-restart') && projects.includes('api-postgres')) {
  if (canRestartPg) {
    await vitest(['api-postgres'], ['apps/server/test/security/pg-restart.test.ts'], {
      TRYOUT_PG_RESTART_TEST: '1',
    });
  } else
    console.log(
      '\nPostgreSQL tidak dapat di-restart dari sini (bukan root, PG_RESTART_CMD kosong): tes restart dilewati.',
    );
}

if (!only || only === 'bench') {
  if (fs.existsSync(path.join(root, 'bench/run.ts')))
    await step('bench --quick', process.execPath, ['--import', 'tsx', 'bench/run.ts', '--quick', '--check']);
}

if (rehearsalWanted && !sideBySide) await rehearsal();

const slow = slowest(timingFiles);
if (slow.length) {
  console.log(`\n${slow.length} berkas tes paling lama (laporan lengkap: ${path.relative(root, CACHE)}/):`);
  for (const t of slow)
    console.log(`${t.seconds.toFixed(1).padStart(7)} s  ${t.project.padEnd(12)} ${t.file}`);
}
/**
 * The first lines of a failed test's message (ANSI colours removed), indented under its name: the
 * summary at the end of a long run (and a CI record that keeps only the tail) then names the cause.
 */
function failureLines(messages) {
  const text = stripVTControlCharacters((messages ?? []).join('\n'));
  const lines = text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '' && !/^\s*at .*(node_modules|<anonymous>|node:internal)/.test(l))
    .slice(0, 6);
  return lines.map((l) => `\n      ${l.slice(0, 200)}`).join('');
}

if (failedTests.length) {
  console.log(`\nTes yang gagal (${failedTests.length}):`);
  for (const t of failedTests) console.log(`  ✗ ${t}`);
}
if (problems.length) console.log(`\nGagal: ${problems.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
