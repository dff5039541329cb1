import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, screenshot, url } from './browser';
import { loginUi, newCandidate, withDb } from './candidate';

/**
 * docs/decisions/0004: the offline shell. A service worker (Workbox) precaches the candidate pages' code;
 * the exam page keeps its sheet in session storage. Reloading the exam page without a connection
 * shows the exam with its saved and queued answers and the offline banner; the queued answer
 * reaches the server once the connection returns. A logout deletes the cached media; staff pages
 * are never cached.
 */

const radio = (page: Page, n: number, key: string) =>
  page
    .getByRole('radiogroup', { name: `Pilihan jawaban soal ${n}`, exact: true })
    .getByRole('radio', { name: `Jawaban ${key}` });

const expectChecked = (page: Page, n: number, key: string) =>
  expect.poll(() => radio(page, n, key).getAttribute('aria-checked')).toBe('true');

/** The answers the server holds for the candidate's attempt, by question number in the draw. */
const savedAnswers = (nisn: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          `SELECT ans.question_id AS id_soal, ans.value AS value FROM answers ans
           JOIN attempts a ON a.id = ans.attempt_id JOIN candidates c ON c.id = a.candidate_id
           WHERE c.nisn = ?`,
        )
        .all(nisn) as { id_soal: number; value: string }[],
  );

const OFFLINE_BANNER =
  'Koneksi terputus — jawaban disimpan di perangkat dan dikirim otomatis saat koneksi kembali';

describe('the exam page offline (service worker)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser(PHONE);
    // a reload of the exam page asks first (beforeunload): accept
    b.page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => b.close());

  it('reloads the exam offline with saved and queued answers; the queued answer is sent back online', async () => {
    const { page, context } = b;
    const who = await newCandidate('offline');
    await loginUi(page, who);
    await page.goto(url(`/ujian/${who.nisn}/formujian/TPA`));
    await page.getByRole('button', { name: 'Mulai Sekarang' }).click();
    await page.getByRole('timer').first().waitFor();

    // the service worker installed and controls the page (the first install claims it)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker?.controller?.state ?? null), {
        timeout: 30_000,
      })
      .toBe('activated');
    // its precache holds the candidate pages' code and no staff page
    const precached = await page.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys())
        if (name.includes('precache'))
          for (const r of await (await caches.open(name)).keys()) out.push(new URL(r.url).pathname);
      return out;
    });
    expect(precached.some((p) => /\/assets\/ExamPage-[\w-]+\.js$/.test(p))).toBe(true);
    expect(precached.some((p) => p.endsWith('/index.html'))).toBe(true);
    expect(
      precached.filter((p) => /(Dashboard|MasterMateri|BankSoal|StaffLayout|HasilUjianPage)/.test(p)),
    ).toEqual([]);

    await radio(page, 1, 'A').click();
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('Tersimpan');
    await expect
      .poll(() => page.getByTestId('last-saved').textContent())
      .toMatch(/^ · Terakhir tersimpan \d\d:\d\d:\d\d$/);
    const lastSaved = await page.getByTestId('last-saved').textContent();
    expect(savedAnswers(who.nisn).map((a) => a.value)).toEqual(['A']);

    // offline: one more answer waits in the queue, then the page is reloaded without a connection
    await context.setOffline(true);
    await radio(page, 2, 'C').click();
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('Tidak tersambung');
    await page.reload();
    await page.getByRole('heading', { name: 'Selamat Datang di Tryout' }).waitFor();
    await expectChecked(page, 1, 'A');
    await expectChecked(page, 2, 'C');
    await page.getByText(OFFLINE_BANNER).waitFor();
    expect(await page.getByRole('timer').first().textContent()).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(await page.getByTestId('last-saved').textContent()).toBe(lastSaved);
    expect(savedAnswers(who.nisn)).toHaveLength(1);
    await screenshot(page, 'exam-offline-reload-375');

    // back online: the queued answer reaches the server, once
    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('save-status').textContent(), { timeout: 20_000 })
      .toBe('Tersimpan');
    await expect
      .poll(() =>
        savedAnswers(who.nisn)
          .map((a) => a.value)
          .sort(),
      )
      .toEqual(['A', 'C']);
    await expect.poll(() => page.getByText(OFFLINE_BANNER).count()).toBe(0);

    // the sheet's media went into the media cache; a logout deletes it
    const hasMediaCache = () => page.evaluate(async () => (await caches.keys()).includes('tryout-media'));
    await page.evaluate(async () => {
      await (await caches.open('tryout-media')).put('/tryout/media/soalPg/contoh.png', new Response('x'));
    });
    expect(await hasMediaCache()).toBe(true);
    await page.goto(url(`/ujian/${who.nisn}`));
    await page.getByRole('button', { name: 'Keluar Ujian' }).click();
    await page
      .getByRole('dialog', { name: 'Keluar dari akun?' })
      .getByRole('button', { name: 'Keluar Akun' })
      .click();
    await page.waitForURL((u) => u.pathname === '/tryout/' || u.pathname === '/tryout');
    await expect.poll(hasMediaCache).toBe(false);
  });

  it('a staff page is not served offline by the service worker', async () => {
    const fresh = await openBrowser(PHONE);
    const { page, context } = fresh;
    try {
      await page.goto(url('/'));
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker?.controller?.state ?? null), {
          timeout: 30_000,
        })
        .toBe('activated');
      await context.setOffline(true);
      const staff = await page
        .goto(url('/admin-dashboard'))
        .then(async () => `opened: ${await page.locator('#root').count()} app root(s) at ${page.url()}`)
        .catch((err: Error) => `refused: ${err.message.split('\n')[0]}`);
      expect(staff, staff).toMatch(/^refused: .*ERR_INTERNET_DISCONNECTED/);
      // while the candidate's login page still opens offline (in a new tab: the refused one is
      // still settling on the browser's error page)
      const tab = await context.newPage();
      await tab.goto(url('/'));
      await tab.getByRole('button', { name: 'Login' }).waitFor();
      await screenshot(tab, 'offline-login-375');
    } finally {
      await context.setOffline(false);
      await fresh.close();
    }
  });
});
