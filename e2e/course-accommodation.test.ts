import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, screenshot, settled, url } from './browser';
import { apiLogin, LECTURER, signInStaff, staffApi } from './staff';

/**
 * docs/decisions/0018 'Akomodasi' for a course exam: a listed student starts a 20-minute course exam on a
 * phone; the lecturer, in 'Pengawasan Ujian', gives the student ×1,5 from the row's 'Aksi' menu; the
 * monitor shows ×1,5 and the student's countdown gains the 10 minutes, without a reload.
 */
const RUN = Date.now().toString(36).toUpperCase();
const COURSE = `Sistem Operasi ${RUN}`;
const KODE = `E2E-AKOM-${RUN}`;
const PASS = 'akomodasi-rahasia';
const NIM = `AK${RUN}`;
const NAMA = `Citra Akomodasi ${RUN}`;
const MINUTES = 20;

/** The countdown's seconds left. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  const m = /(\d+):(\d\d):(\d\d)/.exec(text);
  if (!m) throw new Error(`no countdown in "${text}"`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

describe("'Akomodasi' for a course exam student, from the monitor", () => {
  let lecturer: Awaited<ReturnType<typeof openBrowser>>;
  let student: Awaited<ReturnType<typeof openBrowser>>;
  let idUjian: number;
  let idMatkul: number;

  beforeAll(async () => {
    const token = await apiLogin(LECTURER);
    const me = await staffApi(token, 'GET', 'dosenDetail');
    idMatkul = (
      await staffApi(token, 'POST', 'matkul', {
        nama_matkul: COURSE,
        id_dosen: me.id,
        kelas: 'A',
        prodi: 'Teknik Informatika',
      })
    ).id_matkul;
    await staffApi(token, 'POST', `matkul/${idMatkul}/mahasiswa`, { nim: NIM, nama: NAMA, email: null });
    const materi = await staffApi(token, 'GET', 'getMasterMateri');
    const hour = 3_600_000;
    const wib = (ms: number) => {
      const d = new Date(Date.now() + ms + 7 * hour);
      return `${d.toISOString().slice(0, 10)} ${d.getUTCHours()}:${String(d.getUTCMinutes()).padStart(2, '0')}:00`;
    };
    idUjian = (
      await staffApi(token, 'POST', 'ujian', {
        id_matkul: idMatkul,
        kode_ujian: KODE,
        nama_ujian: `Kuis Akomodasi ${RUN}`,
        master_materi: 'Sistem Operasi',
        type_soal: 'PG',
        jumlah_soal_PG: 3,
        waktu_ujian: MINUTES,
        pass_ujian: PASS,
        mulai: wib(-hour),
        selesai: wib(3 * hour),
        materi: [materi.find((m: { kode_ujian: string }) => m.kode_ujian === 'ALPRO')?.id],
      })
    ).id_ujian;
    student = await openBrowser(PHONE);
    lecturer = await openBrowser({ width: 1366, height: 800 });
  });
  afterAll(async () => {
    await student?.close();
    await lecturer?.close();
  });

  it('the lecturer sets ×1,5 for one student: the monitor shows it and the countdown gains 10 minutes', async () => {
    // the student enters with the list's NIM (the name comes from the list) and starts
    const s = student.page;
    await s.goto(url(`/detail/${KODE}`));
    await s.getByText('Nama diambil dari daftar mahasiswa matakuliah ini.').waitFor();
    await s.getByLabel('Alamat Email').fill(`akom${RUN}@kampus.ac.id`.toLowerCase());
    await s.getByLabel('Nim').fill(NIM);
    await s.getByLabel('Password Ujian').fill(PASS);
    await s.getByRole('button', { name: 'Lanjutkan' }).click();
    await s.getByRole('button', { name: 'Mulai Sekarang' }).click();
    await s.getByRole('timer').first().waitFor();
    const before = await secondsLeft(s);
    expect(before).toBeGreaterThan((MINUTES - 2) * 60);
    expect(before).toBeLessThanOrEqual(MINUTES * 60);

    // the lecturer's control room: the student's row, without a multiplier yet
    const p = lecturer.page;
    await signInStaff(p, LECTURER);
    await p.goto(url(`/pengawasan-ujian?sasaran=ujian-${idUjian}`));
    await p.getByRole('heading', { name: 'Pengawasan Ujian' }).waitFor();
    await p.getByRole('textbox', { name: 'Cari peserta' }).fill(NIM);
    const row = p.locator('tbody tr', { hasText: NIM });
    await row.getByText('Mengerjakan').waitFor({ timeout: 15_000 });
    expect(await row.textContent()).not.toContain('×1,5');

    await p.getByRole('button', { name: `Aksi ${NIM}` }).click();
    await p.getByRole('menuitem', { name: 'Akomodasi' }).click();
    const dialog = p.getByRole('dialog', { name: 'Akomodasi waktu' });
    await dialog.getByText('Pengali disimpan di Daftar Mahasiswa', { exact: false }).waitFor();
    const multiplier = dialog.getByLabel('Pengali waktu', { exact: true });
    await multiplier.click();
    await p.getByRole('option', { name: '×1,5', exact: true }).click();
    expect(await multiplier.inputValue()).toBe('×1,5');
    await dialog.getByRole('textbox', { name: 'Alasan' }).fill('Surat keterangan disabilitas dari fakultas');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the monitor shows the multiplier on the student's row
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 15_000 }).toContain('×1,5');
    await settled(p);
    await screenshot(p, 'course-akomodasi-monitor-1366');

    // 20 minutes × 1,5 = 30: the countdown gains 10 minutes on the open page, no reload
    const url0 = s.url();
    await expect
      .poll(async () => (await secondsLeft(s)) - before, { timeout: 40_000, interval: 500 })
      .toBeGreaterThan(9 * 60);
    expect(await secondsLeft(s)).toBeLessThanOrEqual(MINUTES * 1.5 * 60);
    expect(s.url()).toBe(url0);
    await screenshot(s, 'course-akomodasi-student-375');

    // the list keeps it: the student's next exam of this course starts with ×1,5 too
    const stored = await staffApi(await apiLogin(LECTURER), 'GET', `matkul/${idMatkul}/mahasiswa`);
    expect(stored.mahasiswa.find((m: { nim: string }) => m.nim === NIM)?.time_multiplier).toBe(1.5);
  });
});
