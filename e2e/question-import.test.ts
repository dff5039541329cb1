import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, url } from './browser';
import { LECTURER, signInStaff } from './staff';

/**
 * docs/decisions/0029: a lecturer imports the committed Word fixture (made by LibreOffice, see
 * apps/server/src/modules/question-bank/import/fixtures/make-fixtures.sh) into a new group: the
 * preview shows every question with its pictures, 'Simpan' stores them, the bank lists them, and
 * 'Batalkan impor' removes them again.
 */

const FIXTURE = path.resolve(
  import.meta.dirname,
  '../apps/server/src/modules/question-bank/import/fixtures/soal-word.docx',
);
const GIFT_DIR = path.resolve(
  import.meta.dirname,
  '../apps/server/src/modules/question-bank/import/fixtures/gift',
);
const QTI_DIR = path.resolve(
  import.meta.dirname,
  '../apps/server/src/modules/question-bank/import/fixtures/qti/paket',
);
const SHOTS = process.env.SCREENSHOT_DIR;
const RUN = Date.now().toString(36).toUpperCase();

describe('importing questions from Word (browser)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let token: string;
  let materiId: number;
  let groupId: number;

  const api = async (p: string, body: unknown) => {
    const res = await fetch(`${baseUrl()}/tryout/api/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: { id: number } };
    if (!res.ok) throw new Error(`${p} ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const shot = async (name: string) => {
    if (SHOTS) await b.page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    b = await openBrowser({ width: 1366, height: 900 });
    token = await signInStaff(b.page, LECTURER);
    materiId = (
      await api('addMateri', { kode_ujian: `IMP${RUN}`, deskripsi: 'Biologi impor', waktu: 30, urutan: 50 })
    ).id;
    groupId = (
      await api('addGroupSoal', {
        master_materi: materiId,
        nama_group: `Impor ${RUN}`,
        jumlah_soal_ujian: 4,
        urutan: 1,
        deskripsi: 'Soal dari Word',
      })
    ).id;
  });
  afterAll(async () => b?.close());

  it('previews, saves and undoes the .docx made by LibreOffice', async () => {
    const { page } = b;
    await page.goto(url(`/group-soal/bank-soal/${groupId}/${materiId}`));
    await page.getByRole('link', { name: 'Impor Soal' }).click();
    await page.getByRole('heading', { name: 'Impor Soal' }).waitFor();
    expect(await page.getByText('Unduh Template Word').isVisible()).toBe(true);

    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-testid="import-file"]').click();
    await (await chooser).setFiles({
      name: 'soal-word.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: fs.readFileSync(FIXTURE),
    });
    const summary = page.locator('[data-testid="import-summary"]');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('4 soal (Word)');
    expect(await summary.textContent()).toContain('0 bermasalah');
    const cards = page.locator('[data-testid="import-question"]');
    expect(await cards.count()).toBe(4);
    expect(await cards.nth(0).textContent()).toContain('Organel sel yang menghasilkan energi');
    expect(await cards.nth(1).locator('sub').count()).toBe(3);
    // the pictures of question 2 and of option A of question 3, loaded and shown
    for (const [card, alt] of [
      [1, 'Gambar soal 2'],
      [2, 'Gambar pilihan A soal 3'],
    ] as const) {
      const img = cards.nth(card).getByRole('img', { name: alt });
      await img.waitFor();
      expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    }
    expect(await cards.nth(0).locator('[data-testid="pembahasan"]').textContent()).toContain('respirasi sel');
    await shot('import-preview-1366');

    await page.getByRole('button', { name: 'Simpan 4 Soal' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Soal berhasil diimpor: 4 soal' }).waitFor();
    await page.locator('tbody tr', { hasText: 'soal-word.docx' }).waitFor();
    await shot('import-saved-1366');

    await page.getByRole('link', { name: 'Lihat Bank Soal' }).click();
    await page.getByRole('heading', { name: 'List Soal Pilihan Ganda' }).waitFor();
    // the four imported questions, each in its row
    for (const text of [
      'Organel sel yang menghasilkan',
      'Rumus kimia glukosa',
      'Perhatikan tabel berikut',
      'Jelaskan perbedaan sel',
    ])
      await page.locator('tbody tr', { hasText: text }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Detail soal \d+$/ }).count()).toBe(4);
    await page.getByRole('button', { name: 'Detail soal 1' }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Soal PG' });
    expect(await detail.locator('[data-testid="pembahasan"]').textContent()).toContain('respirasi sel');
    await shot('import-bank-detail-1366');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    // the essay: its own title, its key (imported as Word paragraphs) as text, no raw tags
    await page.getByRole('button', { name: 'Detail soal 4' }).click();
    const essay = page.getByRole('dialog', { name: 'Detail Soal Essay' });
    const key = (await essay.getByTestId('kunci-essay').textContent()) ?? '';
    expect(key).toBe('Kunci Essay: Sel tumbuhan memiliki dinding sel dan kloroplas.');
    await page.keyboard.press('Escape');
    await essay.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Impor Soal' }).click();
    await page.getByRole('button', { name: 'Batalkan impor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Batalkan impor ?' });
    await confirm.getByRole('button', { name: 'Batalkan impor' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Impor berhasil dibatalkan' }).waitFor();
    await page.locator('tbody tr', { hasText: 'soal-word.docx' }).waitFor({ state: 'detached' });
    const left = await fetch(`${baseUrl()}/tryout/api/listSoalPG`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ group_soal: groupId }),
    });
    expect(((await left.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('previews a GIFT file with the bank forms (docs/decisions/0030), saves it and undoes it', async () => {
    const { page } = b;
    await page.goto(url(`/group-soal/import/${groupId}/${materiId}`));
    await page.getByRole('heading', { name: 'Panduan' }).waitFor();
    const text = ['jawaban-ganda', 'menjodohkan', 'isian-angka']
      .map((n) => fs.readFileSync(path.join(GIFT_DIR, `${n}.gift`), 'utf8'))
      .join('\n\n');
    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-testid="import-file"]').click();
    await (await chooser).setFiles({ name: 'bank.gift', mimeType: 'text/plain', buffer: Buffer.from(text) });
    const summary = page.locator('[data-testid="import-summary"]');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('6 soal (GIFT)');
    expect(await summary.textContent()).toContain('0 bermasalah');
    const cards = page.locator('[data-testid="import-question"]');
    expect(await cards.count()).toBe(6);
    expect(await cards.nth(0).textContent()).toContain('PG Jawaban Ganda');
    expect(await cards.nth(0).textContent()).toContain('Kunci Jawaban: A: 50%, B: 50%, C: -100%, D: -100%');
    const matching = cards.nth(2);
    expect(await matching.textContent()).toContain('Menjodohkan');
    expect(await matching.textContent()).toContain('Thailand→ C');
    expect(await cards.nth(3).textContent()).toContain('Kunci Jawaban: 7 ± 0.5');
    await shot('import-gift-preview-1366');

    await page.getByRole('button', { name: 'Simpan 6 Soal' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Soal berhasil diimpor: 6 soal' }).waitFor();
    const row = page.locator('tbody tr', { hasText: 'bank.gift' });
    await row.waitFor();
    expect(await row.textContent()).toContain('GIFT');
    await row.getByRole('button', { name: 'Batalkan impor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Batalkan impor ?' });
    await confirm.getByRole('button', { name: 'Batalkan impor' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('leaves out Moodle question types the bank does not have only when the lecturer ticks the box', async () => {
    const { page } = b;
    await page.goto(url(`/group-soal/import/${groupId}/${materiId}`));
    await page.getByRole('heading', { name: 'Panduan' }).waitFor();
    const xml = fs
      .readFileSync(path.join(GIFT_DIR, '../moodle/belum-didukung.xml'), 'utf8')
      .replace(
        '</quiz>',
        '<question type="truefalse"><questiontext><text>Bumi bulat.</text></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>',
      );
    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-testid="import-file"]').click();
    await (await chooser).setFiles({ name: 'moodle.xml', mimeType: 'text/xml', buffer: Buffer.from(xml) });
    await page.locator('[data-testid="import-summary"]').waitFor();
    expect(await page.getByText('Jenis soal Moodle "ddwtos" belum didukung').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Simpan 3 Soal' }).isDisabled()).toBe(true);
    await page.getByLabel('Lewati 2 soal yang jenisnya belum didukung (tidak ikut disimpan)').check();
    await page.getByRole('button', { name: 'Simpan 1 Soal' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Soal berhasil diimpor: 1 soal' }).waitFor();
    const row = page.locator('tbody tr', { hasText: 'moodle.xml' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Moodle XML');
    await row.getByRole('button', { name: 'Batalkan impor' }).click();
    await page
      .getByRole('dialog', { name: 'Batalkan impor ?' })
      .getByRole('button', { name: 'Batalkan impor' })
      .click();
    await row.waitFor({ state: 'detached' });
  });

  it('previews a QTI 3.0 package (stimulus, picture, audio), saves it as QTI, exports the group as a QTI package and undoes the import', async () => {
    const { page } = b;
    await page.goto(url(`/group-soal/import/${groupId}/${materiId}`));
    await page.getByRole('heading', { name: 'Panduan' }).waitFor();
    expect(await page.getByText('QTI 3.0 (paket .zip berisi imsmanifest.xml').isVisible()).toBe(true);
    const zip = new JSZip();
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) walk(full);
        else zip.file(path.relative(QTI_DIR, full).split(path.sep).join('/'), fs.readFileSync(full));
      }
    };
    walk(QTI_DIR);
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-testid="import-file"]').click();
    await (await chooser).setFiles({ name: 'paket-qti.zip', mimeType: 'application/zip', buffer: bytes });
    const summary = page.locator('[data-testid="import-summary"]');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('4 soal (QTI)');
    expect(await summary.textContent()).toContain('0 bermasalah');
    const cards = page.locator('[data-testid="import-question"]');
    expect(await cards.nth(0).locator('img').count()).toBeGreaterThanOrEqual(2); // the map and option B
    expect(await cards.nth(1).getByTestId('import-wacana').textContent()).toContain(
      'Danau Toba adalah danau vulkanik',
    );
    expect(await cards.nth(3).locator('audio').count()).toBe(1);
    await shot('import-qti-preview-1366');

    await page.getByRole('button', { name: 'Simpan 4 Soal' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Soal berhasil diimpor: 4 soal' }).waitFor();
    const row = page.locator('tbody tr', { hasText: 'paket-qti.zip' });
    await row.waitFor();
    expect(await row.textContent()).toContain('QTI');

    // the group's export menu offers the package, and it holds the four items and their media
    await page.goto(url(`/group-soal/bank-soal/${groupId}/${materiId}`));
    await page.getByRole('button', { name: /^Ekspor Soal / }).click();
    const pending = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Paket QTI 3.0 (.zip)' }).click();
    const dl = await pending;
    expect(dl.suggestedFilename()).toMatch(/-qti\.zip$/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-qti-'));
    const file = path.join(dir, 'ekspor.zip');
    await dl.saveAs(file);
    const exported = await JSZip.loadAsync(fs.readFileSync(file));
    fs.rmSync(dir, { recursive: true, force: true });
    const names = Object.keys(exported.files).filter((n) => !exported.files[n].dir);
    expect(names.filter((n) => n.startsWith('items/'))).toHaveLength(4);
    expect(names.filter((n) => n.startsWith('media/')).map((n) => n.split('.').pop())).toEqual([
      'png',
      'png',
      'wav',
    ]);
    // Word cannot carry the audio of the fourth question: the page says so after the download
    await page.getByRole('button', { name: /^Ekspor Soal / }).click();
    const word = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Word (.docx)' }).click();
    expect((await word).suggestedFilename()).toMatch(/\.docx$/);
    await page
      .locator('.mantine-Notification-root', { hasText: 'Audio 1 soal tidak ikut diekspor ke Word: Soal 4' })
      .waitFor();
    await shot('export-note-word-1366');

    await page.goto(url(`/group-soal/import/${groupId}/${materiId}`));
    const again = page.locator('tbody tr', { hasText: 'paket-qti.zip' });
    await again.getByRole('button', { name: 'Batalkan impor' }).click();
    await page
      .getByRole('dialog', { name: 'Batalkan impor ?' })
      .getByRole('button', { name: 'Batalkan impor' })
      .click();
    await again.waitFor({ state: 'detached' });
  });

  it('looks right on a phone (375 px)', async () => {
    await b.page.setViewportSize({ width: 375, height: 800 });
    await b.page.goto(url(`/group-soal/import/${groupId}/${materiId}`));
    await b.page.getByRole('heading', { name: 'Panduan' }).waitFor();
    const overflow = await b.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot('import-page-375');
  });
});
