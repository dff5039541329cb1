import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, LAPTOP, once, openBrowser, PHONE, screenshot, settled, url } from './browser';
import { apiLogin, staffApi } from './staff';
import { ADMIN_MENU, LECTURER_MENU } from './staff-menu';

/**
 * Staff back-office pages (spec §2.5, §2.6): a lecturer creates a materi, a group, two questions
 * through the rich-text editor (one with a picture, one with audio) and an exam that uses the
 * materi; every item shows in its table; deletes go through the confirm dialog.
 */

const LECTURER = { nidn: '0412345678', password: 'dosen12345' };
const ADMIN = { nidn: 'admin', password: 'admin12345' };
const RUN = Date.now().toString(36).toUpperCase();
// MATERI and GROUP are written through the API for the tests that need them (materiAndGroup);
// the tests that create a materi or a group through the pages use names of their own
const MATERI = `E2E${RUN}`;
const MATERI_UI = `E2F${RUN}`;
const GROUP = `Group E2E ${RUN}`;
const GROUP_UI = `Group Baru ${RUN}`;
const Q1 = `Berapakah hasil 12 x 12 ${RUN}?`;
const Q2 = `Dengarkan audio berikut ${RUN}`;
const EXAM_PG = `UJ${RUN}`;
const EXAM_ESSAY = `UE${RUN}`;

// ---------- test files made here ----------

/** A real w×h RGB PNG of one colour. */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A demo audio file when the seed ships one, else a 0.2 s 8 kHz silent WAV. */
function audioFile(): { name: string; mimeType: string; buffer: Buffer } {
  const demo = path.resolve(import.meta.dirname, '../apps/server/demo-assets/soalPg/toefl-listening-01.ogg');
  if (fs.existsSync(demo))
    return { name: 'listening.ogg', mimeType: 'audio/ogg', buffer: fs.readFileSync(demo) };
  const samples = 1600;
  const b = Buffer.alloc(44 + samples);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(36 + samples, 4);
  b.write('WAVEfmt ', 8, 'ascii');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36, 'ascii');
  b.writeUInt32LE(samples, 40);
  b.fill(128, 44);
  return { name: 'listening.wav', mimeType: 'audio/wav', buffer: b };
}

// ---------- helpers ----------

/** Puts a staff token where the app keeps it (spec §6: localStorage token_dosen). */
async function signIn(page: Page, who: { nidn: string; password: string }) {
  const token = await apiLogin(who);
  await page.goto(url('/halaman-kosong-login'));
  await page.evaluate((t) => localStorage.setItem('token_dosen', t), token);
}

async function toast(page: Page, text: string) {
  const n = page.locator('.mantine-Notification-root', { hasText: text }).first();
  await n.waitFor();
  return n;
}

/** Shows 30 rows per page in the (first visible) data table. */
async function showMoreRows(scope: Page | Locator) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.locator('button:has(.mantine-datatable-page-size-selector-button-icon)').first().click();
  await page.getByRole('menuitem', { name: '30', exact: true }).click();
}

/** A table row holding `text`. */
const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

async function typeInEditor(page: Page, testId: string, text: string) {
  const editor = page.locator(`[data-testid="${testId}"] .ProseMirror`);
  await editor.click();
  await page.keyboard.type(text);
}

async function chooseFile(
  page: Page,
  testId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.locator(`[data-testid="${testId}"]`).click();
  await (await chooser).setFiles(file);
}

async function pick(page: Page, label: string, option: string, typeFirst?: string) {
  const input = page.getByLabel(new RegExp(`^${label}`)).first();
  await input.click();
  if (typeFirst) await input.fill(typeFirst);
  await page.getByRole('option', { name: option }).first().click();
}

async function confirmDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('Apa kamu yakin? data yang di hapus tidak dapat di pulihkan');
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function shotBoth(page: Page, path_: string, name: string, ready: (p: Page) => Promise<unknown>) {
  await page.setViewportSize(LAPTOP);
  await page.goto(url(path_));
  await ready(page);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(LAPTOP);
}

// ---------- the lecturer's flow ----------

describe('staff back office (lecturer)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  /** MATERI with GROUP in it (its description holds an '&'), written through the staff API. */
  const materiAndGroup = once(async () => {
    const token = await apiLogin(LECTURER);
    const materi = await staffApi(token, 'POST', 'addMateri', {
      kode_ujian: MATERI,
      deskripsi: `Materi uji ${MATERI}`,
      waktu: 30,
      urutan: 7,
    });
    const group = await staffApi(token, 'POST', 'addGroupSoal', {
      master_materi: materi.id,
      nama_group: GROUP,
      jumlah_soal_ujian: 2,
      urutan: 1,
      deskripsi: '<p>Aritmetika &amp; listening</p>',
    });
    return { materiId: materi.id as number, groupId: group.id as number };
  });

  beforeAll(async () => {
    b = await openBrowser(LAPTOP);
    page = b.page;
    await signIn(page, LECTURER);
  });
  afterAll(async () => b?.close());
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `FAILED-lecturer-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  it('creates a materi in /master-materi and deletes a throw-away one after the confirm dialog', async () => {
    await page.goto(url('/master-materi'));
    await page.getByRole('heading', { name: 'Master Materi' }).waitFor();

    for (const [kode, urutan] of [
      [MATERI_UI, '7'],
      [`${MATERI_UI}-DEL`, '8'],
    ]) {
      await page.getByRole('button', { name: 'Tambah Materi' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tambah Materi' });
      await dialog.getByLabel('Kode Ujian').fill(kode);
      await dialog.getByLabel('Deskripsi').fill(`Materi uji ${kode}`);
      await dialog.getByLabel('Waktu').fill('30');
      await dialog.getByLabel('Urutan').fill(urutan);
      // the TOEFL checkbox reveals the 'Tipe TOEFL' radio with four sections
      await dialog.getByLabel('TOEFL', { exact: true }).check();
      await dialog.getByText('Tipe TOEFL').waitFor();
      expect(await dialog.getByRole('radio').count()).toBe(4);
      await dialog.getByLabel('TOEFL', { exact: true }).uncheck();
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      const t = await toast(page, 'Berhasil Menambah Data');
      expect(await t.getAttribute('style')).toContain('green');
      await dialog.waitFor({ state: 'hidden' });
    }
    await showMoreRows(page);
    const r = row(page, MATERI_UI).filter({ hasNotText: `${MATERI_UI}-DEL` });
    await r.waitFor();
    expect(await r.textContent()).toContain('30 menit');

    await page.getByRole('button', { name: `Hapus ${MATERI_UI}-DEL` }).click();
    await confirmDialog(page, 'Hapus Materi ?');
    await row(page, `${MATERI_UI}-DEL`).waitFor({ state: 'detached' });

    const materi = (await (
      await fetch(`${baseUrl()}/tryout/api/getMasterMateri`, {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token_dosen'))}`,
        },
      })
    ).json()) as { data: { id: number; kode_ujian: string }[] };
    expect(materi.data.filter((m) => m.kode_ujian.startsWith(MATERI_UI)).map((m) => m.kode_ujian)).toEqual([
      MATERI_UI,
    ]);
  });

  it('adds a question group to that materi in /group-soal', async () => {
    const { materiId } = await materiAndGroup();
    await page.goto(url('/group-soal'));
    await pick(page, 'Pilih Materi', MATERI, MATERI);
    await page.waitForURL(/materi=\d+/);

    await page.getByRole('button', { name: 'Tambah Group Soal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Group Soal' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Data tidak boleh kosong');

    await dialog.getByLabel('Nama Group').fill(GROUP_UI);
    await dialog.getByLabel('Jumlah Soal Ujian').fill('2');
    await dialog.getByLabel('Urutan').fill('1');
    await typeInEditor(page, 'editor-deskripsi', 'Aritmetika & listening');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Berhasil Menambah Data');
    await dialog.waitFor({ state: 'hidden' });
    await row(page, GROUP_UI).waitFor();

    // a throw-away group, deleted through the confirm dialog
    await page.getByRole('button', { name: 'Tambah Group Soal' }).click();
    await dialog.getByLabel('Nama Group').fill(`${GROUP_UI} hapus`);
    await dialog.getByLabel('Jumlah Soal Ujian').fill('1');
    await dialog.getByLabel('Urutan').fill('2');
    await typeInEditor(page, 'editor-deskripsi', 'dihapus');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Berhasil Menambah Data');
    await page.getByRole('button', { name: `Hapus ${GROUP_UI} hapus` }).click();
    await confirmDialog(page, 'Hapus Group Soal ?');
    await toast(page, 'Berhasil Menghapus Data');
    await row(page, `${GROUP_UI} hapus`).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: `Bank Soal ${GROUP_UI}` }).click();
    await page.getByRole('heading', { name: 'List Soal Pilihan Ganda' }).waitFor();
    const m = /bank-soal\/(\d+)\/(\d+)/.exec(page.url());
    expect(Number(m?.[1])).toBeGreaterThan(0);
    expect(Number(m?.[2])).toBe(materiId);
    // the bank says which group of which materi it is
    await page.getByTestId('page-subtitle').getByText(`Bank Soal — ${GROUP_UI} (${MATERI})`).waitFor();
  });

  it('edits a group description with "&" in the rich-text editor: it reads "&" before and after, never "&amp;"', async () => {
    const { materiId } = await materiAndGroup();
    await page.goto(url(`/group-soal?materi=${materiId}`));
    const r = row(page, GROUP);
    await r.waitFor();
    expect(await r.textContent()).toContain('Aritmetika & listening');
    await page.getByRole('button', { name: `Edit ${GROUP}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Group Soal' });
    const editor = dialog.locator('[data-testid="editor-deskripsi"] .ProseMirror');
    await editor.filter({ hasText: 'Aritmetika & listening' }).waitFor();
    expect(await editor.textContent()).not.toContain('&amp;');
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' & A & B');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Berhasil Mengubah Data');
    await dialog.waitFor({ state: 'hidden' });
    await r.filter({ hasText: 'Aritmetika & listening & A & B' }).waitFor();
    expect(await r.textContent()).not.toContain('&amp;');

    // a second round trip changes nothing: the stored HTML is escaped once, not again and again
    await page.getByRole('button', { name: `Edit ${GROUP}`, exact: true }).click();
    await editor.filter({ hasText: 'Aritmetika & listening & A & B' }).waitFor();
    expect(await editor.textContent()).toBe('Aritmetika & listening & A & B');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Berhasil Mengubah Data');
    await dialog.waitFor({ state: 'hidden' });
    const token = await page.evaluate(() => localStorage.getItem('token_dosen'));
    const groups = (await (
      await fetch(`${baseUrl()}/tryout/api/groupSoal/${materiId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { nama_group: string; deskripsi: string }[] };
    const stored = groups.data.find((g) => g.nama_group === GROUP)?.deskripsi;
    expect(stored).toBe('<p>Aritmetika &amp; listening &amp; A &amp; B</p>');
  });

  /** Q1, a PG question with a picture, added through the editor into GROUP (with its checks). */
  const pictureQuestion = once(async () => {
    const { materiId, groupId } = await materiAndGroup();
    await page.goto(url(`/group-soal/bank-soal/${groupId}/${materiId}`));
    await page.getByRole('link', { name: 'Tambah Soal' }).click();
    await page.getByRole('heading', { name: 'Tambah Soal' }).waitFor();
    const add = page.getByRole('button', { name: 'Tambah', exact: true });
    expect(await add.isDisabled()).toBe(true);

    // each upload says what it takes: the question's file may be a picture or audio
    await page.getByText('png, jpeg, mp3, ogg, wav; maks. 2MB', { exact: true }).waitFor();
    expect(await page.getByText('png, jpeg; maks. 2MB', { exact: true }).count()).toBe(5);
    await typeInEditor(page, 'editor-soal', Q1);
    for (const [k, v] of [
      ['a', '124'],
      ['b', '144'],
      ['c', '142'],
      ['d', '154'],
    ])
      await typeInEditor(page, `editor-pil_${k}`, v);
    await pick(page, 'Kunci Jawaban', 'B');
    expect(await add.isDisabled()).toBe(true); // option E is still empty
    await typeInEditor(page, 'editor-pil_e', '164');
    expect(await add.isDisabled()).toBe(false);

    // too large: refused in the browser with the spec text, nothing attached
    await chooseFile(page, 'upload-soal', {
      name: 'besar.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png(4, 4, [0, 0, 0]), Buffer.alloc(2_000_001)]),
    });
    await toast(page, 'Ukuran gambar maksimal 2MB');
    expect(await page.locator('[data-testid="upload-soal"]').textContent()).not.toContain('besar.png');

    await chooseFile(page, 'upload-soal', {
      name: 'soal.png',
      mimeType: 'image/png',
      buffer: png(120, 80, [30, 120, 220]),
    });
    await chooseFile(page, 'upload-gambar_pil_b', {
      name: 'pil-b.png',
      mimeType: 'image/png',
      buffer: png(60, 40, [20, 160, 60]),
    });
    await page.getByRole('img', { name: 'Gambar soal' }).first().waitFor();

    await page.getByRole('button', { name: 'Pratinjau' }).click();
    const preview = page.getByRole('dialog', { name: 'Pratinjau Soal' });
    await preview.getByText(Q1).waitFor();
    await screenshot(page, 'staff-add-soal-preview-1280');
    await preview.getByRole('button').first().click(); // close
    await preview.waitFor({ state: 'hidden' });
    await screenshot(page, 'staff-add-soal-filled-1280');

    await add.click();
    await toast(page, 'Berhasil Di Tambah');
    await page.getByRole('heading', { name: 'List Soal Pilihan Ganda' }).waitFor();
    const r = row(page, Q1);
    await r.waitFor();
    expect(await r.textContent()).toContain('PG');
    expect(await r.locator('td').nth(3).textContent()).toBe('B');
  });

  /** Q2, an essay question with an audio file, added after Q1. */
  const essayQuestion = once(async () => {
    const { materiId, groupId } = await pictureQuestion().then(materiAndGroup);
    await page.goto(url(`/group-soal/bank-soal/${groupId}/${materiId}`));
    await page.getByRole('link', { name: 'Tambah Soal' }).click();
    await page.getByRole('heading', { name: 'Tambah Soal' }).waitFor();
    await page.getByText('Essay', { exact: true }).click();
    await typeInEditor(page, 'editor-soal', Q2);
    const add = page.getByRole('button', { name: 'Tambah', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('Kunci Essay').fill('Jawaban tentang isi percakapan');
    await chooseFile(page, 'upload-soal', audioFile());
    await page.getByTestId('preview-audio').waitFor();
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await toast(page, 'Berhasil Di Tambah');
    const r = row(page, Q2);
    await r.waitFor();
    expect(await r.textContent()).toContain('Essay');
  });

  it('adds a question with a picture through the editor (2 MB checked before upload, preview)', async () => {
    await pictureQuestion();
  });

  it('adds an essay question with an audio file', async () => {
    await essayQuestion();
  });

  it('shows the question detail, edits a question and lists all questions with the key in bold', async () => {
    const { materiId, groupId } = await materiAndGroup();
    await essayQuestion();
    await page.goto(url(`/group-soal/bank-soal/${groupId}/${materiId}`));
    await page.getByRole('button', { name: 'Detail soal 1' }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Soal PG' });
    await detail.waitFor();
    const img = detail.getByRole('img', { name: 'Gambar soal' });
    await img.waitFor();
    await settled(page); // modal open transition
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(120);
    await screenshot(page, 'staff-bank-soal-detail-1280');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // edit the picture question: the Ubah button needs the question and options
    await row(page, Q1)
      .getByRole('link', { name: /Edit soal/ })
      .click();
    await page.getByRole('heading', { name: 'Edit Soal' }).waitFor();
    await page.locator('[data-testid="editor-soal"] .ProseMirror', { hasText: Q1 }).waitFor();
    const save = page.getByRole('button', { name: 'Ubah', exact: true });
    expect(await save.isDisabled()).toBe(false);
    await screenshot(page, 'staff-edit-soal-1280');
    await page.locator('[data-testid="editor-soal"] .ProseMirror').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (diubah)');
    await save.click();
    await toast(page, 'Berhasil Di Rubah');
    await row(page, `${Q1} (diubah)`).waitFor();

    await page.getByRole('link', { name: 'Lihat Semua Soal' }).click();
    await page.getByRole('heading', { name: 'Semua Soal' }).waitFor();
    await page.getByText(`${Q1} (diubah)`).waitFor();
    await page.getByText(Q2).waitFor();
    const correct = page.locator('[data-correct]');
    expect(await correct.count()).toBe(1);
    expect(await correct.textContent()).toContain('144');
    expect(
      await correct
        .locator('div')
        .first()
        .evaluate((el) => getComputedStyle(el).fontWeight),
    ).toBe('800');
    await page.locator('audio').first().waitFor();
  });

  /** EXAM_PG, a PG course exam over MATERI, made through the dashboard's form (with its checks). */
  const pgExam = once(async () => {
    await materiAndGroup();
    await page.goto(url('/dashboard'));
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    for (const tab of ['List Ujian Pilihan Ganda', 'List Ujian Essay', 'List Ujian Pilihan Ganda Dan Essay'])
      await page.getByRole('tab', { name: tab, exact: true }).waitFor();

    // PG exam
    await page.getByRole('button', { name: 'Tambah Ujian' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Ujian' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('Nama Ujian harus diisi').waitFor(); // required fields, nothing sent
    // the two materi fields say what each one is
    await dialog.getByText('Nama materi yang ditampilkan di daftar ujian dan hasil (teks bebas)').waitFor();
    await dialog.getByText('Materi yang soalnya dikerjakan peserta dalam ujian ini').waitFor();
    await dialog.getByLabel('Kode Ujian').fill(EXAM_PG);
    await dialog.getByLabel('Nama Ujian').fill(`Ujian PG ${RUN}`);
    await dialog.getByLabel('Master Materi').fill('Matematika Dasar');
    await dialog.getByLabel('Jumlah Soal PG').fill('1');
    await dialog.getByLabel('Waktu Ujian (menit)').fill('45');
    // a PG course exam has its course, password and window like the others
    await dialog.getByLabel('Password Ujian').fill('rahasia-pg');
    await pick(page, 'Kelas / Matakuliah', 'Basis Data — Kelas B');
    await dialog.getByLabel('Mulai (WIB)').fill('2030-12-01T08:00');
    await dialog.getByLabel('Selesai (WIB)').fill('2030-12-01T10:30');
    await pick(page, 'Materi Ujian', MATERI, MATERI);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const t = await toast(page, 'Data Berhasil Di Simpan');
    expect(await t.getAttribute('style')).toContain('green');
    await dialog.waitFor({ state: 'hidden' });
    const pgRow = row(page, EXAM_PG);
    await pgRow.waitFor();
    expect(await pgRow.textContent()).toContain(MATERI);
  });

  it('creates a PG exam and an essay exam with that materi, lists them, deletes one after confirm', async () => {
    await pgExam();
    await page.goto(url('/dashboard'));
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // essay exam with a password and a window, times shown as YYYY-MM-DD H:mm:ss
    await page.getByRole('button', { name: 'Tambah Ujian' }).click();
    let dialog = page.getByRole('dialog', { name: 'Tambah Ujian' });
    await dialog.getByText('Essay', { exact: true }).click();
    await dialog.getByLabel('Kode Ujian').fill(EXAM_ESSAY);
    await dialog.getByLabel('Nama Ujian').fill(`Ujian Essay ${RUN}`);
    await dialog.getByLabel('Master Materi').fill('Listening');
    await dialog.getByLabel('Jumlah Soal Essay').fill('1');
    await dialog.getByLabel('Waktu Ujian (menit)').fill('60');
    await dialog.getByLabel('Password Ujian').fill('rahasia');
    await pick(page, 'Kelas / Matakuliah', 'Basis Data — Kelas B');
    await dialog.getByLabel('Mulai (WIB)').fill('2030-12-01T08:00');
    await dialog.getByLabel('Selesai (WIB)').fill('2030-12-01T10:30');
    await dialog.getByText('2030-12-01 8:00:00').waitFor();
    await pick(page, 'Materi Ujian', MATERI, MATERI);
    await page.keyboard.press('Escape');
    await screenshot(page, 'staff-dashboard-exam-modal-1280');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Data Berhasil Di Simpan');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'List Ujian Essay', exact: true }).click();
    const essayRow = row(page, EXAM_ESSAY);
    await essayRow.waitFor();
    const text = await essayRow.textContent();
    expect(text).toContain('rahasia');
    expect(text).toContain('2030-12-01 8:00:00');
    expect(text).toContain('2030-12-01 10:30:00');

    // edit through the same modal
    await page.getByRole('button', { name: `Edit ${EXAM_ESSAY}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Ujian' });
    expect(await dialog.getByLabel('Kode Ujian').inputValue()).toBe(EXAM_ESSAY);
    await dialog.getByLabel('Waktu Ujian (menit)').fill('75');
    await dialog.getByRole('button', { name: 'Ubah' }).click();
    await toast(page, 'Data Berhasil Di Ubah');
    await essayRow.filter({ hasText: '75 menit' }).waitFor();

    await page.getByRole('button', { name: `Hapus ${EXAM_ESSAY}` }).click();
    await confirmDialog(page, 'Hapus Ujian ?');
    await toast(page, 'Data Berhasil Di Hapus');
    await essayRow.waitFor({ state: 'detached' });

    // the all-exams page groups by UTS / UAS / QUIZ
    await page.goto(url('/category'));
    await page.getByRole('tab', { name: /UTS/ }).waitFor();
    await row(page, EXAM_PG).waitFor();
  });

  it('deletes a question after the confirm dialog', async () => {
    const { materiId, groupId } = await materiAndGroup();
    await essayQuestion();
    await page.goto(url(`/group-soal/bank-soal/${groupId}/${materiId}`));
    await row(page, Q2).waitFor();
    await row(page, Q2)
      .getByRole('button', { name: /Hapus soal/ })
      .click();
    await confirmDialog(page, 'Hapus Soal ?');
    await toast(page, 'Data Berhasil Di Hapus');
    await row(page, Q2).waitFor({ state: 'detached' });
    await row(page, Q1).waitFor();
  });

  it('shows every lecturer page at 1280 and 375 px', async () => {
    const { materiId, groupId } = await materiAndGroup();
    await pictureQuestion();
    await pgExam();
    const heading = (name: string) => (p: Page) => p.getByRole('heading', { name }).first().waitFor();
    await shotBoth(page, '/dashboard', 'staff-dashboard', async (p) => {
      await heading('Dashboard')(p);
      await row(p, EXAM_PG).waitFor();
    });
    await shotBoth(page, '/category', 'staff-category', async (p) => row(p, EXAM_PG).waitFor());
    await shotBoth(page, '/dashboard/add_ujian', 'staff-add-ujian', heading('Tambah Ujian'));
    await shotBoth(page, '/master-materi', 'staff-master-materi', async (p) =>
      p.locator('tbody tr').first().waitFor(),
    );
    await shotBoth(page, `/group-soal?materi=${materiId}`, 'staff-group-soal', async (p) =>
      row(p, GROUP).waitFor(),
    );
    await shotBoth(page, `/group-soal/bank-soal/${groupId}/${materiId}`, 'staff-bank-soal', async (p) =>
      row(p, Q1).waitFor(),
    );
    await shotBoth(
      page,
      `/group-soal/bank_soal/${groupId}/${materiId}/add_soal`,
      'staff-add-soal',
      async (p) => p.locator('[data-testid="editor-pil_e"] .ProseMirror').waitFor(),
    );
    await shotBoth(page, `/group-soal/view-all-soal/${groupId}`, 'staff-view-all-soal', async (p) =>
      p.getByText(Q1).waitFor(),
    );
    await shotBoth(page, '/profile', 'staff-profile', async (p) =>
      p.getByText('Kode Akses 0412345678').waitFor(),
    );
    // the add-question form is usable at 375 px: editors fit the screen
    await page.setViewportSize(PHONE);
    await page.goto(url(`/group-soal/bank_soal/${groupId}/${materiId}/add_soal`));
    const box = await page.locator('[data-testid="editor-soal"]').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await page.setViewportSize(LAPTOP);
  });

  it('profile: mismatching passwords give "Password tidak sama", a new name is saved', async () => {
    await page.goto(url('/profile'));
    await page.getByText('Isi Bagian Yang ingin di rubah').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('passwordbaru1');
    await page.getByLabel('Konfirmasi Password').fill('passwordbaru2');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Password tidak sama');
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByLabel('Konfirmasi Password').fill('');
    await page.getByLabel('Nama').fill('Dr. Siti Rahmawati');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Data berhasil diubah');
  });
});

// ---------- access by role and the sidebar ----------

const ADMIN_PAGES = [
  '/management-dosen',
  '/reporting-pendaftar-tryout',
  '/pengaturan-kelulusan',
  '/pengiriman',
];

/** The sidebar's links (label → href) and the one marked active. */
async function sidebar(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menu staf' });
  await nav.locator('a').first().waitFor();
  const links = await nav.locator('a').evaluateAll((as) =>
    as.map((a) => ({
      label: (a.textContent ?? '').trim(),
      href: a.getAttribute('href'),
      active: a.hasAttribute('data-active'),
    })),
  );
  return { labels: links.map((l) => l.label), active: links.filter((l) => l.active).map((l) => l.label) };
}

describe('staff pages by role', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    b = await openBrowser(LAPTOP);
    page = b.page;
    await signIn(page, LECTURER);
  });
  afterAll(async () => b?.close());
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `FAILED-role-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  it.each(ADMIN_PAGES)(
    'a lecturer at %s sees "Akses Ditolak" and a way back, not an empty page',
    async (to) => {
      await page.goto(url(to));
      await page.getByRole('heading', { name: 'Akses Ditolak' }).waitFor();
      expect(await page.getByText('Tidak Ada Data').count()).toBe(0);
      const back = page.getByRole('link', { name: 'Kembali ke Dashboard' });
      expect(await back.getAttribute('href')).toBe('/tryout/dashboard');
      if (to === ADMIN_PAGES[0]) {
        await page.setViewportSize(PHONE);
        await page.reload();
        await page.getByRole('heading', { name: 'Akses Ditolak' }).waitFor();
        // nothing wider than the phone
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
        await screenshot(page, 'access-denied-375');
        await page.setViewportSize({ width: 1366, height: 768 });
        await screenshot(page, 'access-denied-1366');
        await page.setViewportSize(LAPTOP);
        await back.click();
        await page.waitForURL(/\/tryout\/dashboard$/);
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      }
    },
  );

  it('shows the lecturer every page a lecturer may open in the sidebar, the current one active', async () => {
    for (const [to, label] of [
      ['/management-matkul', 'Manajemen Matakuliah'],
      ['/hasil-ujian-mahasiswa', 'Hasil Ujian Mahasiswa'],
      ['/hasil-ujian', 'Hasil Ujian'],
    ]) {
      await page.goto(url(to));
      const s = await sidebar(page);
      expect(s.labels).toEqual(LECTURER_MENU);
      expect(s.active).toEqual([label]);
    }
  });

  it('shows the admin every staff page in the sidebar, the current one active', async () => {
    const admin = await openBrowser({ width: 1366, height: 768 });
    try {
      await signIn(admin.page, ADMIN);
      for (const [to, label] of [
        ['/pengaturan-kelulusan', 'Pengaturan Kelulusan'],
        ['/pengiriman', 'Pengiriman'],
        ['/management-matkul', 'Manajemen Matakuliah'],
        ['/hasil-ujian-mahasiswa', 'Hasil Ujian Mahasiswa'],
      ]) {
        await admin.page.goto(url(to));
        // the admin's entries join once the page knows the role
        await expect.poll(async () => (await sidebar(admin.page)).labels).toEqual(ADMIN_MENU);
        const s = await sidebar(admin.page);
        expect(s.active).toEqual([label]);
        // an admin page opens for the admin
        expect(await admin.page.getByRole('heading', { name: 'Akses Ditolak' }).count()).toBe(0);
      }
      await admin.page.getByRole('heading', { level: 1 }).first().waitFor();
      await screenshot(admin.page, 'sidebar-admin-1366');
      await admin.page.setViewportSize(PHONE);
      await admin.page.getByRole('button', { name: 'Buka menu' }).click();
      await admin.page.getByRole('navigation', { name: 'Menu staf' }).getByText('Pengiriman').waitFor();
      await screenshot(admin.page, 'sidebar-admin-375');
    } finally {
      await admin.close();
    }
  });
});

// ---------- admin pages ----------

describe('staff back office (admin)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  const COURSE = `Matkul E2E ${RUN}`;
  const USER_NIDN = `99${Date.now().toString().slice(-8)}`;

  beforeAll(async () => {
    b = await openBrowser(LAPTOP);
    page = b.page;
    await signIn(page, ADMIN);
  });
  afterAll(async () => b?.close());
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(page, `FAILED-admin-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  /** The lecturer USER_NIDN, added through /management-dosen (with its checks). */
  const lecturerAccount = once(async () => {
    await page.goto(url('/management-dosen'));
    await page.getByRole('heading', { name: 'Daftar User' }).waitFor();
    await page.getByRole('button', { name: 'Tambah User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Form Tambah User' });
    await dialog.getByLabel('Kode Akses (NIDN)').fill(USER_NIDN);
    await dialog.getByLabel('Nama Dosen').fill(`Dosen E2E ${RUN}`);
    const pw = dialog.getByLabel(/^Password/);
    await pw.fill('rahasia123');
    expect(await pw.getAttribute('type')).toBe('password');
    await dialog.locator('.mantine-PasswordInput-visibilityToggle').click();
    expect(await pw.getAttribute('type')).toBe('text');
    await pick(page, 'Prodi', 'Teknik Mesin');
    await dialog.getByRole('button', { name: 'Tambah' }).click();
    await toast(page, 'Berhasil Di Tambah');
    await showMoreRows(page);
    const r = row(page, USER_NIDN);
    await r.waitFor();
    expect(await r.textContent()).toContain('Teknik Mesin');
    await shotBoth(page, '/management-dosen', 'staff-management-dosen', async (p) =>
      p.locator('tbody tr').first().waitFor(),
    );
  });

  it('adds a lecturer account in /management-dosen (password show/hide)', async () => {
    await lecturerAccount();
  });

  it('adds a course in /management-matkul with a lecturer chosen from the list, then deletes it', async () => {
    await lecturerAccount();
    await page.goto(url('/management-matkul'));
    await page.getByRole('heading', { name: 'Daftar Matakuliah' }).waitFor();
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Form Tambah Matakuliah' });
    await dialog.getByRole('button', { name: 'Tambah' }).click();
    await dialog.getByText('Nama Dosen harus diisi').waitFor();
    await dialog.getByLabel('Nama Matakuliah').fill(COURSE);
    await pick(page, 'Nama Dosen', USER_NIDN, USER_NIDN);
    await dialog.getByLabel('Kelas').fill('TI-2A');
    await pick(page, 'Prodi', 'Teknik Informatika');
    await dialog.getByRole('button', { name: 'Tambah' }).click();
    await toast(page, 'Berhasil Di Tambah');
    await showMoreRows(page);
    const r = row(page, COURSE);
    await r.waitFor();
    expect(await r.textContent()).toContain(USER_NIDN);
    await shotBoth(page, '/management-matkul', 'staff-management-matkul', async (p) =>
      row(p, COURSE).waitFor(),
    );

    await page.goto(url('/management-matkul'));
    await showMoreRows(page);
    await page.getByRole('button', { name: `Hapus ${COURSE}` }).click();
    await confirmDialog(page, 'Hapus Matakuliah ?');
    await toast(page, 'Berhasil Di Hapus');
    await row(page, COURSE).waitFor({ state: 'detached' });
  });

  it('shows the registrant report with Indonesian headers; on a phone it says the table scrolls sideways', async () => {
    await page.goto(url('/reporting-pendaftar-tryout'));
    await page.locator('tbody tr').first().waitFor();
    const headers = (await page.locator('thead th').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual([
      'No',
      'NISN',
      'Email',
      'Nama Lengkap',
      'Asal Sekolah',
      'No. Telepon',
      'Tanggal Daftar',
      'Jurusan Sekolah',
    ]);
    const hint = page.getByText('Geser tabel ke samping untuk melihat kolom lain', { exact: false });
    expect(await hint.isVisible()).toBe(false); // a laptop shows every column
    await page.setViewportSize(PHONE);
    await hint.waitFor();
    // the table really is wider than its box there, and its right edge shadow shows it
    const { scroll, client } = await page
      .locator('.mantine-datatable-scroll-area .mantine-ScrollArea-viewport')
      .first()
      .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll).toBeGreaterThan(client);
    await screenshot(page, 'report-375');
    await page.setViewportSize(LAPTOP);
  });

  it('shows the admin dashboard with the real counters and the admin links', async () => {
    await shotBoth(page, '/admin-dashboard', 'staff-admin-dashboard', async (p) => {
      await p
        .getByRole('main')
        .getByRole('link', { name: /Pengaturan Kelulusan/ })
        .waitFor();
      await p.getByTestId('counter-teal').waitFor();
    });
    for (const to of ['/pengaturan-kelulusan', '/pengiriman', '/management-matkul', '/hasil-ujian-mahasiswa'])
      expect(await page.locator(`main a[href="/tryout${to}"]`).count()).toBe(1); // the tile (the sidebar has its own)
    const counts = (await (
      await fetch(`${baseUrl()}/tryout/api/dashboard`, {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token_dosen'))}`,
        },
      })
    ).json()) as { data: { jumlah_peserta: number; jumlah_ujian: number } };
    expect(await page.getByTestId('counter-teal').textContent()).toBe(String(counts.data.jumlah_peserta));
    expect(await page.getByTestId('counter-blue').textContent()).toBe(String(counts.data.jumlah_ujian));
  });
});
