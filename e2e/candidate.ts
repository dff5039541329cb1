import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DRAW_ITEMS_SQL, drawJson } from '../apps/server/src/db/draws';
import { url } from './browser';

/** Helpers for the candidate's side of the browser tests (real HTTP, the e2e server's database). */

const dbFile = () => path.join(inject('dataDir'), 'tryout.sqlite');

/** The e2e database's draws as rows `aq` (attempt_id, question_id, number, option_order): SQL to join. */
export const DRAWN = `${DRAW_ITEMS_SQL.sqlite} aq`;

/** Writes an attempt's frozen draw: these questions numbered 1, 2, … in order, options as written. */
export const insertDraw = (
  db: Database.Database,
  attemptId: number | bigint,
  questionIds: readonly number[],
) =>
  db
    .prepare('insert into attempt_draws (attempt_id, questions) values (?, ?)')
    .run(
      attemptId,
      drawJson(questionIds.map((question_id, i) => ({ question_id, number: i + 1, option_order: null }))),
    );

/** Runs `fn` on the e2e server's SQLite database (a second connection; the server keeps running). */
export function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(dbFile());
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export interface ApiBody {
  token?: string | null;
  json?: unknown;
  form?: Record<string, string>;
}

/** A POST's headers and body: an optional bearer token and a JSON or multipart body (also bench/rehearsal.ts). */
export function apiPost(opts: ApiBody): RequestInit {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.form) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(opts.form)) fd.append(k, v);
    body = fd;
  } else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  return { method: 'POST', headers, body };
}

/** POST to the API with an optional bearer token and a JSON or multipart body. */
export async function api<T>(p: string, opts: ApiBody = {}) {
  const res = await fetch(`${inject('baseUrl')}/tryout/api/${p}`, apiPost(opts));
  const parsed = (await res.json()) as { code: number; message: string; data: T };
  return { status: res.status, ...parsed };
}

let seq = 0;
/** A fresh verified candidate (registered through the API, verified in the database). */
export async function newCandidate(tag: string) {
  seq += 1;
  const nisn = `9${String(Date.now()).slice(-6)}${seq}`.slice(0, 10);
  const email = `e2e-${tag}-${nisn}@tryout.test`;
  const password = 'rahasia123';
  const res = await api('tes-users/tryout/register', {
    form: {
      nisn,
      full_name: `Peserta ${tag}`,
      email,
      password,
      confirm_password: password,
      phone: '081234500000',
      asal_sekolah: 'SMA NEGERI 3 BANDUNG',
      jenis_sekolah: 'SMA',
      alamat_sekolah1: 'JL. BELITUNG NO. 8',
      alamat_sekolah2: 'BANDUNG',
      jurusan_sekolah: 'IPA',
      provinsi_sekolah: 'JAWA BARAT',
    },
  });
  expect(res.status, res.message).toBe(201);
  withDb((db) =>
    db
      .prepare(
        "UPDATE candidates SET email_verified_at = ?, program_studi = 'TI', program_studi2 = 'TE' WHERE email = ?",
      )
      .run(new Date().toISOString(), email),
  );
  return { nisn, email, password, full_name: `PESERTA ${tag.toUpperCase()}` };
}

/** Logs in through the login page; lands on the overview. */
export async function loginUi(page: Page, who: { email: string; password: string; nisn: string }) {
  await page.goto(url('/'));
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.locator('input[type="password"]').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**/tryout/ujian/${who.nisn}`);
  await page.getByText('Data Peserta').waitFor();
}

/**
 * Hands in, through the API, every TOEFL section before section `upTo` (they go in order), as the
 * candidate logged in on `page` (its exam token).
 */
export async function handInToeflSectionsBefore(
  page: Page,
  who: { nisn: string; email: string; full_name: string },
  upTo: number,
) {
  const token = await page.evaluate(() => sessionStorage.getItem('token_ujian'));
  const list = await api<{ ujian: { kode_ujian: string; is_toefl: string; toefl_type: number | null }[] }>(
    'listujian',
    { token, json: { no_reg: who.nisn } },
  );
  const earlier = list.data.ujian
    .filter((c) => c.is_toefl === '1' && (c.toefl_type ?? 9) < upTo)
    .sort((x, y) => (x.toefl_type ?? 0) - (y.toefl_type ?? 0));
  expect(earlier.length).toBeGreaterThan(0);
  for (const { kode_ujian } of earlier) {
    const started = await api('soalUjianPg', { token, json: { kode_ujian, mulai: true } });
    expect(started.status, started.message).toBe(200);
    const done = await api('posthasilujian', {
      token,
      json: {
        kode_ujian,
        email: who.email,
        nim: who.nisn,
        nama_mhs: who.full_name,
        jawaban_essay: [],
        point: 0,
        array_answer: [],
        jumlah_soal_ujian: 0,
      },
    });
    expect(done.status, done.message).toBe(200);
  }
}

/** A tryout exam of its own holding one materi (its code X + the materi's), and its removal. */
export function tryoutExamOf(materiKode: string, materiId: number, nama = 'Tryout E2E') {
  const examId = withDb((db) => {
    const now = new Date().toISOString();
    const id = Number(
      db
        .prepare(
          `insert into exams (kategori, kode_ujian, nama_ujian, master_materi, type_ujian, type_soal, jumlah_soal_PG,
            jumlah_soal_essay, waktu_ujian, created_at, updated_at)
           values ('tryout', ?, ?, 'Tryout', 'UTS', 'PG', 0, 0, 30, ?, ?)`,
        )
        .run(`X${materiKode}`, nama, now, now).lastInsertRowid,
    );
    db.prepare('insert into exam_materi (id_ujian, materi_id) values (?, ?)').run(id, materiId);
    return id;
  });
  return {
    examId,
    remove: () =>
      withDb((db) => {
        db.prepare('delete from exam_materi where id_ujian = ?').run(examId);
        db.prepare('delete from exams where id_ujian = ?').run(examId);
      }),
  };
}

/**
 * Resolves once the exam page's heartbeat loop listens: it is loaded after the sheet shows, and it
 * opens the news stream's code (newsStream) right after it starts listening for 'online',
 * 'visibilitychange' and the device waking. An event sent before that would not be heard.
 */
export const heartbeatListening = (page: Page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('/newsStream')),
  );

/** The connection 'returns': the page asks the server's clock and deadline at once (a heartbeat). */
export async function nudge(page: Page) {
  await heartbeatListening(page);
  return Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/heartbeat') && r.status() === 200),
    page.evaluate(() => window.dispatchEvent(new Event('online'))),
  ]);
}
