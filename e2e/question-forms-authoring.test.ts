import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowser, screenshot, settled, url } from './browser';
import { apiLogin, LECTURER, signInStaff, staffApi } from './staff';

/**
 * docs/decisions/0027 (authoring) in the browser at 1366 px: a lecturer writes one question of each form
 * (PG Kompleks, Jawaban Ganda, Isian Angka, Isian Singkat, Menjodohkan, Benar/Salah), meets the
 * server's Indonesian messages at the field, edits one, and finds the type and the key in the list
 * and the detail; axe on the form (0 serious/critical).
 */

const RUN = Date.now().toString(36).toUpperCase();
const MATERI = `BTK${RUN}`;

describe('question forms: authoring (browser)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let token: string;
  let materiId: number;
  let groupId: number;

  const api = (method: string, p: string, body?: unknown) => staffApi(token, method, p, body);

  beforeAll(async () => {
    token = await apiLogin(LECTURER);
    materiId = (
      await api('POST', 'addMateri', { kode_ujian: MATERI, deskripsi: 'UTBK', waktu: 30, urutan: 0 })
    ).id;
    groupId = (
      await api('POST', 'addGroupSoal', {
        master_materi: materiId,
        nama_group: 'Penalaran',
        jumlah_soal_ujian: 6,
        urutan: 1,
        deskripsi: 'Bentuk soal UTBK',
      })
    ).id;
    b = await openBrowser({ width: 1366, height: 900 });
    page = b.page;
    await signInStaff(page, LECTURER);
  });
  afterAll(async () => b?.close());

  const row = (text: string) => page.locator('tbody tr', { hasText: text });
  const add = () => page.getByRole('button', { name: 'Tambah', exact: true });
  const toast = (text: string) =>
    page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();

  async function typeIn(testId: string, text: string) {
    await page.locator(`[data-testid="${testId}"] .ProseMirror`).click();
    await page.keyboard.type(text);
  }
  async function pick(label: string, option: string) {
    await page.getByLabel(label, { exact: true }).first().click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  /** Opens the add form with a type chosen and the question typed. */
  async function start(type: string, text: string) {
    await page.goto(url(`/group-soal/bank_soal/${groupId}/${materiId}/add_soal`));
    await page.getByRole('heading', { name: 'Tambah Soal' }).waitFor();
    await page.getByRole('radio', { name: type, exact: true }).check();
    await typeIn('editor-soal', text);
  }
  /** Saves and returns to the list, where the new question's row shows its type and key. */
  async function save(text: string, type: string, key: string) {
    await add().click();
    await toast('Berhasil Di Tambah');
    await page.getByRole('heading', { name: 'List Soal Pilihan Ganda' }).waitFor();
    // 30 rows a page: every question of the group in view
    await page.locator('button:has(.mantine-datatable-page-size-selector-button-icon)').first().click();
    await page.getByRole('menuitem', { name: '30', exact: true }).click();
    const r = row(text);
    await r.waitFor();
    expect(await r.locator('td').nth(2).textContent()).toBe(type);
    expect(await r.locator('td').nth(3).textContent()).toBe(key);
  }
  const keyOf = (n: number) => page.getByRole('radiogroup', { name: `Kunci pernyataan ${n}:` });

  it('PG Kompleks: empty statements are refused at the field; axe on the form; saved with its keys and rule', async () => {
    await start('PG Kompleks', 'Tentukan benar atau salah setiap pernyataan.');
    expect(await page.getByRole('radio', { name: 'Essay', exact: true }).isChecked()).toBe(false);
    await add().click();
    const err = page.getByTestId('error-isi');
    await err.waitFor();
    expect(await err.textContent()).toBe('Setiap pernyataan harus diisi');
    await settled(page);
    const findings = await axeViolations(page);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    await screenshot(page, 'forms-authoring-kompleks-error-1366');

    await typeIn('editor-pernyataan-1', '2 adalah bilangan prima');
    await typeIn('editor-pernyataan-2', '9 adalah bilangan prima');
    await page.getByRole('button', { name: 'Tambah pernyataan' }).click();
    await typeIn('editor-pernyataan-3', '11 adalah bilangan prima');
    // a key missing for statement 3: refused, the message at the key
    await keyOf(1).getByText('Benar', { exact: true }).click();
    await keyOf(2).getByText('Salah', { exact: true }).click();
    await add().click();
    await page
      .getByTestId('error-kunci')
      .filter({ hasText: 'Kunci setiap pernyataan harus dipilih' })
      .waitFor();
    await keyOf(3).getByText('Benar', { exact: true }).click();
    await pick('Aturan penilaian', 'Kprim (satu salah: setengah nilai)');
    await screenshot(page, 'forms-authoring-kompleks-1366');

    // the preview: the statements as the candidate sees them (one radio group each), answerable
    // there, nothing saved; the draft's keys are not chosen in it
    await page.getByRole('button', { name: 'Pratinjau', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Pratinjau Soal' });
    const candidate = dialog.getByTestId('candidate-preview');
    const choice = (name: string) => candidate.getByRole('radio', { name, exact: true });
    await choice('Pernyataan 1 dari 3: Benar').waitFor();
    expect(await candidate.getByRole('radiogroup').count()).toBe(3);
    expect(await candidate.locator('[role="radio"][aria-checked="true"]').count()).toBe(0);
    await choice('Pernyataan 2 dari 3: Benar').click();
    expect(await choice('Pernyataan 2 dari 3: Benar').getAttribute('aria-checked')).toBe('true');
    expect(await choice('Pernyataan 2 dari 3: Salah').getAttribute('aria-checked')).toBe('false');
    expect(await candidate.getByText('11 adalah bilangan prima').count()).toBe(1);
    await screenshot(page, 'forms-authoring-kompleks-preview-1366');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await save('Tentukan benar atau salah', 'PG Kompleks', 'B, S, B');
  });

  it('PG Jawaban Ganda: options A–C, two right ones', async () => {
    await start('PG Jawaban Ganda', 'Pilih semua bilangan genap.');
    await typeIn('editor-pil_a', '2');
    await typeIn('editor-pil_b', '3');
    await typeIn('editor-pil_c', '4');
    await page.getByRole('checkbox', { name: 'A', exact: true }).check();
    await page.getByRole('checkbox', { name: 'C', exact: true }).check();
    await pick('Aturan penilaian', 'Berbobot per pilihan');
    await page.getByRole('textbox', { name: 'Bobot B (%)' }).waitFor();
    await save('Pilih semua bilangan genap', 'PG Jawaban Ganda', 'A, C');
  });

  it("Isian Angka: a key that is no number is refused in the server's words; saved with a tolerance", async () => {
    await start('Isian Angka', 'Berapakah 17 dibagi 2?');
    await page.getByRole('textbox', { name: 'Kunci 1' }).fill('delapan');
    await add().click();
    await page
      .getByTestId('error-kunci')
      .filter({ hasText: 'Kunci isian angka harus berupa bilangan, misalnya 8,5 atau 1/2' })
      .waitFor();
    await page.getByRole('textbox', { name: 'Kunci 1' }).fill('8,5');
    await page.getByRole('button', { name: 'Tambah kunci' }).click();
    await page.getByRole('textbox', { name: 'Kunci 2' }).fill('17/2');
    await page.getByRole('textbox', { name: 'Toleransi' }).fill('0,01');
    await save('Berapakah 17 dibagi 2', 'Isian Angka', '8,5 atau 17/2 (± 0,01)');
  });

  it('Isian Singkat: two accepted answers, one with half credit', async () => {
    await start('Isian Singkat', 'Ibu kota Indonesia sebelum 2024?');
    await page.getByRole('textbox', { name: 'Jawaban diterima 1' }).fill('Jakarta');
    await page.getByRole('button', { name: 'Tambah jawaban' }).click();
    await page.getByRole('textbox', { name: 'Jawaban diterima 2' }).fill('Batavia');
    await page.getByRole('textbox', { name: 'Nilai jawaban 2 (%)' }).fill('50');
    await save('Ibu kota Indonesia', 'Isian Singkat', 'Jakarta; Batavia (50%)');
  });

  it('Menjodohkan: premises paired with responses, one response a distractor', async () => {
    await start('Menjodohkan', 'Pasangkan zat dengan rumusnya.');
    await typeIn('editor-pil_a', 'NaCl');
    await typeIn('editor-pil_b', 'H2O');
    await typeIn('editor-pil_c', 'CO2');
    await typeIn('editor-premis-1', 'Air');
    await typeIn('editor-premis-2', 'Garam dapur');
    await pick('Pasangan premis 1', 'Respons B');
    await pick('Pasangan premis 2', 'Respons A');
    await save('Pasangkan zat', 'Menjodohkan', '1-B, 2-A');
  });

  it('Benar/Salah: with a weight of 2', async () => {
    await start('Benar/Salah', 'Matahari terbit dari barat.');
    await page.getByRole('radiogroup', { name: 'Kunci Jawaban' }).getByText('Salah', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Bobot soal' }).fill('2');
    await save('Matahari terbit', 'Benar/Salah', 'Salah');
  });

  it('edits the PG Kompleks question (a key and the weight) and shows its type and statements in the detail', async () => {
    await row('Tentukan benar atau salah')
      .getByRole('link', { name: /Edit soal/ })
      .click();
    await page.getByRole('heading', { name: 'Edit Soal' }).waitFor();
    expect(await page.getByRole('radio', { name: 'PG Kompleks', exact: true }).isChecked()).toBe(true);
    await page.locator('[data-testid="editor-pernyataan-2"] .ProseMirror', { hasText: '9 adalah' }).waitFor();
    await keyOf(2).getByText('Benar', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Bobot soal' }).fill('3');
    await screenshot(page, 'forms-authoring-edit-1366');
    await page.getByRole('button', { name: 'Ubah', exact: true }).click();
    await toast('Berhasil Di Rubah');
    const r = row('Tentukan benar atau salah');
    await r.filter({ hasText: 'B, B, B' }).waitFor();
    await screenshot(page, 'forms-authoring-list-1366');

    await r.getByRole('button', { name: /Detail soal/ }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Soal PG Kompleks' });
    await detail.getByTestId('form-statements').getByText('11 adalah bilangan prima').waitFor();
    expect(await detail.textContent()).toContain(
      'Aturan penilaian: Kprim (satu salah: setengah nilai) · Bobot: 3',
    );
    await screenshot(page, 'forms-authoring-detail-1366');
    await page.keyboard.press('Escape');

    const all = (await api('POST', 'listSoalPG', { group_soal: groupId })) as {
      type_soal: string;
      kunci: unknown;
      bobot: number;
      aturan_skor: string | null;
    }[];
    expect(all.map((q) => q.type_soal).sort()).toEqual(
      [
        'Benar/Salah',
        'Isian Angka',
        'Isian Singkat',
        'Menjodohkan',
        'PG Jawaban Ganda',
        'PG Kompleks',
      ].sort(),
    );
    expect(all.find((q) => q.type_soal === 'PG Kompleks')).toMatchObject({
      kunci: { jawaban: [true, true, true] },
      aturan_skor: 'kprim',
      bobot: 3,
    });
    expect(all.find((q) => q.type_soal === 'Benar/Salah')?.bobot).toBe(2);
  });

  it('a shared passage (wacana) is written in the group and two of its questions attached', async () => {
    await page.goto(url(`/group-soal/bank-soal/${groupId}/${materiId}`));
    const panel = page.getByTestId('wacana');
    await panel.getByRole('button', { name: 'Tambah Wacana' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Wacana' });
    await dialog.getByRole('textbox', { name: 'Judul (opsional)' }).fill('Bacaan bilangan');
    await typeIn('editor-wacana', 'Bilangan prima hanya habis dibagi satu dan dirinya sendiri.');
    await dialog.getByRole('checkbox', { name: /^Soal 1 \(PG Kompleks\)/ }).check();
    await dialog.getByRole('checkbox', { name: /^Soal 3 \(Isian Angka\)/ }).check();
    const findings = await axeViolations(page);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    await screenshot(page, 'forms-authoring-wacana-dialog-1366');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await toast('Wacana berhasil ditambahkan');
    await panel.getByText('Dipakai soal 1, 3').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'forms-authoring-wacana-1366');
    const [w] = (await api('GET', `groupSoal/${groupId}/stimulus`)) as { judul: string; soal: number[] }[];
    const all = (await api('POST', 'listSoalPG', { group_soal: groupId })) as { id_soalPG: number }[];
    expect(w).toMatchObject({ judul: 'Bacaan bilangan', soal: [all[0].id_soalPG, all[2].id_soalPG] });
  });

  it("the import page's guide explains each form's Word and Excel markers, with an example", async () => {
    await page.goto(url(`/group-soal/import/${groupId}/${materiId}`));
    await page.getByText(/^Bentuk soal UTBK\/AKM \(Word dan Excel\)/).waitFor();
    await page.getByText('Jenis: PG Kompleks', { exact: false }).first().waitFor();
    await screenshot(page, 'forms-authoring-import-guide-1366');
  });
});
