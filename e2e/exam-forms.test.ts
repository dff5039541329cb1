import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowser, screenshot, url } from './browser';
import { loginUi, newCandidate, tryoutExamOf, withDb } from './candidate';
import { addQuestion } from './form-questions';
import { apiLogin, LECTURER, materiWithGroup, staffApi } from './staff';

/**
 * The UTBK / AKM forms on the exam page (docs/decisions/0027) in the browser: one exam holding every form
 * and a shared passage (wacana), seeded through the staff API, taken at 1366 px by mouse and at
 * 375 px by keyboard alone; axe passes with every form on the page; a reload mid-exam keeps every
 * answer; the navigator shows a partly answered table as its own state; the result is the score
 * computed by hand. Screenshots in test-results/screens/exam-forms-*.png.
 */
const RUN = Date.now().toString(36).toUpperCase();
const MATERI = `BNT${RUN}`;
const PASSAGE = 'Bacalah teks tentang hutan bakau berikut dengan saksama.';

const options = {
  pil_a: 'Hutan bakau',
  pil_b: 'Terumbu karang',
  pil_c: 'Padang lamun',
  pil_d: 'Gurun pasir',
};

/**
 * The questions (stem → fields). The hand-computed score of the answers below: PG right (1),
 * table all right (1), Jawaban Ganda A and C right (1), the number right (1), the short answer
 * right in another case (1), the matching one pair wrong (0, all-or-nothing), Benar/Salah right
 * (1): 6 of 7 → nilai 100 × 6 / 7 = 85,71.
 */
const QUESTIONS: Record<string, Record<string, unknown>> = {
  'Soal pilihan ganda bakau': { type_soal: 'PG', ...options, pil_e: 'Sabana', kunci_pg: 'A' },
  'Soal tabel pernyataan bakau': {
    type_soal: 'PG Kompleks',
    isi: {
      label: 'Benar/Salah',
      pernyataan: ['Akar napas', 'Hidup di gurun', 'Menahan abrasi', 'Tempat ikan bertelur'],
    },
    kunci: { jawaban: [true, false, true, true] },
  },
  'Soal jawaban ganda ekosistem': { type_soal: 'PG Jawaban Ganda', ...options, kunci: { benar: ['A', 'C'] } },
  'Soal isian angka setengah': { type_soal: 'Isian Angka', kunci: { jawaban: ['0,5'], toleransi: 0 } },
  'Soal isian singkat ibu kota': { type_soal: 'Isian Singkat', kunci: { jawaban: [{ teks: 'Jakarta' }] } },
  'Soal menjodohkan ekosistem': {
    type_soal: 'Menjodohkan',
    ...options,
    isi: { premis: ['Akar napas', 'Polip karang', 'Kaktus'] },
    kunci: { pasangan: ['A', 'B', 'D'] },
  },
  'Soal benar salah bakau': {
    type_soal: 'Benar/Salah',
    isi: { label: 'Benar/Salah' },
    kunci: { jawaban: true },
  },
};

/** The card of the question whose stem is `stem`. */
const card = (page: Page, stem: string) => page.locator('[id^="soal-"][aria-labelledby]', { hasText: stem });

/** The navigator number of the question whose stem is `stem` ('soal-3' → 3). */
async function numberOf(page: Page, stem: string): Promise<number> {
  const id = await card(page, stem).getAttribute('id');
  return Number(id?.replace('soal-', ''));
}

async function openPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'Tampilkan navigasi soal' });
  if (await toggle.isVisible()) await toggle.click();
}

/** The stored result of the candidate's attempt (nilai_pg). */
const storedNilai = (nisn: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          `select a.nilai_pg as nilai from attempts a join candidates c on c.id = a.candidate_id
           where c.nisn = ? order by a.id desc limit 1`,
        )
        .get(nisn) as { nilai: number } | undefined,
  )?.nilai;

describe('the UTBK / AKM forms and a shared passage on the exam page (browser)', () => {
  let exam: ReturnType<typeof tryoutExamOf>;

  beforeAll(async () => {
    const token = await apiLogin(LECTURER);
    const { materiId, groupId } = await materiWithGroup(
      token,
      { kode_ujian: MATERI, deskripsi: 'Literasi UTBK' },
      { nama_group: 'Ekosistem', deskripsi: 'Bentuk soal UTBK', jumlah_soal_ujian: 7 },
    );
    const ids: Record<string, number> = {};
    for (const [stem, fields] of Object.entries(QUESTIONS))
      ids[stem] = await addQuestion(token, {
        ...fields,
        soal_pg: `<p>${stem}</p>`,
        group_soal: String(groupId),
      });
    const passage = await staffApi(token, 'POST', 'stimulus', {
      group_id: groupId,
      isi: `<p>${PASSAGE}</p><table><tr><th>Jenis</th><th>Tempat</th></tr><tr><td>Bakau</td><td>Pantai</td></tr></table>`,
    });
    await staffApi(token, 'POST', `stimulus/${passage.id}/soal`, {
      soal: [ids['Soal tabel pernyataan bakau'], ids['Soal benar salah bakau']],
    });
    exam = tryoutExamOf(MATERI, materiId, 'Tryout Bentuk Soal');
  });
  afterAll(() => exam?.remove());

  async function start(page: Page, tag: string) {
    const who = await newCandidate(tag);
    await loginUi(page, who);
    await page.goto(url(`/ujian/${who.nisn}/formujian/${MATERI}`));
    // the start screen lists the forms the exam holds
    expect(await page.getByTestId('start-forms').textContent()).toBe(
      'PG, PG Kompleks, PG Jawaban Ganda, Isian Angka, Isian Singkat, Menjodohkan, Benar/Salah',
    );
    await page.getByRole('button', { name: 'Mulai Sekarang' }).click();
    await page.getByTestId('save-status').waitFor({ state: 'attached' });
    await card(page, 'Soal menjodohkan ekosistem').locator('select').first().waitFor();
    return who;
  }

  /** Every answer as the page shows it (to compare before and after a reload). */
  const shownAnswers = (page: Page) =>
    page.evaluate(() => ({
      checked: [...document.querySelectorAll('[aria-checked="true"]')].map((e) => e.id).sort(),
      fields: [...document.querySelectorAll('main input[type="text"], main select')].map(
        (e) =>
          `${(e as HTMLInputElement).getAttribute('aria-label') ?? e.id}=${(e as HTMLInputElement).value}`,
      ),
    }));

  async function waitSaved(page: Page) {
    await expect
      .poll(() => page.getByTestId('save-status').textContent(), { timeout: 15_000 })
      .toMatch(/^Tersimpan/);
  }

  async function finishAndCheck(page: Page, nisn: string, ragu: number) {
    await openPanel(page);
    await page.getByRole('button', { name: 'Selesaikan Ujian' }).click();
    const dialog = page.getByRole('dialog', { name: 'Selesaikan Ujian ?' });
    await dialog.getByText('Apakah Anda yakin untuk menyelesaikan ujian?').waitFor();
    expect(await dialog.getByTestId('finish-unanswered').textContent()).toBe('Belum dijawab: 0 soal');
    expect(await dialog.getByTestId('finish-ragu').textContent()).toBe(`Ditandai ragu-ragu: ${ragu} soal`);
    await dialog.getByRole('button', { name: 'Ya, Selesaikan' }).click();
    await page.getByTestId('finished-nilai').waitFor();
    expect(await page.getByTestId('finished-nilai').textContent()).toMatch(/85[,.]71/);
    expect(storedNilai(nisn)).toBeCloseTo(85.71, 2);
  }

  it('at 1366 px by mouse: every form, the passage beside its questions, reload keeps the answers, the score', async () => {
    const b = await openBrowser({ width: 1366, height: 900 });
    const page = b.page;
    page.on('dialog', (d) => void d.accept());
    try {
      const who = await start(page, 'bentuk1366');
      // the passage sits beside its question(s), scrolling on its own
      const passage = page.getByRole('region', { name: /^Wacana untuk soal/ }).first();
      await passage.getByText(PASSAGE).waitFor();
      const [pBox, qBox] = await Promise.all([
        passage.boundingBox(),
        card(page, 'Soal tabel pernyataan bakau').boundingBox(),
      ]);
      expect((pBox?.x ?? 0) + (pBox?.width ?? 0)).toBeLessThanOrEqual((qBox?.x ?? 0) + 1);
      expect(await axeViolations(page)).toEqual([]);

      await card(page, 'Soal pilihan ganda bakau')
        .getByRole('radio', { name: /Hutan bakau/ })
        .click();
      const table = card(page, 'Soal tabel pernyataan bakau');
      await table.getByRole('radio', { name: 'Pernyataan 1 dari 4: Benar' }).click();
      await table.getByRole('radio', { name: 'Pernyataan 2 dari 4: Salah' }).click();
      // two of four rows: partly answered, its own state in the navigator and the legend
      const tableNo = await numberOf(page, 'Soal tabel pernyataan bakau');
      await expect
        .poll(() => page.getByRole('button', { name: `Soal ${tableNo} (sebagian dijawab)` }).count())
        .toBe(1);
      await page.getByText('Sebagian dijawab').first().waitFor();
      await table.getByRole('radio', { name: 'Pernyataan 3 dari 4: Benar' }).click();
      await table.getByRole('radio', { name: 'Pernyataan 4 dari 4: Benar' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: `Soal ${tableNo} (terjawab)` }).count())
        .toBe(1);

      const ganda = card(page, 'Soal jawaban ganda ekosistem');
      await ganda.getByRole('checkbox', { name: /Hutan bakau/ }).click();
      await ganda.getByRole('checkbox', { name: /Padang lamun/ }).click();
      await card(page, 'Soal isian angka setengah').getByLabel('Jawaban (angka)').fill('0.5');
      await card(page, 'Soal isian singkat ibu kota').getByLabel('Jawaban singkat').fill('jakarta');
      const jodoh = card(page, 'Soal menjodohkan ekosistem');
      await jodoh.getByLabel('Premis 1 dari 3').selectOption('A');
      await jodoh.getByLabel('Premis 2 dari 3').selectOption('B');
      await jodoh.getByLabel('Premis 3 dari 3').selectOption('C');
      await card(page, 'Soal benar salah bakau')
        .getByRole('radio', { name: /: Benar$/ })
        .click();
      // ragu-ragu on a form's question: its navigator state, counted at the finish
      await jodoh.getByRole('button', { name: /^Ragu-ragu soal/ }).click();
      const jodohNo = await numberOf(page, 'Soal menjodohkan ekosistem');
      await expect
        .poll(() => page.getByRole('button', { name: `Soal ${jodohNo} (ragu-ragu)` }).count())
        .toBe(1);
      // the text size (A+) enlarges the passage as it does the questions
      const smaller = (await passage.boundingBox())?.height ?? 0;
      await page.getByRole('button', { name: 'A+ perbesar teks' }).click();
      await expect.poll(async () => (await passage.boundingBox())?.height ?? 0).toBeGreaterThan(smaller);
      await page.getByRole('button', { name: 'A− perkecil teks' }).click();
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .click()
        .catch(() => {});
      await waitSaved(page);
      await screenshot(page, 'exam-forms-1366');
      expect(await axeViolations(page)).toEqual([]);

      // reload mid-exam: every answer is back
      const before = await shownAnswers(page);
      await page.reload();
      await card(page, 'Soal menjodohkan ekosistem').locator('select').first().waitFor();
      await expect.poll(() => shownAnswers(page)).toEqual(before);

      await finishAndCheck(page, who.nisn, 1);
    } finally {
      await b.close();
    }
  });

  it('at 375 px by keyboard alone: every form, the passage above and foldable, the score', async () => {
    const b = await openBrowser({ width: 375, height: 780 });
    const page = b.page;
    page.on('dialog', (d) => void d.accept());
    const focus = async (l: Locator) => l.focus();
    const press = (key: string) => page.keyboard.press(key);
    try {
      const who = await start(page, 'bentuk375');
      // on a phone the passage is above its questions and folds away
      const passage = page.locator('details', { hasText: PASSAGE }).first();
      await passage.waitFor();
      await passage.locator('summary').focus();
      await press('Enter');
      await expect.poll(() => passage.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      await press('Enter');
      await expect.poll(() => passage.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);

      // PG: the A–E shortcut chooses
      const pgNo = await numberOf(page, 'Soal pilihan ganda bakau');
      await focus(card(page, 'Soal pilihan ganda bakau'));
      await press('a');
      await expect.poll(() => page.locator(`#soal-${pgNo}-A`).getAttribute('aria-checked')).toBe('true');

      // the table: one Tab stop per row, the arrow keys choose; the shortcut letters do nothing here
      const table = card(page, 'Soal tabel pernyataan bakau');
      await focus(table.getByRole('radio', { name: 'Pernyataan 1 dari 4: Benar' }));
      await press('b');
      expect(await table.locator('[aria-checked="true"]').count()).toBe(0);
      await press('Space'); // row 1: Benar
      await press('Tab');
      await press('ArrowRight'); // row 2: Salah
      await press('Tab');
      await press('Space'); // row 3: Benar (the first label)
      await press('Tab');
      await press('Space'); // row 4: Benar
      expect(
        await table
          .locator('[role="radio"][aria-checked="true"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      ).toEqual([
        'Pernyataan 1 dari 4: Benar',
        'Pernyataan 2 dari 4: Salah',
        'Pernyataan 3 dari 4: Benar',
        'Pernyataan 4 dari 4: Benar',
      ]);

      // Jawaban Ganda: the shortcut toggles its options
      const gandaNo = await numberOf(page, 'Soal jawaban ganda ekosistem');
      await focus(card(page, 'Soal jawaban ganda ekosistem'));
      await press('a');
      await press('c');
      await expect.poll(() => page.locator(`#soal-${gandaNo}-C`).getAttribute('aria-checked')).toBe('true');
      expect(await page.locator(`#soal-${gandaNo}-A`).getAttribute('aria-checked')).toBe('true');

      await focus(card(page, 'Soal isian angka setengah').getByLabel('Jawaban (angka)'));
      await page.keyboard.type('0,5');
      await focus(card(page, 'Soal isian singkat ibu kota').getByLabel('Jawaban singkat'));
      await page.keyboard.type(' JAKARTA ');
      const jodoh = card(page, 'Soal menjodohkan ekosistem');
      for (const [i, letter] of ['A', 'B', 'C'].entries()) {
        await focus(jodoh.getByLabel(`Premis ${i + 1} dari 3`));
        await page.keyboard.type(letter);
      }
      await expect.poll(() => jodoh.getByLabel('Premis 3 dari 3').inputValue()).toBe('C');
      const bs = card(page, 'Soal benar salah bakau');
      await focus(bs.getByRole('radio', { name: /: Benar$/ }));
      await press('Space');
      await focus(card(page, 'Soal pilihan ganda bakau'));
      await waitSaved(page);
      await screenshot(page, 'exam-forms-375');
      expect(await axeViolations(page)).toEqual([]);

      // reload mid-exam: every answer is back
      const before = await shownAnswers(page);
      await page.reload();
      await card(page, 'Soal menjodohkan ekosistem').locator('select').first().waitFor();
      await expect.poll(() => shownAnswers(page)).toEqual(before);

      // the one-question view keeps the passage with each of its questions
      const tableNo = await numberOf(page, 'Soal tabel pernyataan bakau');
      await page.getByRole('button', { name: 'Satu soal' }).click();
      await openPanel(page);
      await page.getByRole('button', { name: new RegExp(`^Soal ${tableNo} `) }).click();
      await card(page, 'Soal tabel pernyataan bakau').waitFor();
      await page.locator('details', { hasText: PASSAGE }).waitFor();
      expect(await page.locator('[id^="soal-"][aria-labelledby]').count()).toBe(1);
      await screenshot(page, 'exam-forms-375-satu-soal');
      await page.getByRole('button', { name: 'Semua soal' }).click();

      await finishAndCheck(page, who.nisn, 0);
    } finally {
      await b.close();
    }
  });
  it('offline: form answers wait in the queue, survive a reload without a connection, and reach the server', async () => {
    const b = await openBrowser({ width: 1366, height: 900 });
    const { page, context } = b;
    page.on('dialog', (d) => void d.accept());
    /** the form answers the server holds for the candidate, by stem */
    const stored = (nisn: string) =>
      Object.fromEntries(
        withDb(
          (db) =>
            db
              .prepare(
                `select q.soal_pg as soal, an.isi as isi from answers an
                 join attempts a on a.id = an.attempt_id join candidates c on c.id = a.candidate_id
                 join questions q on q.id = an.question_id where c.nisn = ? and an.isi is not null`,
              )
              .all(nisn) as { soal: string; isi: string }[],
        ).map((r) => [r.soal.replace(/<\/?p>/g, ''), JSON.parse(r.isi)]),
      );
    try {
      const who = await start(page, 'bentukoff');
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker?.controller?.state ?? null), {
          timeout: 30_000,
        })
        .toBe('activated');
      await card(page, 'Soal benar salah bakau')
        .getByRole('radio', { name: /: Salah$/ })
        .click();
      await waitSaved(page);
      expect(stored(who.nisn)).toEqual({ 'Soal benar salah bakau': false });

      await context.setOffline(true);
      const table = card(page, 'Soal tabel pernyataan bakau');
      await table.getByRole('radio', { name: 'Pernyataan 2 dari 4: Salah' }).click();
      await card(page, 'Soal isian singkat ibu kota').getByLabel('Jawaban singkat').fill('Jakarta');
      await card(page, 'Soal pilihan ganda bakau').click();
      await expect
        .poll(() => page.getByTestId('save-status').textContent(), { timeout: 15_000 })
        .toBe('Tidak tersambung');
      await page.reload();
      await card(page, 'Soal menjodohkan ekosistem').locator('select').first().waitFor();
      expect(
        await table.getByRole('radio', { name: 'Pernyataan 2 dari 4: Salah' }).getAttribute('aria-checked'),
      ).toBe('true');
      expect(await card(page, 'Soal isian singkat ibu kota').getByLabel('Jawaban singkat').inputValue()).toBe(
        'Jakarta',
      );
      expect(Object.keys(stored(who.nisn))).toHaveLength(1);
      await screenshot(page, 'exam-forms-offline-reload-1366');

      await context.setOffline(false);
      await expect
        .poll(() => page.getByTestId('save-status').textContent(), { timeout: 20_000 })
        .toBe('Tersimpan');
      await expect
        .poll(() => stored(who.nisn))
        .toEqual({
          'Soal benar salah bakau': false,
          'Soal tabel pernyataan bakau': [null, false, null, null],
          'Soal isian singkat ibu kota': 'Jakarta',
        });
    } finally {
      await b.close();
    }
  });
});
