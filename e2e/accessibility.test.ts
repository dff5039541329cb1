import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { LAPTOP, openBrowser, PHONE, settled, url } from './browser';
import { loginUi, newCandidate } from './candidate';

/**
 * WCAG 2.2 AA on the candidate pages and the main staff pages (docs/decisions/0035): axe-core runs in the
 * real page (WCAG 2.0–2.2 A/AA rules) and no serious or critical violation may remain; each page
 * has one h1 and a main landmark; at 320 px nothing scrolls sideways.
 */

/**
 * One h1, a main landmark, and no serious or critical axe violation; checked once the page has
 * loaded and shows no loader (not 'networkidle': the exam page holds its news stream open).
 */
async function expectAccessible(page: Page, name: string) {
  await page.waitForLoadState('load');
  await expect
    .poll(() => page.locator('.mantine-Loader-root, [aria-busy="true"]').count(), { timeout: 15_000 })
    .toBe(0);
  const findings = await axeViolations(page);
  expect(findings, `${name}: ${JSON.stringify(findings, null, 2)}`).toEqual([]);
  expect(await page.locator('h1').count(), `${name}: one h1`).toBe(1);
  expect(await page.locator('main, [role="main"]').count(), `${name}: a main landmark`).toBeGreaterThan(0);
}

/** At 320 CSS px (a phone, or 1280 px at 400 % zoom) the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: horizontal overflow at 320 px`).toBeLessThanOrEqual(0);
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser(LAPTOP);
  });
  afterAll(async () => b.close());

  it('the public candidate pages: login, register, forgot and reset password, verify, course-exam entry', async () => {
    const pages: [string, string][] = [
      ['/', 'login'],
      ['/register', 'register'],
      ['/forgot-password', 'lupa password'],
      ['/tes-users/tryout/forgot-password/confirm?token=tidak-ada', 'reset password'],
      ['/tes-users/tryout/verify?token=tidak-ada', 'verifikasi'],
      ['/detail/ALPRO-UTS-2026', 'detail ujian mata kuliah'],
    ];
    for (const [path, name] of pages) {
      await b.page.setViewportSize(LAPTOP);
      await b.page.goto(url(path));
      await b.page.locator('h1').first().waitFor();
      await expectAccessible(b.page, name);
      await b.page.setViewportSize({ width: 320, height: 640 });
      await expectNoSidewaysScroll(b.page, name);
    }
    await b.page.setViewportSize(LAPTOP);
  });

  it('the candidate from overview to start screen, exam sheet, finish dialog and result', async () => {
    const who = await newCandidate('a11y');
    await loginUi(b.page, who);
    await expectAccessible(b.page, 'overview');

    await b.page.goto(url(`/ujian/${who.nisn}/ujiantoefl`));
    await b.page.locator('h1').first().waitFor();
    await expectAccessible(b.page, 'TOEFL overview');

    await b.page.goto(url(`/ujian/${who.nisn}/formujian/TPA`));
    const start = b.page.getByRole('button', { name: 'Mulai Sekarang' });
    await start.waitFor();
    await expectAccessible(b.page, 'start screen');
    await start.click();
    await b.page.getByTestId('save-status').waitFor();
    await expectAccessible(b.page, 'exam sheet');
    // the one-question view (docs/decisions/0035): its Prev / Next and the reading settings too
    await b.page.getByRole('button', { name: 'Satu soal' }).click();
    await b.page.getByText(/^Soal 1 dari \d+$/).waitFor();
    await expectAccessible(b.page, 'one-question view');
    await b.page.getByRole('button', { name: 'Berikutnya ›' }).click();
    await b.page.getByText(/^Soal 2 dari \d+$/).waitFor();
    await expectAccessible(b.page, 'one-question view, question 2');
    await b.page.getByRole('button', { name: 'Semua soal' }).click();
    await b.page.getByRole('radio').first().click();
    await expect.poll(() => b.page.getByTestId('save-status').textContent()).toMatch(/tersimpan/i);
    await expectAccessible(b.page, 'exam sheet with a saved answer');

    await b.page.setViewportSize({ width: 320, height: 640 });
    await expectNoSidewaysScroll(b.page, 'exam sheet');
    await b.page.setViewportSize(LAPTOP);

    await b.page.getByRole('button', { name: 'Selesaikan Ujian' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Selesaikan Ujian ?' });
    await dialog.waitFor();
    await expectAccessible(b.page, 'finish dialog');
    await dialog.getByRole('button', { name: 'Ya, Selesaikan' }).click();
    await b.page.waitForURL(`**/ujian/${who.nisn}`);
    await b.page.getByText('Data Peserta').waitFor();
    await expectAccessible(b.page, 'overview with the result');

    await b.page.getByRole('article').first().getByRole('button', { name: 'Hasil Ujian' }).click();
    await b.page.waitForURL('**/hasilujian/**');
    await b.page.locator('h1').first().waitFor();
    await expectAccessible(b.page, 'hasil ujian');
  });

  it('the exam sheet by keyboard: skip link, one Tab stop per question, arrows choose, names carry the text', async () => {
    const kb = await openBrowser(LAPTOP);
    try {
      const who = await newCandidate('a11ykey');
      await loginUi(kb.page, who);
      await kb.page.goto(url(`/ujian/${who.nisn}/formujian/TPA`));
      const start = kb.page.getByRole('button', { name: 'Mulai Sekarang' });
      await start.focus();
      await kb.page.keyboard.press('Enter');
      await kb.page.getByTestId('save-status').waitFor();
      const focusedId = () => kb.page.evaluate(() => document.activeElement?.id ?? '');

      // the first Tab reaches the skip link; Enter moves the focus to the panel
      await kb.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await kb.page.keyboard.press('Tab');
      expect(await kb.page.evaluate(() => document.activeElement?.textContent)).toBe('Lompat ke panel ujian');
      await kb.page.keyboard.press('Enter');
      await expect.poll(focusedId).toBe('panel-ujian');

      // one Tab stop per radio group; each option is named 'Jawaban', its letter and its text
      const group = kb.page.getByRole('radiogroup', { name: 'Pilihan jawaban soal 1', exact: true });
      const radios = group.getByRole('radio');
      expect(await group.locator('[tabindex="0"]').count()).toBe(1);
      const names = await radios.evaluateAll((els) =>
        els.map((el) =>
          (el.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent?.trim())
            .join(' '),
        ),
      );
      expect(names.length).toBeGreaterThanOrEqual(4);
      for (const [i, name] of names.entries()) expect(name).toMatch(new RegExp(`^Jawaban ${'ABCDE'[i]} \\S`));
      expect(await radios.first().getAttribute('aria-checked')).toBe('false');

      // the arrow keys move and choose; the Tab stop follows the choice
      await group.locator('[tabindex="0"]').focus();
      await kb.page.keyboard.press('ArrowDown');
      await expect.poll(focusedId).toBe('soal-1-B');
      await expect.poll(() => radios.nth(1).getAttribute('aria-checked')).toBe('true');
      await kb.page.keyboard.press('ArrowUp');
      await expect.poll(focusedId).toBe('soal-1-A');
      await expect.poll(() => radios.first().getAttribute('aria-checked')).toBe('true');
      expect(await group.locator('[tabindex="0"]').getAttribute('id')).toBe('soal-1-A');
      await expect.poll(() => kb.page.getByTestId('save-status').textContent()).toBe('Tersimpan');
    } finally {
      await kb.close();
    }
  });

  it('the candidate pages on a phone (375 px)', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const who = await newCandidate('a11yhp');
      await loginUi(phone.page, who);
      await expectAccessible(phone.page, 'overview 375');
      await phone.page.goto(url(`/ujian/${who.nisn}/formujian/TPA`));
      await phone.page.getByRole('button', { name: 'Mulai Sekarang' }).click();
      await phone.page.getByTestId('save-status').waitFor({ state: 'attached' });
      await expectAccessible(phone.page, 'exam sheet 375');
    } finally {
      await phone.close();
    }
  });

  it('no warning in the browser console on page load: candidate, staff and a staff page opened directly (docs/decisions/0036)', async () => {
    const fresh = await openBrowser(LAPTOP);
    try {
      const warnings: string[] = [];
      fresh.page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(`${fresh.page.url()}: ${m.text()}`);
      });
      const who = await newCandidate('console');
      for (const path of [
        '/',
        '/register',
        '/forgot-password',
        '/admin',
        '/detail/ALPRO-UTS-2026',
        '/dashboard',
      ]) {
        await fresh.page.goto(url(path));
        await fresh.page.locator('h1').first().waitFor();
      }
      await loginUi(fresh.page, who);
      for (const path of [
        `/ujian/${who.nisn}`,
        `/ujian/${who.nisn}/formujian/TPA`,
        `/ujian/${who.nisn}/ujiantoefl`,
      ]) {
        await fresh.page.goto(url(path));
        await fresh.page.locator('h1').first().waitFor();
      }
      // the React Router warning ('No `HydrateFallback` element provided …') came with each first load
      expect(warnings).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('form error text and a toast: 4.5:1 (axe), the toast closed by a named button (docs/decisions/0036)', async () => {
    const { page } = b;
    await page.setViewportSize(LAPTOP);
    // the register form sent empty: every field's error text
    await page.goto(url('/register'));
    await page.getByRole('button', { name: 'Daftar' }).click();
    await page.getByText('NISN harus diisi').waitFor();
    const errorColour = await page.getByText('NISN harus diisi').evaluate((el) => getComputedStyle(el).color);
    expect(errorColour).toBe('rgb(201, 42, 42)'); // red.9: 5.5:1 on white
    await expectAccessible(page, 'register with errors');

    // a toast with a title and a description: the score report that fails
    const who = await newCandidate('a11ytoast');
    await page.evaluate(() => sessionStorage.clear()); // an earlier test's candidate signs out
    await loginUi(page, who);
    await page.route('**/laporan-nilai/pdf', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"message":"Gagal"}' }),
    );
    await page.goto(url(`/ujian/${who.nisn}/hasilujian/TPA`));
    await page.getByRole('button', { name: 'Cetak Laporan Nilai' }).click();
    const toast = page.locator('.mantine-Notification-root');
    await toast.waitFor();
    await settled(page); // its entrance transition
    const description = toast.locator('.mantine-Notification-description');
    expect(await description.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(73, 80, 87)'); // gray.7
    await expectAccessible(page, 'a toast');
    const close = toast.getByRole('button', { name: 'Tutup' });
    expect(await close.count()).toBe(1);
    await close.click();
    await toast.waitFor({ state: 'detached' });
    await page.unroute('**/laporan-nilai/pdf');
  });

  it('the staff login and the main staff pages', async () => {
    await b.page.goto(url('/admin'));
    await b.page.locator('h1').first().waitFor();
    await expectAccessible(b.page, 'staff login');
    await b.page.locator('input[name="nidn"]').fill('admin');
    await b.page.locator('input[name="password"]').fill('admin12345');
    const masuk = b.page.getByRole('button', { name: 'Masuk' });
    await expect.poll(() => masuk.isEnabled()).toBe(true);
    await masuk.click();
    await b.page.waitForURL('**/admin-dashboard');
    for (const [path, title] of [
      ['/admin-dashboard', 'Dashboard'],
      ['/master-materi', 'Master Materi'],
      ['/group-soal', 'Group Soal'],
      ['/hasil-ujian', 'List Hasil Ujian'],
      ['/management-matkul', 'Daftar Matakuliah'],
      ['/category', 'Semua Ujian'],
      ['/management-dosen', 'Daftar User'],
    ] as const) {
      await b.page.goto(url(path));
      await b.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await b.page.getByRole('heading', { level: 1 }).textContent(), path).toBe(title);
      await expectAccessible(b.page, path);
    }
  });
});
