import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRECT, KEYS, WRONG } from '../apps/server/src/domain/item-analysis/fixtures/hand';
import { axeViolations } from './axe';
import { openBrowser, settled, url } from './browser';
import { insertDraw, withDb } from './candidate';
import { signInStaff } from './staff';

/**
 * 'Analisis Butir Soal' (docs/decisions/0023): a lecturer opens the analysis of a materi holding the hand-computed
 * 10 × 5 fixture, reads the summary, sorts the table, sees the 'revisi' flag and both charts (the chart
 * chunk loads on this page only), switches to best attempts, downloads the Excel and follows a question
 * to its edit form. Screenshots at 1366 and 375 px go to /tmp/i20-shots.
 */
const LECTURER = { nidn: '0412345678', password: 'dosen12345' };
const RUN = Date.now().toString(36).toUpperCase();
const KODE = `E2E-IA-${RUN}`;
const SHOTS = '/tmp/i20-shots';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-ia-'));

/** A materi with 5 PG questions (keys A–E) and the fixture's 10 candidates' first attempts; two second attempts at 100. */
function seed(): { materiId: number; groupId: number; questionIds: number[] } {
  return withDb((db) => {
    const now = new Date().toISOString();
    return db.transaction(() => {
      const materiId = Number(
        db
          .prepare(
            `insert into materi (kode_ujian, deskripsi, waktu, urutan, is_toefl, created_at, updated_at)
             values (?, 'Analisis E2E', 30, 99, 0, ?, ?)`,
          )
          .run(KODE, now, now).lastInsertRowid,
      );
      const groupId = Number(
        db
          .prepare(
            `insert into question_groups (master_materi, nama_group, jumlah_soal_ujian, urutan, deskripsi, created_at, updated_at)
             values (?, 'Butir E2E', 5, 1, 'Butir', ?, ?)`,
          )
          .run(materiId, now, now).lastInsertRowid,
      );
      const questionIds = KEYS.map((k, j) =>
        Number(
          db
            .prepare(
              `insert into questions (group_soal, id_master_materi, type_soal, type_ujian, soal_pg, pil_a, pil_b, pil_c, pil_d, pil_e,
                kunci_pg, created_at, updated_at)
               values (?, ?, 'PG', 'UTS', ?, 'A', 'B', 'C', 'D', 'E', ?, ?, ?)`,
            )
            .run(groupId, materiId, `<p>Soal analisis nomor ${j + 1}</p>`, k, now, now).lastInsertRowid,
        ),
      );
      const insCandidate = db.prepare(
        `insert into candidates (nisn, full_name, email, phone, password_hash, asal_sekolah, jenis_sekolah, alamat_sekolah1,
          alamat_sekolah2, provinsi_sekolah, jurusan_sekolah, email_verified_at, created_at, updated_at)
         values (?, ?, ?, '081200000000', 'x', 'SMA', 'SMA', 'JL', 'KOTA', 'PROV', 'IPA', ?, ?, ?)`,
      );
      const insAttempt = db.prepare(
        `insert into attempts (candidate_id, materi_id, attempt_no, type_soal, status, started_at, deadline_at, submitted_at,
          nilai_pg, nilai_akhir, created_at) values (?, ?, ?, 'PG', 'submitted', ?, ?, ?, ?, ?, ?)`,
      );
      const insAnswer = db.prepare(
        'insert into answers (attempt_id, question_id, value, updated_at) values (?, ?, ?, ?)',
      );
      const attempt = (candidate: number, no: number, answers: (string | null)[], nilai: number) => {
        const id = Number(
          insAttempt.run(candidate, materiId, no, now, now, now, nilai, nilai, now).lastInsertRowid,
        );
        insertDraw(db, id, questionIds.slice(0, answers.length));
        answers.forEach((v, j) => {
          if (v) insAnswer.run(id, questionIds[j], v, now);
        });
      };
      CORRECT.forEach((row, c) => {
        const tag = `${RUN}${c}`;
        const candidate = Number(
          insCandidate.run(tag.slice(-10), `IA ${tag}`, `ia${tag}@e2e.test`.toLowerCase(), now, now, now)
            .lastInsertRowid,
        );
        const nilai = 20 * row.reduce((s, v) => s + v, 0);
        attempt(
          candidate,
          1,
          row.map((ok, j) => (ok ? KEYS[j] : WRONG[c][j])),
          nilai,
        );
        if (c >= 8) attempt(candidate, 2, [...KEYS], 100);
      });
      return { materiId, groupId, questionIds };
    })();
  });
}

const cellTexts = (page: Page, column: number) =>
  page
    .locator(`tbody tr td:nth-child(${column})`)
    .evaluateAll((tds) => tds.map((td) => td.textContent?.trim()));

describe('Analisis Butir Soal (lecturer)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let s: ReturnType<typeof seed>;
  const scripts: string[] = [];
  beforeAll(async () => {
    s = seed();
    fs.mkdirSync(SHOTS, { recursive: true });
    b = await openBrowser({ width: 1366, height: 900 });
    page = b.page;
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await signInStaff(page, LECTURER);
  });
  afterAll(async () => {
    await b?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** Opens the analysis of this file's materi afresh (`query`: more of the URL's query). */
  async function openAnalysis(query = '') {
    await page.goto(url(`/analisis-butir-soal?sasaran=materi:${s.materiId}${query}`));
    await page.getByTestId('summary').waitFor();
    await page.locator('tbody tr').first().waitFor();
  }

  it('the staff menu leads to the page; the chart chunk is not loaded before', async () => {
    await page.goto(url('/dashboard'));
    await page.getByRole('link', { name: 'Analisis Butir Soal' }).click();
    await page.getByRole('heading', { name: 'Analisis Butir Soal' }).waitFor();
    expect(scripts.some((u) => /AnalysisCharts/.test(u))).toBe(false);
  });

  it('shows the hand-computed analysis: summary, histogram, scatter, the revisi flag', async () => {
    await page.goto(url(`/analisis-butir-soal?sasaran=materi:${s.materiId}`));
    const summary = page.getByTestId('summary');
    await summary.waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain('Peserta10');
    expect(text).toContain('Rata-rata54');
    expect(text).toContain('KR-200,479');
    // every item 0/1: Cronbach's α equals KR-20, and the page says KR-20 was used
    expect(text).toContain("Cronbach's α0,479");
    expect(await page.getByTestId('reliability-method').textContent()).toContain(
      'KR-20 (semua soal bernilai 0/1',
    );
    expect(text).toContain('Soal revisi1');
    // the chart chunk came with this page
    expect(scripts.some((u) => /AnalysisCharts/.test(u))).toBe(true);
    // 5 bins hold scores (20, 40, 60, 80, 100): an empty bin draws no bar
    await expect
      .poll(() => page.locator('[data-testid="histogram"] path.recharts-rectangle').count())
      .toBe(5);
    await expect.poll(() => page.locator('[data-testid="scatter"] .recharts-scatter-symbol').count()).toBe(5);
    // only Q1 (D = −1/12) is flagged
    // columns: No, Soal, Group, Bentuk, Kunci, Dikerjakan, p, D, Revisi
    const revisi = await cellTexts(page, 9);
    expect(revisi).toEqual(['revisi', '', '', '', '']);
    await page.screenshot({ path: `${SHOTS}/analisis-1366.png`, fullPage: true });
  });

  it('sorts by D (the flagged question first) and by p', async () => {
    await openAnalysis();
    const header = (name: string) => page.locator('thead th').filter({ hasText: new RegExp(`^${name}$`) });
    await header('D').click();
    expect((await cellTexts(page, 1))[0]).toBe('1');
    expect((await cellTexts(page, 8))[0]).toMatch(/^-0,08/);
    await header('p').click();
    expect(await cellTexts(page, 1)).toEqual(['5', '4', '2', '3', '1']);
  });

  it('switches to best attempts (the URL keeps the choice)', async () => {
    await openAnalysis();
    await page.getByText('Percobaan terbaik').click();
    await expect.poll(() => page.url()).toContain('percobaan=best');
    await expect
      .poll(async () => (await page.getByTestId('summary').textContent()) ?? '')
      .toContain('Rata-rata70');
    await page.reload();
    await expect
      .poll(async () => (await page.getByTestId('summary').textContent()) ?? '')
      .toContain('Rata-rata70');
  });

  it('downloads the whole analysis as Excel', async () => {
    await openAnalysis('&percobaan=best');
    const pending = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor Excel' }).click();
    const dl = await pending;
    expect(dl.suggestedFilename()).toBe(`analisis-butir-${KODE}-best.xlsx`);
    const file = path.join(tmp, 'analisis.xlsx');
    await dl.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Ringkasan',
      'Butir Soal',
      'Opsi',
      'Pernyataan dan Premis',
      'Histogram',
    ]);
    expect(wb.getWorksheet('Butir Soal')!.rowCount).toBe(6);
  });

  it("a PG question's option table: each option's choosers, its share overall and in both groups, the key, the distractors that do not work", async () => {
    await openAnalysis();
    // Q2 (key B): A chosen by C7 and C10, C by C9, D and E by nobody, C8 left it empty; upper group
    // C1, C2 and a quarter each of C3–C6 (all right), lower group C9, C10 and half each of C7, C8
    const toggle = page.getByRole('button', { name: 'Opsi soal 2', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const table = page.getByTestId('option-table');
    await table.waitFor();
    expect(await page.getByTestId('option-table-title').textContent()).toContain(
      'Analisis pengecoh soal 2: 10 peserta',
    );
    // shown where the user is: in the viewport though the wide table was scrolled to reach the button
    expect(await table.isVisible()).toBe(true);
    const inView = async (width: number) => {
      const box = await table.boundingBox();
      return !!box && box.x >= 0 && box.x + box.width <= width;
    };
    await expect.poll(() => inView(1366)).toBe(true);
    const row = async (option: string) =>
      (
        await table
          .locator(`tr[data-option="${option}"]`)
          .locator('th, td')
          .evaluateAll((cells) => cells.map((c) => c.textContent?.trim()))
      ).join(' | ');
    expect(await row('A')).toBe('A | 2 | 20 % | 0 % | 50 % | Pengecoh berfungsi');
    expect(await row('B')).toBe('B | 6 | 60 % | 100 % | 0 % | Kunci');
    expect(await row('C')).toBe('C | 1 | 10 % | 0 % | 33 % | Pengecoh berfungsi');
    expect(await row('D')).toBe('D | 0 | 0 % | 0 % | 0 % | Pengecoh tidak berfungsi (< 5 %)');
    expect(await row('E')).toBe('E | 0 | 0 % | 0 % | 0 % | Pengecoh tidak berfungsi (< 5 %)');
    expect(await row('kosong')).toBe('Kosong | 1 | 10 % | 0 % | 17 % | -');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/analisis-opsi-1366.png`, fullPage: true });
    // on a phone the option table stays in view, scrolling sideways inside itself
    await page.setViewportSize({ width: 375, height: 800 });
    await settled(page);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/analisis-opsi-375.png` });
    await expect.poll(() => inView(375)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await toggle.click();
    await expect.poll(() => table.count()).toBe(0);
  });

  it('at 375 px the page stays usable (table scrolls sideways)', async () => {
    await openAnalysis();
    await page.setViewportSize({ width: 375, height: 800 });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/analisis-375.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('a question links to its edit form', async () => {
    await openAnalysis();
    await page.getByRole('link', { name: 'Soal analisis nomor 3' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/tryout/group-soal/bank_soal/${s.groupId}/${s.materiId}/edit_soal/${s.questionIds[2]}`);
  });
});
