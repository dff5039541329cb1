import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, PHONE, screenshot, settled, url } from './browser';
import { apiLogin, LECTURER, materiWithGroup, onSomePage, signInStaff, staffApi } from './staff';

/**
 * docs/decisions/0016 in the browser: a lecturer's materi used by a course exam cannot be deleted; the
 * dialog says by what and offers 'Arsipkan'. The archived materi leaves the list (and the exam
 * form's picker) until 'Tampilkan arsip' shows it marked 'Diarsipkan' with 'Pulihkan'; a group
 * and a question are archived and restored on their pages the same way.
 */

const RUN = Date.now().toString(36).toUpperCase();
// first when the list is sorted by its code (other test files add materi of their own)
const MATERI = `0ARSIP${RUN}`;
const GROUP = `Group Arsip ${RUN}`;
const SOAL = [`Soal arsip satu ${RUN}`, `Soal arsip dua ${RUN}`];

/** A PG question through POST /addsoalPG (multipart, as the authoring page sends it). */
async function addQuestion(token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${baseUrl()}/tryout/api/addsoalPG`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`addsoalPG ${res.status} ${await res.text()}`);
}

describe('bank archive (browser)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let token: string;
  let materiId: number;
  let groupId: number;

  beforeAll(async () => {
    token = await apiLogin(LECTURER);
    ({ materiId, groupId } = await materiWithGroup(
      token,
      { kode_ujian: MATERI, deskripsi: `Materi lama ${RUN}` },
      { nama_group: GROUP, deskripsi: 'Group yang akan diarsipkan', jumlah_soal_ujian: 1 },
    ));
    for (const soal of SOAL)
      await addQuestion(token, {
        type_soal: 'PG',
        type_ujian: 'UTS',
        group_soal: String(groupId),
        soal_pg: `<p>${soal}</p>`,
        pil_a: 'A',
        pil_b: 'B',
        pil_c: 'C',
        pil_d: 'D',
        pil_e: 'E',
        kunci_pg: 'A',
      });
    // a course exam of the lecturer uses it: it cannot be deleted any more
    const course = (await staffApi(token, 'GET', 'matkul'))[0];
    await staffApi(token, 'POST', 'ujian', {
      id_matkul: course.id_matkul,
      kode_ujian: `UJ-${MATERI}`,
      nama_ujian: `Ujian Arsip ${RUN}`,
      master_materi: 'Arsip',
      jumlah_soal_PG: 1,
      waktu_ujian: 30,
      pass_ujian: 'rahasia',
      mulai: '2026-12-01 8:00:00',
      selesai: '2026-12-01 9:00:00',
      materi: [materiId],
    });
    b = await openBrowser({ width: 1366, height: 900 });
    page = b.page;
    await signInStaff(page, LECTURER);
  });
  afterAll(async () => b?.close());

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  /** The page's toasts gone (they would cover the list in a screenshot). */
  const toastsGone = () =>
    expect.poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 15_000 }).toBe(0);
  const listed = async () =>
    (await staffApi(token, 'GET', 'getMasterMateri')).map((m: { id: number }) => m.id) as number[];

  /**
   * 'Tampilkan arsip' switched as a user clicks it: once nothing covers it (a closing dialog's
   * overlay takes a forced click), then held until the switch says so.
   */
  async function toggleArchive() {
    const sw = page.getByRole('switch', { name: 'Tampilkan arsip' });
    const was = await sw.isChecked();
    await sw.click();
    await expect.poll(() => sw.isChecked()).toBe(!was);
  }

  /** The materi page sorted by code: this file's materi on the first page. */
  async function materiPage() {
    await page.goto(url('/master-materi'));
    // (a sortable header is a button)
    await page.getByRole('button', { name: /^Kode Materi/ }).click();
  }

  it("a used materi: 'Hapus' says what uses it and offers 'Arsipkan'; archived, it leaves the list", async () => {
    await materiPage();
    await row(MATERI).waitFor();
    await page.getByRole('button', { name: `Hapus ${MATERI}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus Materi ?' });
    await dialog.getByText(/^Dipakai oleh 1 ujian, sehingga tidak dapat dihapus\. Arsipkan saja/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Hapus' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Arsipkan' }).click();
    await page.getByText('Materi diarsipkan').first().waitFor();
    await row(MATERI).waitFor({ state: 'detached' });
    expect(await listed()).not.toContain(materiId);

    // 'Tampilkan arsip': back, marked, with 'Pulihkan' instead of 'Arsipkan'
    await toggleArchive();
    // the list with the archive is longer: the row on whichever page it is
    await onSomePage(page, row(MATERI).getByText('Diarsipkan', { exact: true }));
    await page.getByRole('button', { name: `Pulihkan ${MATERI}` }).waitFor();
    expect(await page.getByRole('button', { name: `Arsipkan ${MATERI}` }).count()).toBe(0);
    const all = (await staffApi(token, 'GET', 'getMasterMateri?arsip=1')) as {
      id: number;
      diarsipkan_pada: string | null;
    }[];
    expect(all.find((m) => m.id === materiId)?.diarsipkan_pada).toBeTruthy();
    await toastsGone();
    await screenshot(page, 'bank-archive-materi-1366');
    // on a phone the table is laid out again (its actions no longer pinned): sorted again
    await page.setViewportSize(PHONE);
    await page.locator('th[data-accessor="actions"]:not([data-pinned])').waitFor();
    await settled(page);
    await onSomePage(page, row(MATERI).getByText('Diarsipkan', { exact: true }));
    await toastsGone();
    await screenshot(page, 'bank-archive-materi-375');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('a group and a question are archived and restored on their pages', async () => {
    await page.goto(url(`/group-soal?materi=${materiId}`));
    await row(GROUP).waitFor();
    await page.getByText('Materi diarsipkan').waitFor();
    await page.getByRole('button', { name: `Arsipkan ${GROUP}` }).click();
    await page.getByText('Group soal diarsipkan').first().waitFor();
    await row(GROUP).waitFor({ state: 'detached' });
    await toggleArchive();
    await row(GROUP).getByText('Diarsipkan', { exact: true }).waitFor();
    await toastsGone();
    await screenshot(page, 'bank-archive-group-1366');
    await page.getByRole('button', { name: `Pulihkan ${GROUP}` }).click();
    await page.getByText('Berhasil dipulihkan dari arsip').first().waitFor();
    await expect.poll(async () => row(GROUP).getByText('Diarsipkan', { exact: true }).count()).toBe(0);

    // the group's questions: the first archived, hidden, shown marked, restored
    await page.getByRole('link', { name: `Bank Soal ${GROUP}` }).click();
    await page.getByRole('heading', { name: 'List Soal Pilihan Ganda' }).waitFor();
    await row(SOAL[0]).waitFor();
    await row(SOAL[0])
      .getByRole('button', { name: /^Arsipkan soal/ })
      .click();
    await page.getByText('Soal diarsipkan').first().waitFor();
    await row(SOAL[0]).waitFor({ state: 'detached' });
    await row(SOAL[1]).waitFor();
    await toggleArchive();
    await row(SOAL[0]).getByText('Diarsipkan', { exact: true }).waitFor();
    await page.setViewportSize(PHONE);
    await settled(page);
    await toastsGone();
    await screenshot(page, 'bank-archive-soal-375');
    await page.setViewportSize({ width: 1366, height: 900 });

    // 'Lihat Semua Soal' too: without the archived question until the switch shows it, marked
    await page.getByRole('link', { name: 'Lihat Semua Soal' }).click();
    await page.getByRole('heading', { name: 'Semua Soal' }).waitFor();
    await page.getByText(SOAL[1]).waitFor();
    expect(await page.getByText(SOAL[0]).count()).toBe(0);
    await toggleArchive();
    await page.getByText(SOAL[0]).waitFor();
    expect(await page.getByText('Diarsipkan', { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Kembali' }).click();
    await page.getByRole('heading', { name: 'List Soal Pilihan Ganda' }).waitFor();
    await toggleArchive();
    await row(SOAL[0])
      .getByRole('button', { name: /^Pulihkan soal/ })
      .click();
    await page.getByText('Berhasil dipulihkan dari arsip').first().waitFor();
    await expect.poll(async () => row(SOAL[0]).getByText('Diarsipkan', { exact: true }).count()).toBe(0);
    const questions = await staffApi(token, 'POST', 'listSoalPG', { group_soal: groupId });
    expect(questions.map((q: { diarsipkan_pada: string | null }) => q.diarsipkan_pada)).toEqual([null, null]);
  });

  it("'Pulihkan' brings the materi back to the list", async () => {
    await materiPage();
    await toggleArchive();
    await (await onSomePage(page, page.getByRole('button', { name: `Pulihkan ${MATERI}` }))).click();
    await page.getByText('Berhasil dipulihkan dari arsip').first().waitFor();
    await toggleArchive();
    await onSomePage(page, row(MATERI));
    expect(await row(MATERI).getByText('Diarsipkan', { exact: true }).count()).toBe(0);
    expect(await listed()).toContain(materiId);
  });
});
