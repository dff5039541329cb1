import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, url } from './browser';
import { apiLogin, LECTURER, onSomePage, signInStaff, staffApi } from './staff';

/**
 * docs/decisions/0015–2 in the browser: a colleague a materi is shared with read-only sees it without one
 * action they may not take; its owner shares it ('Bagikan') and, deleting it, is told first what
 * goes with it; the tryout's materi in use cannot be deleted, and the dialog says by what.
 */

const ADMIN = { nidn: 'admin', password: 'admin12345' };
const RUN = Date.now().toString(36).toUpperCase();
const COLLEAGUE = { nidn: `R${RUN}`.slice(0, 20), password: 'rekan12345', nama_dosen: `Rekan ${RUN}` };
const MATERI = `BAGI${RUN}`;
const GROUP = `Bersama ${RUN}`;

describe('bank owners and safe deletes (browser)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let lecturer: string;
  let materiId: number;
  let groupId: number;

  const api = staffApi;

  beforeAll(async () => {
    const admin = await apiLogin(ADMIN);
    const colleague = await api(admin, 'POST', 'dosen', { ...COLLEAGUE, role: 'dosen' });
    lecturer = await apiLogin(LECTURER);
    materiId = (
      await api(lecturer, 'POST', 'addMateri', {
        kode_ujian: MATERI,
        deskripsi: 'Dibagikan',
        waktu: 30,
        urutan: 0,
      })
    ).id;
    groupId = (
      await api(lecturer, 'POST', 'addGroupSoal', {
        master_materi: materiId,
        nama_group: GROUP,
        jumlah_soal_ujian: 1,
        urutan: 1,
        deskripsi: 'Satu group',
      })
    ).id;
    await api(lecturer, 'PUT', `materi/${materiId}/berbagi`, {
      rekan: [{ staff_user_id: colleague.id, boleh_ubah: false }],
    });
    b = await openBrowser({ width: 1366, height: 900 });
    page = b.page;
  });
  afterAll(async () => b?.close());

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  it('a read-only colleague sees the materi, its groups and questions without an action they may not take', async () => {
    await signInStaff(page, COLLEAGUE);
    await page.goto(url('/master-materi'));
    const r = await onSomePage(page, row(MATERI));
    expect(await r.textContent()).toContain('Dr. Siti Rahmawati');
    for (const action of ['Edit', 'Hapus', 'Bagikan'])
      expect(await page.getByRole('button', { name: `${action} ${MATERI}` }).count(), action).toBe(0);

    await page.goto(url(`/group-soal?materi=${materiId}`));
    await row(GROUP).waitFor();
    expect(await page.getByRole('button', { name: 'Tambah Group Soal' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Edit ${GROUP}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Hapus ${GROUP}` }).count()).toBe(0);

    await page.getByRole('link', { name: `Bank Soal ${GROUP}` }).click();
    await page.getByRole('heading', { name: 'List Soal Pilihan Ganda' }).waitFor();
    await page.getByRole('button', { name: /Ekspor Soal/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Tambah Soal' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Impor Soal' }).count()).toBe(0);
  });

  it('the owner shares it to edit, and deleting it is told first what goes with it', async () => {
    await signInStaff(page, LECTURER);
    await page.goto(url('/master-materi'));
    await (await onSomePage(page, page.getByRole('button', { name: `Bagikan ${MATERI}` }))).click();
    const share = page.getByRole('dialog', { name: `Bagikan Materi ${MATERI}` });
    await share.getByLabel(`Boleh ubah ${COLLEAGUE.nama_dosen}`).check();
    await share.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Data').first().waitFor();
    const shares = await api(lecturer, 'GET', `materi/${materiId}/berbagi`);
    expect(shares.rekan).toMatchObject([{ nama_dosen: COLLEAGUE.nama_dosen, boleh_ubah: true }]);

    await page.getByRole('button', { name: `Hapus ${MATERI}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus Materi ?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Ikut terhapus: 1 group.');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api(lecturer, 'POST', 'getDetailMasterMateri', { id: materiId })).id).toBe(materiId);
    expect(groupId).toBeGreaterThan(0);
  });

  it("the tryout's materi in use: the admin is told what uses it, and no 'Hapus' is offered", async () => {
    await signInStaff(page, ADMIN);
    await page.goto(url('/master-materi'));
    // TPA's row (its 'Hapus' is used below), on whichever page of the list it is
    await onSomePage(page, page.getByRole('button', { name: 'Hapus TPA', exact: true }));
    // the admin decides whether lecturers write the tryout bank
    const toggle = page.getByLabel('Dosen boleh mengubah bank soal tryout');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await page.getByText('Berhasil Menyimpan Data').first().waitFor();
    expect(await api(lecturer, 'GET', 'pengaturanBankSoal')).toEqual({ dosen_ubah_bank_tryout: false });
    await toggle.click({ force: true });
    await expect
      .poll(() => api(lecturer, 'GET', 'pengaturanBankSoal'))
      .toEqual({ dosen_ubah_bank_tryout: true });
    await page.getByRole('button', { name: 'Hapus TPA', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus Materi ?' });
    await dialog.getByText(/^Dipakai oleh 1 ujian/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Hapus' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
