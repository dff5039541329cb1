/**
 * The exam-day rehearsal (`npm run rehearsal`, docs/decisions/0001): a real server process on a fresh
 * database with the demo seed, 40 candidates behind one address (127.0.0.1) logging in within a
 * minute through the candidate login route, each taking the same tryout materi (its `waktu` cut
 * short so that the exam runs to its end) with autosaves ('urutan' as the web app sends them) and
 * heartbeats; three of them in real Chromium: one loses its network while answering, one reloads
 * its page, one moves to a second device. A proctor gives one of them 5 more minutes. Most submit,
 * some let the time expire. Then every acknowledged answer must be the stored one and counted in
 * the score, every candidate must have exactly one result, every login must have succeeded, every
 * countdown read must be within 1.5 s of the server's deadline and no response may be a 5xx.
 * Prints a table and 'rehearsal: N passed, M failed'; exits non-zero when a check fails.
 *
 *   npm run rehearsal -- [--quick] [--pg]
 *
 * --quick (CI): a 2-minute exam, heartbeats every 10 s, 30 s offline (about 3 minutes);
 * the full form: a 4-minute exam, heartbeats every 30 s, 2 minutes offline (about 5 minutes).
 * --pg: the server on PostgreSQL (127.0.0.1:5432, a schema of its own, dropped at the end).
 * Rate limits stay as configured by default: nothing here allows 127.0.0.1 through.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { drawItemsOf } from '../apps/server/src/db/draws';
import { originalKey } from '../apps/server/src/domain/option-order';
import { round2 } from '../apps/server/src/domain/scoring';
import { type ServerProcess, startServer, stopServer } from '../apps/server/test/security/server-process';
import { openBrowser } from '../e2e/browser';
import { type ApiBody, apiPost } from '../e2e/candidate';
import { LECTURER } from '../e2e/staff';
import { HEARTBEAT_INTERVAL_MS } from '../packages/shared/src/constants';
import { MONITOR_MSG } from '../packages/shared/src/monitor-messages';
import { buildWeb, webIsStale } from '../scripts/start.mjs';
import { benchDatabaseUrl, freshDatabase } from './bench-db';
import { type BenchCandidate, seedCandidates } from './seed-candidates';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    pg: { type: 'boolean', default: false },
  },
});
const QUICK = args.quick;
const N = 40;
const KODE = 'TPA';
const PASSWORD = 'peserta123';
const PLAN = QUICK
  ? { waktuMin: 2, beatMs: 10_000, offlineMs: 30_000, loginSpreadMs: 10_000 }
  : { waktuMin: 4, beatMs: 30_000, offlineMs: 120_000, loginSpreadMs: 30_000 };
/** a countdown read may differ from the server's deadline − now by this much (it shows whole seconds) */
const TOLERANCE_S = 1.5;
/** the server finalises an attempt this long after its deadline (finalise.service: the grace) */
const GRACE_MS = 30_000;
const SWEEP_MS = 5_000;
/** the whole run stops here whatever happens (server and browsers ended) */
const HARD_LIMIT_MS = (QUICK ? 6 : 11) * 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const secondsSince = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);

type Role = 'api' | 'offline' | 'reload' | 'switch';
interface Ack {
  id_soal: number;
  value: string;
  urutan: number;
}
interface Person {
  c: BenchCandidate;
  role: Role;
  /** let the time expire instead of submitting */
  expires: boolean;
  acks: Ack[];
  /** each login's status and when it was answered */
  logins: { status: number; at: number }[];
  started: boolean;
  submitted: boolean;
  /** what went wrong in its own flow (a step that timed out, a refused call) */
  errors: string[];
}
interface ClockRead {
  who: string;
  when: string;
  shown: number;
  server: number;
}

/** 'route status' → how many responses */
const statuses = new Map<string, number>();
const fiveXx: string[] = [];
const clockReads: ClockRead[] = [];
const heartbeatMismatches: string[] = [];
let heartbeats = 0;
const notes: string[] = [];
function noteStatus(route: string, status: number) {
  const key = `${route} ${status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  if (status >= 500) fiveXx.push(key);
}

let base = '';
/** A POST to the API as the web app sends it (JSON or form-data); every status is counted. */
async function call(route: string, opts: ApiBody) {
  try {
    const res = await fetch(`${base}/tryout/api/${route}`, {
      // a JSON body always, as the web app's client sends (an empty one too)
      ...apiPost(opts.form ? opts : { ...opts, json: opts.json ?? {} }),
      signal: AbortSignal.timeout(30_000),
    });
    noteStatus(route, res.status);
    const text = await res.text();
    let parsed: { message?: string; data?: any } = {};
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, message: parsed.message ?? text.slice(0, 200), data: parsed.data };
  } catch (e) {
    noteStatus(route, 0);
    return { status: 0, message: String(e), data: undefined };
  }
}

async function main() {
  const t0 = Date.now();
  const databaseUrl = benchDatabaseUrl(args.pg, true);
  console.log(
    `Gladi ujian: ${N} peserta dari 127.0.0.1, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ujian ${PLAN.waktuMin} menit${QUICK ? ' (quick)' : ''}`,
  );
  const scratch = await freshDatabase('rehearsal', databaseUrl);
  const { db } = scratch.handle;
  let server: ServerProcess | undefined;
  const browsers: { close(): Promise<void> }[] = [];
  const hardStop = setTimeout(() => {
    console.error(`rehearsal: stopped at the hard limit of ${HARD_LIMIT_MS / 60_000} minutes`);
    server?.child.kill('SIGKILL');
    fs.rmSync(scratch.dataDir, { recursive: true, force: true });
    process.exit(1);
  }, HARD_LIMIT_MS);
  hardStop.unref();
  try {
    const candidates = await seedCandidates(db, N, PASSWORD, { prefix: 'gladi', nisnBase: 6_000_000_000 });
    // the exam really runs to its end: its time cut short before anyone starts
    await db.updateTable('materi').set({ waktu: PLAN.waktuMin }).where('kode_ujian', '=', KODE).execute();
    const materi = await db
      .selectFrom('materi')
      .select('id')
      .where('kode_ujian', '=', KODE)
      .executeTakeFirstOrThrow();

    const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
    if (!process.env.WEB_DIST && webIsStale()) buildWeb();
    server = await startServer(
      {
        DATA_DIR: scratch.dataDir,
        DATABASE_URL: scratch.serverUrl,
        SEED_DEMO: 'false',
        NODE_ENV: 'production',
        WEB_DIST: webDist,
        // the login limits as deployed: 127.0.0.1 is not let through (startServer's default is)
        RATE_LIMIT_ALLOW: '',
        SWEEP_INTERVAL_MS: String(SWEEP_MS),
      },
      120_000,
    );
    base = server.base;
    console.log(`server ${base} siap dalam ${secondsSince(t0)} s`);

    // who does what: three in Chromium, every eighth lets the time expire, the rest submit
    const people: Person[] = candidates.map((c, i) => ({
      c,
      role: (['offline', 'reload', 'switch'] as const)[i] ?? 'api',
      expires: i >= 3 && i % 8 === 7,
      acks: [],
      logins: [],
      started: false,
      submitted: false,
      errors: [],
    }));
    const idOf = new Map(
      (
        await db
          .selectFrom('candidates')
          .select(['id', 'email'])
          .where(
            'email',
            'in',
            candidates.map((c) => c.email),
          )
          .execute()
      ).map((r) => [r.email, r.id]),
    );
    const attemptOf = (p: Person) =>
      db
        .selectFrom('attempts')
        .select(['id', 'deadline_at', 'status'])
        .where('candidate_id', '=', idOf.get(p.c.email) ?? -1)
        .where('materi_id', '=', materi.id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    const deadlineOf = async (p: Person) => Date.parse((await attemptOf(p))?.deadline_at ?? '');

    const loginT0 = Date.now();
    const flows = people.map((p, i) => {
      const flow =
        p.role === 'api'
          ? apiCandidate(p, loginT0 + (i * PLAN.loginSpreadMs) / N)
          : browserCandidate(p, {
              attemptOf,
              deadlineOf,
              browsers,
              materiId: materi.id,
              candidateId: (x) => idOf.get(x.c.email) ?? -1,
            });
      return flow.catch((e) => {
        p.errors.push(String(e instanceof Error ? e.message : e).split('\n')[0]);
      });
    });
    await Promise.all(flows);
    console.log(`semua alur selesai pada ${secondsSince(t0)} s`);
    for (const b of browsers.splice(0)) await b.close().catch(() => {});

    // the attempts left to expire: the sweep (or the next request) finalises them after the grace
    const lastDeadline = Math.max(
      ...(
        await db
          .selectFrom('attempts')
          .select('deadline_at')
          .where('materi_id', '=', materi.id)
          .where('status', '=', 'in_progress')
          .execute()
      ).map((a) => Date.parse(a.deadline_at)),
      0,
    );
    // (bounded: a flow that broke off before its submit is a failed check, not a longer wait)
    const waitUntil = Math.min(
      lastDeadline + GRACE_MS + SWEEP_MS + 10_000,
      Date.now() + PLAN.waktuMin * 60_000,
    );
    for (;;) {
      const open = await db
        .selectFrom('attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('materi_id', '=', materi.id)
        .where('status', '=', 'in_progress')
        .executeTakeFirstOrThrow();
      if (Number(open.n) === 0 || Date.now() > waitUntil) break;
      await sleep(1000);
    }

    const rows = await checks(db, people, idOf, materi.id, loginT0);
    console.log('');
    console.table(rows.map((r) => ({ check: r.check, measured: r.measured, ok: r.ok ? 'yes' : 'NO' })));
    console.log(
      `responses: ${[...statuses.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${k}×${n}`)
        .join(', ')}`,
    );
    for (const p of people)
      if (p.errors.length) console.log(`  ${p.c.email} (${p.role}): ${p.errors.join('; ')}`);
    for (const n of notes) console.log(`  ${n}`);
    const passed = rows.filter((r) => r.ok).length;
    const failed = rows.length - passed;
    console.log(`\nrehearsal: ${passed} passed, ${failed} failed (${secondsSince(t0)} s)`);
    if (failed > 0) {
      // what the server logged (warnings and errors): the first place to look
      const log = server.output().trim();
      if (log) console.log(`\nserver log (last 4000 characters):\n${log.slice(-4000)}`);
      process.exitCode = 1;
    }
  } finally {
    for (const b of browsers) await b.close().catch(() => {});
    await stopServer(server).catch(() => {});
    await scratch.drop();
    clearTimeout(hardStop);
  }
}

// ---------------------------------------------------------------------------------------------
// a candidate through the API, as the web app calls it

let urutanLast = 0;
/** a save's 'urutan': a millisecond stamp that only grows (useSaveQueue's nextUrutan) */
const nextUrutan = () => {
  urutanLast = Math.max(Date.now(), urutanLast + 1);
  return urutanLast;
};

interface SheetQuestion {
  id_soal: number;
  type_soal: 'PG' | 'Essay';
  options: { key: string }[];
}

async function apiCandidate(p: Person, loginAt: number) {
  await sleep(loginAt - Date.now());
  const login = await call('tes-users/tryout/login', { form: { email: p.c.email, password: PASSWORD } });
  p.logins.push({ status: login.status, at: Date.now() });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${login.message}`);
  const check = await call('checknoreg', { json: { no_reg: p.c.nisn, hash: login.data.email_token } });
  if (check.status !== 200) throw new Error(`checknoreg ${check.status}: ${check.message}`);
  const token: string = check.data.api_token;
  await call('listujian', { token, json: { no_reg: p.c.nisn } });
  const sheet = await call('soalUjianPg', { token, json: { kode_ujian: KODE, mulai: true } });
  if (sheet.status !== 200) throw new Error(`soalUjianPg ${sheet.status}: ${sheet.message}`);
  p.started = true;
  const questions = (sheet.data.groups as { questions: SheetQuestion[] }[])
    .flatMap((g) => g.questions)
    .filter((q) => q.type_soal === 'PG');
  const deadline = Date.parse(sheet.data.deadline_at);
  const startedAt = Date.now();
  const length = deadline - startedAt;
  // submitters hand in between 55 % and 95 % of the time; the others answer into the grace period
  const endAt = p.expires ? deadline + 8000 : startedAt + length * (0.55 + Math.random() * 0.4);
  const answerEvery = length / (questions.length * 0.7);
  const current = new Map<number, string>();
  let nextAnswer = Date.now() + Math.random() * answerEvery;
  let nextBeat = Date.now() + PLAN.beatMs;
  for (let step = 0; step < 2000 && Date.now() < endAt; step++) {
    await sleep(Math.min(nextAnswer, nextBeat, endAt) - Date.now());
    if (Date.now() >= nextBeat) {
      nextBeat += PLAN.beatMs;
      await apiHeartbeat(p, token);
    }
    if (Date.now() >= nextAnswer && Date.now() < endAt) {
      nextAnswer += answerEvery * (0.5 + Math.random());
      // mostly a new question, sometimes a change of mind on an earlier one
      const q =
        current.size > 0 && Math.random() < 0.25
          ? (questions.find((x) => current.has(x.id_soal)) ?? questions[0])
          : (questions.find((x) => !current.has(x.id_soal)) ?? questions[step % questions.length]);
      const value = q.options[Math.floor(Math.random() * q.options.length)].key;
      const urutan = nextUrutan();
      const r = await call('simpanJawaban', {
        token,
        json: { kode_ujian: KODE, id_soal: q.id_soal, value, urutan },
      });
      if (r.status === 200) {
        p.acks.push({ id_soal: q.id_soal, value, urutan });
        current.set(q.id_soal, value);
      } else if (Date.now() < deadline) throw new Error(`simpanJawaban ${r.status}: ${r.message}`);
    }
  }
  if (p.expires) {
    // half of them come back after the grace: their next request finds the attempt finalised
    if (p.c.nisn.endsWith('5')) {
      await sleep(deadline + GRACE_MS + 1000 - Date.now());
      await apiHeartbeat(p, token);
    }
    return;
  }
  const submit = await call('posthasilujian', {
    token,
    json: {
      kode_ujian: KODE,
      email: p.c.email,
      nim: p.c.nisn,
      nama_mhs: p.c.full_name,
      jawaban_essay: [],
      point: 0,
      array_answer: questions.map((q) => ({ id_soal: q.id_soal, value: current.get(q.id_soal) ?? null })),
      jumlah_soal_ujian: questions.length,
    },
  });
  if (submit.status !== 200) throw new Error(`posthasilujian ${submit.status}: ${submit.message}`);
  p.submitted = true;
}

/** A heartbeat: its deadline must be the one stored, its clock this machine's. */
async function apiHeartbeat(p: Person, token: string) {
  const hb = await call('heartbeat', { token });
  if (hb.status !== 200) return;
  heartbeats++;
  const skew = Math.abs(Date.parse(hb.data.server_now) - Date.now()) / 1000;
  if (skew > TOLERANCE_S) heartbeatMismatches.push(`${p.c.email}: server_now ${skew.toFixed(2)} s off`);
  if (hb.data.deadline_at && hb.data.attempt_id) stampedDeadlines.push({ p, ...hb.data });
}
/** every heartbeat's deadline, compared with the stored one at the end (only staff moves it) */
const stampedDeadlines: { p: Person; attempt_id: number; deadline_at: string }[] = [];

// ---------------------------------------------------------------------------------------------
// a candidate in Chromium

interface BrowserCtx {
  attemptOf: (p: Person) => Promise<{ id: number; deadline_at: string; status: string } | undefined>;
  /** the stored deadline of the candidate's attempt (ms) */
  deadlineOf: (p: Person) => Promise<number>;
  browsers: { close(): Promise<void> }[];
  materiId: number;
  candidateId: (p: Person) => number;
}

/** The countdown's seconds left, as shown (role 'timer'), and when the page showed it (its Date.now()). */
async function shownSeconds(page: Page): Promise<{ shown: number; at: number }> {
  const { text, at } = await page.evaluate(() => ({
    text: document.querySelector('[role="timer"]')?.textContent ?? '',
    at: Date.now(),
  }));
  const m = /(\d+):(\d\d):(\d\d)/.exec(text);
  if (!m) throw new Error(`no countdown in "${text}"`);
  return { shown: Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]), at };
}

/**
 * Reads the countdown `times`, a second apart, beside the server's seconds left at the same
 * instant (the stored deadline − the page's own Date.now(): one machine, one clock).
 */
async function readClock(page: Page, p: Person, when: string, bc: BrowserCtx, times = 3) {
  for (let k = 0; k < times; k++) {
    const deadline = await bc.deadlineOf(p);
    const { shown, at } = await shownSeconds(page);
    clockReads.push({ who: p.role, when, shown, server: (deadline - at) / 1000 });
    if (k < times - 1) await sleep(1000);
  }
}

/** A Chromium page that records what the server acknowledged and every 5xx. */
async function openDevice(p: Person, bc: BrowserCtx, heartbeatsSeen: { at: number; deadline_at: string }[]) {
  const b = await openBrowser();
  bc.browsers.push(b);
  b.page.on('dialog', (d) => void d.accept());
  b.page.on('response', (r) => {
    const u = r.url();
    if (!u.startsWith(base)) return;
    if (!u.includes('/tryout/api/')) {
      if (r.status() >= 500) fiveXx.push(`${p.role}: ${u.slice(base.length)} ${r.status()}`);
      return;
    }
    noteStatus(`${u.split('/tryout/api/')[1].split('?')[0]} (${p.role})`, r.status());
    if (u.endsWith('/tes-users/tryout/login')) p.logins.push({ status: r.status(), at: Date.now() });
    if (u.endsWith('/simpanJawaban') && r.status() === 200) {
      const body = r.request().postDataJSON() as { id_soal: number; value?: string; urutan?: number };
      if (body.value) p.acks.push({ id_soal: body.id_soal, value: body.value, urutan: body.urutan ?? 0 });
    }
    if (u.endsWith('/heartbeat') && r.status() === 200)
      void r
        .json()
        .then((j: { data: { deadline_at: string | null } }) => {
          if (j.data.deadline_at) heartbeatsSeen.push({ at: Date.now(), deadline_at: j.data.deadline_at });
        })
        .catch(() => {});
  });
  return b;
}

async function loginUi(page: Page, p: Person) {
  await page.goto(`${base}/tryout/`);
  await page.getByRole('textbox', { name: 'Email' }).fill(p.c.email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**/tryout/ujian/${p.c.nisn}`, { timeout: 30_000 });
  await page.getByText('Data Peserta').waitFor({ timeout: 30_000 });
}

const radio = (page: Page, n: number, key: string) =>
  page
    .getByRole('radiogroup', { name: `Pilihan jawaban soal ${n}`, exact: true })
    .getByRole('radio', { name: `Jawaban ${key}` });

const LETTERS = ['A', 'B', 'C', 'D'];
let clicks = 0;
/** Answers question n with some letter (the page saves it, or queues it while offline). */
async function answer(page: Page, n: number) {
  await radio(page, n, LETTERS[clicks++ % LETTERS.length]).click();
}

const saved = (page: Page, timeout = 30_000) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid="save-status"]')].every(
        (e) => e.textContent === 'Tersimpan',
      ),
    null,
    { timeout },
  );

async function finishUi(page: Page, p: Person) {
  await saved(page);
  await page.getByRole('button', { name: 'Selesaikan Ujian' }).click();
  await page
    .getByRole('dialog', { name: 'Selesaikan Ujian ?' })
    .getByRole('button', { name: 'Ya, Selesaikan' })
    .click();
  await page.waitForURL(`**/tryout/ujian/${p.c.nisn}`, { timeout: 30_000 });
  await page.getByTestId('finished-result').waitFor({ timeout: 30_000 });
  p.submitted = true;
}

/** Where a browser's page is saved when its flow breaks off (to see what it showed). */
const SHOTS = path.join(root, 'test-results/rehearsal');

async function browserCandidate(p: Person, bc: BrowserCtx) {
  const seen: { at: number; deadline_at: string }[] = [];
  const { page, context } = await openDevice(p, bc, seen);
  try {
    await browserFlow(p, bc, page, context, seen);
  } catch (e) {
    fs.mkdirSync(SHOTS, { recursive: true });
    const shot = path.join(SHOTS, `${p.role}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
    throw new Error(
      `${String(e instanceof Error ? e.message : e).split('\n')[0]} (page: ${path.relative(root, shot)})`,
    );
  }
}

async function browserFlow(
  p: Person,
  bc: BrowserCtx,
  page: Page,
  context: BrowserContext,
  seen: { at: number; deadline_at: string }[],
) {
  await loginUi(page, p);
  // as a candidate does: the overview's next materi (TPA comes first), then its start screen
  await page.getByRole('button', { name: 'Mulai Ujian' }).first().click();
  await page.waitForURL(`**/formujian/${KODE}`);
  await page.getByRole('button', { name: 'Mulai Sekarang' }).click();
  await page.getByRole('timer').first().waitFor();
  p.started = true;
  await sleep(1500);
  await readClock(page, p, 'start', bc);
  for (const n of [1, 2, 3]) {
    await answer(page, n);
    await sleep(2000);
  }
  await saved(page);

  if (p.role === 'offline') {
    // the network goes away while the candidate answers on: the answers queue on the device
    await context.setOffline(true);
    const back = Date.now() + PLAN.offlineMs;
    let readOffline = false;
    for (let n = 4; Date.now() < back; n++) {
      if (n <= 12) await answer(page, n);
      // the countdown runs on while the device cannot reach the server
      if (!readOffline && back - Date.now() < PLAN.offlineMs / 2) {
        readOffline = true;
        await readClock(page, p, 'offline', bc, 2);
      }
      await sleep(Math.min(5000, back - Date.now()));
    }
    const before = p.acks.length;
    await context.setOffline(false);
    await saved(page, 45_000);
    notes.push(
      `offline: ${p.acks.length - before} queued answers acknowledged after the connection returned`,
    );
    offlineDelivered = p.acks.length - before;
    await sleep(1500);
    await readClock(page, p, 'after offline', bc);
    await answer(page, 13);
    await finishUi(page, p);
  } else if (p.role === 'reload') {
    await page.reload();
    await page.getByRole('timer').first().waitFor();
    await sleep(1500);
    await readClock(page, p, 'after reload', bc);
    await answer(page, 4);
    await saved(page);
    // the proctor gives this candidate 5 more minutes; its next heartbeat carries the new deadline
    const before = await bc.attemptOf(p);
    const staff = await call('loginDosen', { json: LECTURER });
    if (staff.status !== 200) throw new Error(`loginDosen ${staff.status}: ${staff.message}`);
    const candidateId = bc.candidateId(p);
    const given = await call(`monitor/materi/${bc.materiId}/tambah-waktu`, {
      token: staff.data.api_token,
      json: { menit: 5, alasan: 'Gladi: listrik padam di ruang 2', peserta: [candidateId] },
    });
    if (given.status !== 200) throw new Error(`tambah-waktu ${given.status}: ${given.message}`);
    const after = await bc.attemptOf(p);
    extraTime.movedS = (Date.parse(after?.deadline_at ?? '') - Date.parse(before?.deadline_at ?? '')) / 1000;
    const givenAt = Date.now();
    for (; Date.now() - givenAt < HEARTBEAT_INTERVAL_MS + 10_000; await sleep(250)) {
      const hb = seen.find((h) => h.at > givenAt);
      if (hb) {
        extraTime.heartbeatAfterS = (hb.at - givenAt) / 1000;
        extraTime.heartbeatShowsNew = hb.deadline_at === after?.deadline_at;
        break;
      }
    }
    await sleep(1500);
    const { shown: shownNow, at } = await shownSeconds(page);
    extraTime.countdownFollows = shownNow > (Date.parse(before?.deadline_at ?? '') - at) / 1000 + 240;
    await readClock(page, p, 'after Tambah waktu', bc);
    await answer(page, 5);
    await finishUi(page, p);
  } else {
    // a second device: logging in there replaces the first device's token; the exam continues
    const firstToken = await page.evaluate(() => sessionStorage.getItem('token_ujian'));
    const second = await openDevice(p, bc, seen);
    await loginUi(second.page, p);
    switched.firstDeviceAfter = (await call('heartbeat', { token: firstToken ?? '' })).status;
    // the first device learns it at its next exam call (a heartbeat at the latest) and says so
    const notice = page
      .getByRole('dialog', { name: MONITOR_MSG.sessionSwitched })
      .waitFor({ timeout: HEARTBEAT_INTERVAL_MS + 10_000 })
      .then(
        () => true,
        () => false,
      );
    await second.page.getByRole('button', { name: 'Lanjutkan Ujian' }).click();
    await second.page.waitForURL(`**/formujian/${KODE}`);
    await second.page.getByRole('timer').first().waitFor();
    await sleep(1500);
    await readClock(second.page, p, 'second device', bc);
    for (const n of [2, 4, 5]) {
      await answer(second.page, n);
      await sleep(2000);
    }
    await finishUi(second.page, p);
    switched.firstDeviceNotice = await notice;
  }
}

let offlineDelivered = 0;
/** the first device's exam token after the login on the second (a heartbeat's status) */
const switched = { firstDeviceAfter: 0, firstDeviceNotice: false };
const extraTime = {
  movedS: 0,
  heartbeatAfterS: Number.NaN,
  heartbeatShowsNew: false,
  countdownFollows: false,
};

// ---------------------------------------------------------------------------------------------
// the checks

interface Check {
  check: string;
  measured: string;
  ok: boolean;
}

async function checks(
  db: Awaited<ReturnType<typeof freshDatabase>>['handle']['db'],
  people: Person[],
  idOf: Map<string, number>,
  materiId: number,
  loginT0: number,
): Promise<Check[]> {
  const out: Check[] = [];
  const push = (check: string, measured: string, ok: boolean) => out.push({ check, measured, ok });

  const firstLogins = people.map((p) => p.logins[0] ?? { status: 0, at: Number.NaN });
  const allLogins = people.flatMap((p) => p.logins);
  const lastAt = Math.max(...firstLogins.map((l) => l.at));
  const within = (lastAt - loginT0) / 1000;
  push(
    `the ${N} logins from one address succeed within one minute`,
    `${firstLogins.filter((l) => l.status === 200).length}/${N} in ${within.toFixed(1)} s (every login, second device too: ${allLogins.filter((l) => l.status === 200).length}/${allLogins.length})`,
    firstLogins.every((l) => l.status === 200) && allLogins.every((l) => l.status === 200) && within <= 60,
  );
  push(
    'every candidate started the exam',
    `${people.filter((p) => p.started).length}/${N}`,
    people.every((p) => p.started),
  );
  const flowErrors = people.filter((p) => p.errors.length);
  push("every candidate's flow ran to its end", `${N - flowErrors.length}/${N}`, flowErrors.length === 0);

  // one result each, every acknowledged answer stored and scored
  const results = await db
    .selectFrom('results')
    .select(['candidate_id', 'attempt_id', 'nilai_pg'])
    .where('materi_id', '=', materiId)
    .execute();
  const attempts = await db
    .selectFrom('attempts')
    .select(['id', 'candidate_id', 'status', 'deadline_at'])
    .where('materi_id', '=', materiId)
    .execute();
  let oneResult = 0;
  let acked = 0;
  const ackMismatch: string[] = [];
  let scoreOk = 0;
  const scoreBad: string[] = [];
  let expiredOk = 0;
  let submittedOk = 0;
  for (const p of people) {
    const id = idOf.get(p.c.email);
    const mine = results.filter((r) => r.candidate_id === id);
    if (mine.length === 1) oneResult++;
    const a = attempts.filter((x) => x.candidate_id === id);
    if (a.length !== 1) {
      ackMismatch.push(`${p.c.email}: ${a.length} attempts`);
      continue;
    }
    const attempt = a[0];
    if (p.expires && attempt.status === 'expired') expiredOk++;
    if (!p.expires && p.submitted && attempt.status === 'submitted') submittedOk++;
    const sheet = await db
      .selectFrom(drawItemsOf(db))
      .innerJoin('questions as q', 'q.id', 'aq.question_id')
      .leftJoin('answers as an', (j) =>
        j.onRef('an.attempt_id', '=', 'aq.attempt_id').onRef('an.question_id', '=', 'aq.question_id'),
      )
      .select(['aq.question_id', 'aq.option_order', 'q.type_soal', 'q.kunci_pg', 'an.value'])
      .where('aq.attempt_id', '=', attempt.id)
      .execute();
    // the newest acknowledged save of each question (the server keeps the highest 'urutan')
    const last = new Map<number, Ack>();
    for (const x of p.acks) if ((last.get(x.id_soal)?.urutan ?? -1) <= x.urutan) last.set(x.id_soal, x);
    acked += last.size;
    let correct = 0;
    let total = 0;
    for (const q of sheet) {
      const ack = last.get(q.question_id);
      const expected = ack ? originalKey(q.option_order as never, ack.value) : null;
      if ((q.value ?? null) !== expected)
        ackMismatch.push(
          `${p.c.email} soal ${q.question_id}: acknowledged ${ack?.value ?? '-'} (${expected ?? '-'}), stored ${q.value ?? '-'}`,
        );
      if (q.type_soal !== 'PG') continue;
      total++;
      if (expected && expected === (q.kunci_pg ?? '').trim().toUpperCase()) correct++;
    }
    const recomputed = total ? round2((100 * correct) / total) : null;
    if (mine.length === 1 && mine[0].nilai_pg === recomputed) scoreOk++;
    else
      scoreBad.push(
        `${p.c.email}: recomputed ${recomputed}, results.nilai_pg ${mine.map((r) => r.nilai_pg).join(',')}`,
      );
  }
  push('every candidate has exactly one result', `${oneResult}/${N}`, oneResult === N);
  push(
    'every acknowledged answer is the stored answer',
    `${acked} acknowledged (last per question), ${ackMismatch.length} differ`,
    ackMismatch.length === 0,
  );
  push(
    'every acknowledged answer is scored (nilai_pg recomputed from the keys)',
    `${scoreOk}/${N}`,
    scoreOk === N,
  );
  const planned = people.filter((p) => p.expires).length;
  push(
    'the expired attempts were finalised by the server',
    `${expiredOk}/${planned} expired`,
    expiredOk === planned,
  );
  push('the others submitted', `${submittedOk}/${N - planned} submitted`, submittedOk === N - planned);

  // the clocks
  const gaps = clockReads.map((r) => r.shown - r.server);
  const worst = gaps.reduce((m, g) => Math.max(m, Math.abs(g)), 0);
  const off = clockReads.filter((r) => Math.abs(r.shown - r.server) >= TOLERANCE_S);
  push(
    `every countdown read within ${TOLERANCE_S} s of the server's deadline`,
    `${clockReads.length} reads, shown − server from ${Math.min(...gaps).toFixed(2)} to ${Math.max(...gaps).toFixed(2)} s (largest gap ${worst.toFixed(2)} s), ${off.length} outside`,
    clockReads.length >= 12 && off.length === 0,
  );
  const deadlineOf = new Map(attempts.map((x) => [x.id, x.deadline_at]));
  for (const s of stampedDeadlines)
    if (Date.parse(s.deadline_at) !== Date.parse(deadlineOf.get(s.attempt_id) ?? ''))
      heartbeatMismatches.push(
        `${s.p.c.email}: heartbeat deadline ${s.deadline_at}, stored ${deadlineOf.get(s.attempt_id)}`,
      );
  push(
    "every heartbeat's deadline and clock are the server's",
    `${heartbeats} API heartbeats, ${heartbeatMismatches.length} off`,
    heartbeats > N && heartbeatMismatches.length === 0,
  );
  push(
    "'Tambah waktu' 5 minutes: the next heartbeat and the countdown follow",
    `deadline moved ${extraTime.movedS} s; heartbeat ${Number.isNaN(extraTime.heartbeatAfterS) ? 'none' : `${extraTime.heartbeatAfterS.toFixed(1)} s later, ${extraTime.heartbeatShowsNew ? 'new' : 'OLD'} deadline`}; countdown ${extraTime.countdownFollows ? 'followed' : 'did NOT follow'}`,
    extraTime.movedS === 300 && extraTime.heartbeatShowsNew && extraTime.countdownFollows,
  );
  push(
    'answers queued offline reach the server when the network returns',
    `${offlineDelivered} acknowledged after ${PLAN.offlineMs / 1000} s offline`,
    offlineDelivered > 0,
  );
  push(
    "a login on a second device replaces the first device's token",
    `first device's heartbeat after it: ${switched.firstDeviceAfter}; its page ${switched.firstDeviceNotice ? 'says' : 'does NOT say'} '${MONITOR_MSG.sessionSwitched}'`,
    switched.firstDeviceAfter === 401 && switched.firstDeviceNotice,
  );
  const unanswered = [...statuses.keys()].filter((k) => k.endsWith(' 0'));
  push(
    'no 5xx, no request without an answer',
    `${fiveXx.length} 5xx, ${unanswered.length} unanswered, ${[...statuses.values()].reduce((a, b) => a + b, 0)} responses`,
    fiveXx.length === 0 && unanswered.length === 0,
  );
  for (const m of [...ackMismatch, ...scoreBad, ...heartbeatMismatches, ...fiveXx].slice(0, 20))
    notes.push(m);
  for (const r of off)
    notes.push(`clock ${r.who} ${r.when}: shown ${r.shown}, server ${r.server.toFixed(2)}`);
  return out;
}

await main();
