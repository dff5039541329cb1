import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, PHONE, screenshot, settled, url } from './browser';
import { loginUi, newCandidate, withDb } from './candidate';
import { apiLogin, LECTURER, signInStaff } from './staff';

/**
 * The control room in two browsers (docs/decisions/0007): a candidate answers on a phone, a lecturer watches
 * the materi on a laptop. The monitor shows the new answered count within 2 s; 5 extra minutes
 * reach the candidate's countdown without a reload; 'Selesaikan sekarang' ends the candidate's exam.
 */

const LAPTOP_WIDE = { width: 1366, height: 800 } as const;
const KODE = 'TPA';

/** The countdown's seconds left. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  const m = /(\d+):(\d\d):(\d\d)/.exec(text);
  if (!m) throw new Error(`no countdown in "${text}"`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

const radio = (page: Page, n: number, key: string) =>
  page
    .getByRole('radiogroup', { name: `Pilihan jawaban soal ${n}`, exact: true })
    .getByRole('radio', { name: `Jawaban ${key}` });

describe('Pengawasan Ujian: a candidate and a proctor at once', () => {
  let candidate: Awaited<ReturnType<typeof openBrowser>>;
  let proctor: Awaited<ReturnType<typeof openBrowser>>;
  let who: Awaited<ReturnType<typeof newCandidate>>;
  let materiId: number;

  beforeAll(async () => {
    who = await newCandidate('pengawasan');
    materiId = withDb(
      (db) => (db.prepare('select id from materi where kode_ujian = ?').get(KODE) as { id: number }).id,
    );
    candidate = await openBrowser(PHONE);
    proctor = await openBrowser(LAPTOP_WIDE);
  });
  afterAll(async () => {
    await candidate?.close();
    await proctor?.close();
  });

  it('shows the answer within 2 s, gives 5 minutes without a reload, and finishes the exam', async () => {
    const c = candidate.page;
    await loginUi(c, who);
    await c.goto(url(`/ujian/${who.nisn}/formujian/${KODE}`));
    await c.getByRole('button', { name: 'Mulai Sekarang' }).click();
    await c.getByRole('timer').first().waitFor();

    const p = proctor.page;
    await signInStaff(p, LECTURER);
    await p.goto(url(`/pengawasan-ujian?sasaran=materi-${materiId}`));
    await p.getByRole('heading', { name: 'Pengawasan Ujian' }).waitFor();
    await p.getByRole('textbox', { name: 'Cari peserta' }).fill(who.nisn);
    const answered = p.getByTestId(`answered-${who.nisn}`);
    await expect.poll(() => answered.textContent(), { timeout: 10_000 }).toMatch(/^0 \/ \d+$/);
    await p.getByText('Langsung').waitFor();

    // the candidate answers: the monitor shows it within 2 s, with no reload
    const saved = c.waitForResponse((r) => r.url().endsWith('/simpanJawaban') && r.status() === 200);
    await radio(c, 1, 'A').click();
    await saved;
    const t0 = Date.now();
    await expect.poll(() => answered.textContent(), { timeout: 2000, interval: 100 }).toMatch(/^1 \/ \d+$/);
    const lag = Date.now() - t0;
    console.log(`monitor: answered count shown ${lag} ms after the save`);
    expect(lag).toBeLessThan(2000);

    // an integrity signal (a copy on the exam page) reaches the monitor's count and timeline
    await c.evaluate(() => document.dispatchEvent(new Event('copy')));
    const signals = p.getByRole('button', { name: `Sinyal integritas ${who.nisn}: 1` });
    await signals.waitFor({ timeout: 10_000 });
    await signals.click();
    const timeline = p.getByRole('dialog', { name: /Sinyal integritas/ });
    await timeline.getByRole('cell', { name: 'Menyalin' }).waitFor();
    await p.keyboard.press('Escape');
    await timeline.waitFor({ state: 'hidden' });

    // the proctor adds 5 minutes
    const before = await secondsLeft(c);
    await p.getByRole('button', { name: `Aksi ${who.nisn}` }).click();
    await p.getByRole('menuitem', { name: 'Tambah waktu' }).click();
    const dialog = p.getByRole('dialog', { name: 'Tambah waktu' });
    await dialog.getByRole('textbox', { name: 'Alasan' }).fill('Listrik padam di ruang 2');
    await dialog.getByRole('button', { name: 'Tambah waktu' }).click();
    await p.locator('.mantine-Notification-root', { hasText: 'Waktu berhasil ditambahkan' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await settled(p);
    await p.screenshot({ path: path.join('/tmp', 'monitor-1366.png'), fullPage: true });
    await screenshot(p, 'monitor-1366');

    // the candidate's countdown gains 5 minutes at its next heartbeat (≤ 30 s), no reload
    const url0 = c.url();
    await expect
      .poll(async () => (await secondsLeft(c)) - before, { timeout: 40_000, interval: 500 })
      .toBeGreaterThan(4 * 60);
    expect(c.url()).toBe(url0);
    await c.screenshot({ path: path.join('/tmp', 'candidate-extra-time-375.png') });
    await screenshot(c, 'candidate-extra-time-375');

    // the proctor finishes the attempt: the candidate sees the end
    await p.getByRole('button', { name: `Aksi ${who.nisn}` }).click();
    await p.getByRole('menuitem', { name: 'Selesaikan sekarang' }).click();
    const finish = p.getByRole('dialog', { name: 'Selesaikan sekarang' });
    await finish.getByRole('textbox', { name: 'Alasan' }).fill('Peserta meninggalkan ruangan');
    await finish.getByRole('button', { name: 'Selesaikan sekarang' }).click();
    await p.locator('.mantine-Notification-root', { hasText: 'Ujian peserta telah diselesaikan' }).waitFor();
    await expect.poll(() => answered.isVisible()).toBe(true);
    // the candidate's page says so and shows the scored result (at its next heartbeat)
    await c
      .getByTestId('finished-note')
      .getByText('diakhiri oleh pengawas', { exact: false })
      .waitFor({ timeout: 40_000 });
    await c.getByTestId('finished-nilai').waitFor();
    await c.screenshot({ path: path.join('/tmp', 'candidate-ended-375.png') });
    const status = withDb(
      (db) =>
        db
          .prepare(
            'select a.status from attempts a join candidates c on c.id = a.candidate_id where c.nisn = ? order by a.id desc',
          )
          .get(who.nisn) as { status: string },
    );
    expect(status.status).toBe('submitted');
  }, 180_000);

  it("'Token ujian': the proctor turns it on, the candidate starts only with the token read out", async () => {
    const c = candidate.page;
    const p = proctor.page;
    const other = await newCandidate('token');
    try {
      await p.goto(url(`/pengawasan-ujian?sasaran=materi-${materiId}`));
      await p.getByRole('button', { name: 'Pengaturan ujian' }).click();
      const dialog = p.getByRole('dialog', { name: 'Pengaturan ujian' });
      await dialog.getByRole('switch', { name: 'Token ujian' }).check({ force: true });
      await dialog.getByRole('switch', { name: 'Wajib layar penuh' }).check({ force: true });
      await dialog.getByRole('textbox', { name: 'Alasan' }).fill('Sesi pagi ruang 2');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      const shown = p.getByTestId('token-ujian');
      await shown.waitFor();
      const token = ((await shown.textContent()) ?? '').trim();
      expect(token).toMatch(/^[A-Z2-9]{6}$/);

      await c.evaluate(() => sessionStorage.clear());
      await loginUi(c, other);
      await c.goto(url(`/ujian/${other.nisn}/formujian/${KODE}`));
      const input = c.getByRole('textbox', { name: 'Token ujian' });
      await input.waitFor();
      await c.getByText('Ujian ini meminta layar penuh', { exact: false }).waitFor();
      const startButton = c.getByRole('button', { name: 'Mulai Sekarang' });
      expect(await startButton.isDisabled()).toBe(true);
      await input.fill(token === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
      await startButton.click();
      await c.getByText('Token ujian salah atau sudah berganti', { exact: false }).waitFor();
      await c.screenshot({ path: path.join('/tmp', 'candidate-token-375.png'), fullPage: true });
      await input.fill(token.toLowerCase());
      await startButton.click();
      await c.getByRole('timer').first().waitFor();
    } finally {
      const t = await apiLogin(LECTURER);
      const off = await fetch(`${baseUrl()}/tryout/api/monitor/materi/${materiId}/opsi`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
        body: JSON.stringify({ token_aktif: false, wajib_layar_penuh: false, alasan: 'Sesi selesai' }),
      });
      expect(off.status).toBe(200);
    }
  }, 120_000);
});
