import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, PHONE, screenshot, url } from './browser';
import { api, DRAWN, loginUi, newCandidate, withDb } from './candidate';

/**
 * docs/decisions/0031 and §5 in the browser: a materi with 'Acak pilihan jawaban' shows each attempt its own
 * option order; the candidate answers, marks questions 'ragu-ragu', reloads and finds the same
 * order, answers and marks; the navigator shows the four states with a legend; the finish dialog
 * counts the unanswered and the 'ragu-ragu' questions; the answers are stored as the original keys.
 */

const DESKTOP = { width: 1366, height: 800 } as const;
const ADMIN = { nidn: 'admin', password: 'admin12345' };

interface MateriRow {
  id: number;
  kode_ujian: string;
  deskripsi: string;
  waktu: number | null;
  urutan: number;
  is_toefl: '1' | '0';
  acak_pilihan: boolean;
}

/** A staff call over real HTTP with the admin's token. */
async function staff<T>(token: string, method: 'GET' | 'POST', p: string, json?: unknown) {
  const res = await fetch(`${inject('baseUrl')}/tryout/api/${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = (await res.json()) as { message: string; data: T };
  expect(res.status, body.message).toBe(200);
  return body.data;
}

const setShuffle = (token: string, m: MateriRow, on: boolean) =>
  staff<MateriRow>(token, 'POST', 'editMasterMateri', {
    id: m.id,
    kode_ujian: m.kode_ujian,
    deskripsi: m.deskripsi,
    waktu: m.waktu ?? 0,
    urutan: m.urutan,
    acak_pilihan: on,
  });

/** The option texts of question n, top to bottom, with the letters shown. */
const shownOptions = (page: Page, n: number) =>
  page
    .getByRole('radiogroup', { name: `Pilihan jawaban soal ${n}`, exact: true })
    .getByRole('radio')
    .evaluateAll((els) =>
      els.map((el) => ({
        // the letter the candidate sees (the option's name is 'Jawaban', that letter and its text)
        letter: (el.querySelector('[id$="-huruf"]')?.textContent ?? '').trim(),
        text: (el.querySelector('.html-content')?.textContent ?? '').trim(),
      })),
    );

/** A question's options as written (the database), by their original key. */
function originalOptions(questionId: number): Record<string, string> {
  const row = withDb(
    (db) =>
      db
        .prepare('SELECT pil_a, pil_b, pil_c, pil_d, pil_e FROM questions WHERE id = ?')
        .get(questionId) as Record<string, string>,
  );
  const strip = (html: string) =>
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim();
  return Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((k) => [k.toUpperCase(), strip(row[`pil_${k}`])]));
}

const navButton = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Navigasi soal' })
    .getByRole('button', { name: new RegExp(`^Soal ${n}( |$)`) });

async function openPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'Tampilkan navigasi soal' });
  if (await toggle.isVisible()) await toggle.click();
}

describe.each([
  ['1366', DESKTOP],
  ['375', PHONE],
] as const)('shuffled options and ragu-ragu at %s px', (width, viewport) => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let token: string;
  let materi: MateriRow;

  beforeAll(async () => {
    const login = await api<{ api_token: string }>('loginDosen', { json: ADMIN });
    expect(login.status, login.message).toBe(200);
    token = login.data.api_token;
    const all = await staff<MateriRow[]>(token, 'GET', 'getMasterMateri');
    // the demo tryout's first materi, by its code: other test files add materi of their own
    // (urutan 0) that no candidate's tryout holds
    const tpa = all.find((m) => m.kode_ujian === 'TPA');
    if (!tpa) throw new Error('the demo materi TPA is missing');
    materi = tpa;
    expect((await setShuffle(token, materi, true)).acak_pilihan).toBe(true);
    b = await openBrowser(viewport);
    b.page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => {
    await b?.close();
    if (token && materi) await setShuffle(token, materi, false);
  });

  it('answers in the shown letters, marks ragu-ragu, reloads to the same order and marks, counts them at the finish', async () => {
    const { page } = b;
    const who = await newCandidate(`acak${width}`);
    await loginUi(page, who);
    await page.goto(url(`/ujian/${who.nisn}/formujian/${encodeURIComponent(materi.kode_ujian)}`));
    await page.getByRole('button', { name: 'Mulai Sekarang' }).click();
    await page.getByRole('timer').first().waitFor();
    await page.locator('#soal-4').waitFor();

    // the draw's questions by number, and their options as the page shows them
    const drawn = withDb(
      (db) =>
        db
          .prepare(
            `SELECT aq.number, aq.question_id, aq.option_order FROM ${DRAWN}
             JOIN attempts a ON a.id = aq.attempt_id JOIN candidates c ON c.id = a.candidate_id
             WHERE c.nisn = ? AND a.status = 'in_progress' ORDER BY aq.number`,
          )
          .all(who.nisn) as { number: number; question_id: number; option_order: string | null }[],
    );
    const total = drawn.length;
    expect(total).toBeGreaterThan(4);
    const before: { letter: string; text: string }[][] = [];
    let reordered = 0;
    for (const n of [1, 2, 3, 4]) {
      const shown = await shownOptions(page, n);
      before.push(shown);
      const orig = originalOptions(drawn[n - 1].question_id);
      // letters A, B, … in order; each shows the option its frozen order names
      expect(shown.map((o) => o.letter).join('')).toBe('ABCDE'.slice(0, shown.length));
      expect(shown.map((o) => o.text)).toEqual([...(drawn[n - 1].option_order ?? '')].map((k) => orig[k]));
      if (drawn[n - 1].option_order !== 'ABCDE'.slice(0, shown.length)) reordered++;
    }
    expect(reordered).toBeGreaterThan(0);

    // answer 1 and 3, mark 1 (answered) and 2 (not answered) 'ragu-ragu'
    const radio = (n: number, letter: string) =>
      page
        .getByRole('radiogroup', { name: `Pilihan jawaban soal ${n}`, exact: true })
        .getByRole('radio', { name: `Jawaban ${letter}` });
    const ragu = (n: number) => page.getByRole('button', { name: `Ragu-ragu soal ${n}`, exact: true });
    await radio(1, 'B').click();
    await radio(3, 'A').click();
    await ragu(1).click();
    await ragu(2).click();
    await expect.poll(() => ragu(1).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('save-status').first().textContent()).toBe('Tersimpan');

    await openPanel(page);
    await expect.poll(() => navButton(page, 1).getAttribute('data-state')).toBe('ragu');
    expect(await navButton(page, 2).getAttribute('data-state')).toBe('ragu');
    expect(await navButton(page, 3).getAttribute('data-state')).toBe('answered');
    expect(await navButton(page, 4).getAttribute('data-state')).toBe('empty');
    expect(await page.locator('nav[aria-label="Navigasi soal"] [aria-current="step"]').count()).toBe(1);
    const legend = page.getByRole('list', { name: 'Keterangan warna navigasi soal' });
    expect(await legend.getByRole('listitem').allTextContents()).toEqual([
      'Sudah dijawab',
      'Ragu-ragu',
      'Soal saat ini',
      'Belum dijawab',
    ]);
    // the navigator's colours as drawn: green, yellow, white
    const bg = (n: number) => navButton(page, n).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await bg(3)).not.toBe(await bg(4));
    expect(await bg(1)).toBe(await bg(2));
    expect(await bg(1)).not.toBe(await bg(3));
    const panel = page.getByRole('complementary', { name: 'Panel ujian' });
    const dir = path.resolve(import.meta.dirname, '../test-results/screens');
    await panel.screenshot({ path: path.join(dir, `navigator-legend-${width}.png`) });
    await screenshot(page, `shuffle-ragu-${width}`);
    await page
      .getByRole('button', { name: 'Sembunyikan navigasi soal' })
      .click({ timeout: 1000 })
      .catch(() => {});
    await page.locator('#soal-1').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(dir, `shuffle-ragu-${width}-view.png`) });

    // stored as the original keys behind the letters clicked
    const stored = withDb(
      (db) =>
        db
          .prepare(
            `SELECT an.question_id, an.value FROM answers an JOIN attempts a ON a.id = an.attempt_id
             JOIN candidates c ON c.id = a.candidate_id WHERE c.nisn = ?`,
          )
          .all(who.nisn) as { question_id: number; value: string }[],
    );
    const keyBehind = (n: number, letter: string) => {
      const text = before[n - 1].find((o) => o.letter === letter)?.text;
      const orig = originalOptions(drawn[n - 1].question_id);
      return Object.keys(orig).find((k) => orig[k] === text);
    };
    expect(new Map(stored.map((r) => [r.question_id, r.value]))).toEqual(
      new Map([
        [drawn[0].question_id, keyBehind(1, 'B')],
        [drawn[2].question_id, keyBehind(3, 'A')],
      ]),
    );

    // a reload shows the same order, answers and marks
    await page.reload();
    await page.getByRole('timer').first().waitFor();
    await page.locator('#soal-4').waitFor();
    for (const n of [1, 2, 3, 4]) expect(await shownOptions(page, n)).toEqual(before[n - 1]);
    await expect.poll(() => radio(1, 'B').getAttribute('aria-checked')).toBe('true');
    expect(await radio(3, 'A').getAttribute('aria-checked')).toBe('true');
    expect(await ragu(1).getAttribute('aria-pressed')).toBe('true');
    expect(await ragu(2).getAttribute('aria-pressed')).toBe('true');
    expect(await ragu(3).getAttribute('aria-pressed')).toBe('false');

    // the finish dialog counts what is left and what is doubtful
    await openPanel(page);
    await page.getByRole('button', { name: 'Selesaikan Ujian' }).click();
    const dialog = page.getByRole('dialog', { name: 'Selesaikan Ujian ?' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('finish-unanswered').textContent()).toBe(
      `Belum dijawab: ${total - 2} soal`,
    );
    expect(await dialog.getByTestId('finish-ragu').textContent()).toBe('Ditandai ragu-ragu: 2 soal');
    await page.screenshot({ path: path.join(dir, `finish-dialog-${width}.png`) });
    await dialog.getByRole('button', { name: 'Batal' }).click();
  });
});
