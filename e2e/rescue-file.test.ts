import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAPTOP, openBrowser, screenshot, url } from './browser';
import { DRAWN, handInToeflSectionsBefore, loginUi, newCandidate, nudge, withDb } from './candidate';
import { LECTURER, signInStaff } from './staff';

/**
 * docs/decisions/0012: the answer on screen is never lost at the end (§3: a choice changed or an essay typed
 * 20 ms before the deadline, the finish dialog right after a change), and the rescue file (§2):
 * a candidate offline downloads 'Unduh jawaban saya', a proctor uploads it on the monitor, the
 * server applies the answers and finishes the attempt.
 */

const KODE = 'TPA';
const LAPTOP_WIDE = { width: 1366, height: 800 } as const;

const attemptOf = (nisn: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          `SELECT a.id, a.status, a.materi_id FROM attempts a JOIN candidates c ON c.id = a.candidate_id
           WHERE c.nisn = ? ORDER BY a.id DESC`,
        )
        .get(nisn) as { id: number; status: string; materi_id: number },
  );
const setDeadline = (attemptId: number, at: number) =>
  withDb((db) =>
    db.prepare('UPDATE attempts SET deadline_at = ? WHERE id = ?').run(new Date(at).toISOString(), attemptId),
  );
/** The letter the candidate saw for question `n`, as the server holds it (null: none). */
const storedLetter = (attemptId: number, n: number) => {
  const row = withDb((db) =>
    db
      .prepare(
        `SELECT an.value, aq.option_order FROM ${DRAWN} LEFT JOIN answers an
           ON an.attempt_id = aq.attempt_id AND an.question_id = aq.question_id
         WHERE aq.attempt_id = ? AND aq.number = ?`,
      )
      .get(attemptId, n),
  ) as { value: string | null; option_order: string | null };
  if (!row.value) return null;
  return row.option_order ? 'ABCDE'[row.option_order.indexOf(row.value)] : row.value;
};

const radio = (page: Page, n: number, key: string) =>
  page
    .getByRole('radiogroup', { name: `Pilihan jawaban soal ${n}`, exact: true })
    .getByRole('radio', { name: `Jawaban ${key}` });

async function startTpa(page: Page, who: Awaited<ReturnType<typeof newCandidate>>) {
  await loginUi(page, who);
  await page.goto(url(`/ujian/${who.nisn}/formujian/${KODE}`));
  await page.getByRole('button', { name: 'Mulai Sekarang' }).click();
  await page.getByRole('timer').first().waitFor();
}

/**
 * Runs `act` on the element at the instant `at` (this machine's clock, which the page shares: a
 * timer to a second before it — a busy page may run a timer late —, then a spin to the millisecond); returns the instant it began (the
 * keystroke or click), on the page's clock.
 */
function atInstant(el: Locator, at: number, act: 'click' | { type: string }) {
  return el.evaluate(
    (node, [when, what]) =>
      new Promise<number>((resolve) => {
        const run = () => {
          while (Date.now() < (when as number)) {
            // the last few milliseconds: a timer alone may fire late
          }
          const t = Date.now();
          if (what === 'click') (node as HTMLInputElement).click();
          else {
            // as a keystroke does: React reads the value from the input event
            const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
            set?.call(node, (what as { type: string }).type);
            node.dispatchEvent(new Event('input', { bubbles: true }));
          }
          resolve(t);
        };
        setTimeout(run, Math.max(0, (when as number) - Date.now() - 1000));
      }),
    [at, act] as const,
  );
}

describe('the answer on screen at the end is never lost (docs/decisions/0011)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeEach(async () => {
    b = await openBrowser(LAPTOP);
    b.page.on('dialog', (d) => void d.accept());
  });
  afterEach(async () => b?.close());

  it('a choice changed 20 ms before the deadline is what the time-up submit scores', async () => {
    const { page } = b;
    const who = await newCandidate('detik-akhir');
    await startTpa(page, who);
    const attempt = attemptOf(who.nisn);
    await radio(page, 1, 'A').click();
    await expect.poll(() => storedLetter(attempt.id, 1), { timeout: 5000 }).toBe('A');
    const deadline = Date.now() + 4000;
    setDeadline(attempt.id, deadline);
    await nudge(page);
    const clickedAt = await atInstant(radio(page, 1, 'C'), deadline - 20, 'click');
    console.log(`choice changed ${deadline - clickedAt} ms before the deadline`);
    expect(clickedAt).toBeLessThanOrEqual(deadline);
    const dialog = page.getByRole('dialog', { name: 'Waktu Habis' });
    await dialog.waitFor({ timeout: 5000 });
    await dialog.getByRole('button', { name: 'Kirim Jawaban' }).click();
    await page.waitForURL(`**/tryout/ujian/${who.nisn}`);
    await page.getByTestId('finished-result').waitFor();
    expect(storedLetter(attempt.id, 1)).toBe('C');
    expect(attemptOf(who.nisn).status).not.toBe('in_progress');
  }, 90_000);

  it('an essay typed 20 ms before the deadline (no draft sent yet) is in the time-up submit', async () => {
    const { page } = b;
    const who = await newCandidate('esai-akhir');
    await loginUi(page, who);
    await handInToeflSectionsBefore(page, who, 4);
    await page.goto(url(`/ujian/${who.nisn}/formujiantoefl/${encodeURIComponent('TOEFL Writing')}/4`));
    await page.getByRole('button', { name: 'Mulai Sekarang' }).click();
    await page.getByRole('timer').first().waitFor();
    const attempt = attemptOf(who.nisn);
    const essay = page.getByRole('textbox', { name: 'Jawaban essay soal 1' });
    await essay.fill('Kalimat pertama.');
    const deadline = Date.now() + 4000;
    setDeadline(attempt.id, deadline);
    await nudge(page);
    const text = 'Kalimat pertama. Kalimat terakhir diketik tepat sebelum waktu habis.';
    const typedAt = await atInstant(essay, deadline - 20, { type: text });
    expect(typedAt).toBeLessThanOrEqual(deadline);
    const dialog = page.getByRole('dialog', { name: 'Waktu Habis' });
    await dialog.waitFor({ timeout: 5000 });
    await dialog.getByRole('button', { name: 'Kirim Jawaban' }).click();
    await page.getByTestId('finished-result').waitFor({ timeout: 20_000 });
    const stored = withDb(
      (db) =>
        db.prepare('SELECT answer FROM essay_answers WHERE attempt_id = ?').get(attempt.id) as {
          answer: string;
        },
    );
    expect(stored.answer).toBe(text);
    const result = withDb(
      (db) =>
        db.prepare('SELECT jawaban_essay FROM results WHERE attempt_id = ?').get(attempt.id) as {
          jawaban_essay: string;
        },
    );
    expect(result.jawaban_essay).toContain('Kalimat terakhir diketik tepat sebelum waktu habis.');
  }, 120_000);

  it('the finish dialog right after a change: the choice on screen is the one handed in', async () => {
    const { page } = b;
    const who = await newCandidate('selesai-cepat');
    await startTpa(page, who);
    const attempt = attemptOf(who.nisn);
    await radio(page, 2, 'B').click();
    // at once, the save maybe still on its way
    await radio(page, 2, 'D').click();
    await page.getByRole('button', { name: 'Selesaikan Ujian' }).first().click();
    await page
      .getByRole('dialog', { name: 'Selesaikan Ujian ?' })
      .getByRole('button', { name: 'Ya, Selesaikan' })
      .click();
    await page.getByTestId('finished-result').waitFor();
    expect(storedLetter(attempt.id, 2)).toBe('D');
  }, 90_000);
});

describe("the rescue file: 'Unduh jawaban saya' offline, uploaded by a proctor (docs/decisions/0012)", () => {
  let candidate: Awaited<ReturnType<typeof openBrowser>>;
  let proctor: Awaited<ReturnType<typeof openBrowser>>;
  afterEach(async () => {
    await candidate?.close();
    await proctor?.close();
  });

  it('the answers made offline reach the server through the file; the result shows them', async () => {
    candidate = await openBrowser(LAPTOP);
    candidate.page.on('dialog', (d) => void d.accept());
    const c = candidate.page;
    const who = await newCandidate('berkas-jawaban');
    await startTpa(c, who);
    const attempt = attemptOf(who.nisn);
    await radio(c, 1, 'A').click();
    await expect.poll(() => storedLetter(attempt.id, 1), { timeout: 5000 }).toBe('A');
    // the download's part loads once the page settles, and keeps the server's public key
    const download = c.getByRole('button', { name: 'Unduh jawaban saya' });
    await download.waitFor({ timeout: 10_000 });
    await c.waitForFunction(() => localStorage.getItem('kunci_berkas_jawaban') !== null);

    // the connection is gone: two more answers and a change stay on the device
    await candidate.context.setOffline(true);
    await radio(c, 2, 'B').click();
    await radio(c, 3, 'C').click();
    await radio(c, 1, 'E').click();
    await c.getByText('Tidak tersambung').first().waitFor();
    const [file] = await Promise.all([c.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^jawaban-${KODE}-${attempt.id}-\\d{12}\\.jwb$`));
    const saved = `/tmp/rescue-e2e-${attempt.id}.jwb`;
    await file.saveAs(saved);
    const bytes = fs.readFileSync(saved);
    expect(bytes.subarray(0, 12).toString()).toBe('TRYOUT-JWB-1');
    // nothing readable on the lab PC
    expect(bytes.toString('latin1')).not.toContain('pilihan');
    expect(bytes.toString('latin1')).not.toContain(KODE);
    // the panel with the download (the viewport: the exam page is long)
    await c.screenshot({
      path: path.resolve(import.meta.dirname, '../test-results/screens/rescue-download-1280.png'),
    });
    expect(storedLetter(attempt.id, 2)).toBeNull();

    // the proctor uploads it on the monitor, sees the differences, applies and finishes
    proctor = await openBrowser(LAPTOP_WIDE);
    const p = proctor.page;
    await signInStaff(p, LECTURER);
    await p.goto(url(`/pengawasan-ujian?sasaran=materi-${attempt.materi_id}`));
    await p.getByRole('heading', { name: 'Pengawasan Ujian' }).waitFor();
    await p.getByRole('textbox', { name: 'Cari peserta' }).fill(who.nisn);
    await p.getByRole('button', { name: `Aksi ${who.nisn}` }).click();
    await p.getByRole('menuitem', { name: 'Unggah berkas jawaban' }).click();
    const dialog = p.getByRole('dialog', { name: /Unggah berkas jawaban/ });
    await dialog.locator('input[type="file"]').setInputFiles(saved);
    const summary = dialog.getByTestId('ringkasan-berkas');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Diterapkan: 3');
    await dialog
      .getByRole('textbox', { name: 'Alasan' })
      .fill('Jaringan lab 3 terputus sampai ujian berakhir');
    await screenshot(p, 'rescue-upload-1366');
    await dialog.getByRole('button', { name: 'Terapkan dan selesaikan' }).click();
    await p.locator('.mantine-Notification-root', { hasText: '3 jawaban diterapkan' }).waitFor();

    expect(attemptOf(who.nisn).status).toBe('submitted');
    expect([1, 2, 3].map((n) => storedLetter(attempt.id, n))).toEqual(['E', 'B', 'C']);
    const result = withDb(
      (db) =>
        db.prepare('SELECT nilai_pg FROM results WHERE attempt_id = ?').get(attempt.id) as {
          nilai_pg: number;
        },
    );
    expect(result).toBeTruthy();
    // the candidate's page, back online, ends with the result
    await candidate.context.setOffline(false);
    await c.getByTestId('finished-result').waitFor({ timeout: 45_000 });
    const audit = withDb(
      (db) =>
        db
          .prepare("SELECT reason, new_value FROM audit_log WHERE action = 'berkas_jawaban' ORDER BY id DESC")
          .get() as {
          reason: string;
          new_value: string;
        },
    );
    expect(audit.reason).toBe('Jaringan lab 3 terputus sampai ujian berakhir');
    expect(JSON.parse(audit.new_value)).toMatchObject({
      attempt_id: attempt.id,
      diterapkan: 3,
      selesaikan: true,
    });
  }, 180_000);
});
