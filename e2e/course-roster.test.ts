import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, LAPTOP, once, openBrowser, PHONE, screenshot, url, waitForMail } from './browser';
import { apiLogin, LECTURER, signInStaff } from './staff';

/**
 * docs/decisions/0018: a course's student list. The lecturer imports it from a CSV (a bad row named),
 * makes personal codes; a student of the list enters with their code and no typed name, a NIM
 * not on the list is refused; the participants' page names who has not entered ('Belum mulai').
 */
const RUN = Date.now().toString(36).toUpperCase();
const COURSE = `Struktur Data ${RUN}`;
const KODE = `E2E-DAFTAR-${RUN}`;
const PASS = 'daftar-rahasia';

async function api<T>(token: string, method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/tryout/api${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T; message: string };
  if (!res.ok) throw new Error(`${method} ${p} ${res.status}: ${json.message}`);
  return json.data;
}

const codeOf = (nim: string) => {
  const db = new Database(path.join(inject('dataDir'), 'tryout.sqlite'), { readonly: true });
  try {
    return (
      db.prepare('select kode_pribadi from course_roster where nim = ?').get(nim) as { kode_pribadi: string }
    ).kode_pribadi;
  } finally {
    db.close();
  }
};

describe("a course's student list ('Daftar Mahasiswa')", () => {
  let staff: Awaited<ReturnType<typeof openBrowser>>;
  let phone: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let idMatkul: number;
  let idUjian: number;

  beforeAll(async () => {
    const token = await apiLogin(LECTURER);
    const me = await api<{ id: number }>(token, 'GET', '/dosenDetail');
    idMatkul = (
      await api<{ id_matkul: number }>(token, 'POST', '/matkul', {
        nama_matkul: COURSE,
        id_dosen: me.id,
        kelas: 'D',
        prodi: 'Teknik Informatika',
      })
    ).id_matkul;
    const materi = await api<{ id: number; kode_ujian: string }[]>(token, 'GET', '/getMasterMateri');
    const hour = 3_600_000;
    const wib = (ms: number) => {
      const d = new Date(Date.now() + ms + 7 * hour);
      return `${d.toISOString().slice(0, 10)} ${d.getUTCHours()}:${String(d.getUTCMinutes()).padStart(2, '0')}:00`;
    };
    idUjian = (
      await api<{ id_ujian: number }>(token, 'POST', '/ujian', {
        id_matkul: idMatkul,
        kode_ujian: KODE,
        nama_ujian: `Kuis Daftar ${RUN}`,
        master_materi: 'Struktur Data',
        type_soal: 'PG',
        jumlah_soal_PG: 3,
        waktu_ujian: 20,
        pass_ujian: PASS,
        mulai: wib(-hour),
        selesai: wib(2 * hour),
        materi: [materi.find((m) => m.kode_ujian === 'ALPRO')?.id],
      })
    ).id_ujian;
    staff = await openBrowser(LAPTOP);
    page = staff.page;
    page.on('dialog', (d) => void d.accept());
    await signInStaff(page, LECTURER);
    phone = await openBrowser(PHONE);
  });
  afterAll(async () => {
    await staff?.close();
    await phone?.close();
  });

  /** The lecturer imports the class list from a CSV, makes the personal codes and e-mails them (with the checks on the way). */
  const rosterImported = once(async () => {
    // the course's row offers 'Mahasiswa' (the list pages by name: with the other tests' courses
    // this one may sit on a later page, so the page itself is opened by its address)
    await page.goto(url('/management-matkul'));
    await page
      .getByRole('button', { name: /^Mahasiswa / })
      .first()
      .waitFor();
    await page.goto(url(`/matkul/${idMatkul}/mahasiswa`));
    await page.getByRole('heading', { name: 'Daftar Mahasiswa' }).waitFor();
    await page.getByText(COURSE).first().waitFor();
    const csv = `NIM;Nama;Email\r\nsd${RUN}a;Ani Lestari;ani@kampus.ac.id\r\n;Tanpa NIM;\r\nSD${RUN}B;Budi Santoso;\r\n`;
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'kelas-d.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const report = page.getByRole('status').filter({ hasText: 'Hasil impor' });
    await report.waitFor();
    expect(await report.textContent()).toContain('2 mahasiswa ditambahkan');
    expect(await report.textContent()).toContain('Baris 3: NIM harus diisi');
    await page
      .getByRole('cell', { name: `SD${RUN}A`, exact: true })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Buat Kode Pribadi' }).click();
    await expect.poll(() => codeOf(`SD${RUN}A`)).toMatch(/^[A-Z2-9]{6}$/);
    await page
      .getByRole('cell', { name: codeOf(`SD${RUN}A`), exact: true })
      .first()
      .waitFor();
    // each code reaches its student by e-mail (Budi has none: the toast says so)
    await page.getByRole('button', { name: 'Kirim Kode lewat E-mail' }).click();
    await page
      .locator('.mantine-Notification-root', {
        hasText: 'Kode pribadi dikirim ke 1 mahasiswa lewat e-mail (1 mahasiswa tanpa e-mail)',
      })
      .waitFor();
    expect(await waitForMail('ani@kampus.ac.id', 'Kode pribadi')).toContain(codeOf(`SD${RUN}A`));
    await screenshot(page, 'course-roster-1280');
  });

  it('the lecturer imports the list from a CSV and makes personal codes', async () => {
    await rosterImported();
  });

  /** A listed student enters with the personal code after another NIM was refused (with the checks on the way). */
  const studentEntered = once(async () => {
    await rosterImported();
    const p = phone.page;
    await p.goto(url(`/detail/${KODE}`));
    await p.getByText('Nama diambil dari daftar mahasiswa matakuliah ini.').waitFor();
    expect(await p.getByLabel('Nama', { exact: true }).count()).toBe(0);
    await p.getByLabel('Alamat Email').fill('siapa@kampus.ac.id');
    await p.getByLabel('Nim').fill('ORANG-LAIN');
    await p.getByLabel('Password Ujian').fill(PASS);
    await p.getByLabel('Kode Pribadi').fill('AAAAAA');
    await p.getByRole('button', { name: 'Lanjutkan' }).click();
    await p.getByRole('alert').filter({ hasText: 'NIM Anda tidak terdaftar' }).waitFor();
    await screenshot(p, 'course-roster-refused-375');
    await p.getByLabel('Nim').fill(` sd${RUN}a `);
    await p.getByLabel('Kode Pribadi').fill(codeOf(`SD${RUN}A`).toLowerCase());
    await p.getByRole('button', { name: 'Lanjutkan' }).click();
    await p.waitForURL(`**/detail/${KODE}/ujian`);
    await p.getByRole('button', { name: 'Mulai Sekarang' }).waitFor();
  });

  it('a listed student enters with the personal code and no typed name; another NIM is refused', async () => {
    await studentEntered();
  });

  it("the participants' page names who has not entered ('Belum mulai')", async () => {
    await studentEntered();
    await page.goto(url(`/peserta-ujian/${idUjian}`));
    const absent = page.getByRole('region', { name: 'Belum masuk ujian' });
    await absent.getByText('Belum masuk ujian (1)').waitFor();
    expect(await absent.textContent()).toContain(`SD${RUN}B`);
    expect(await absent.textContent()).toContain('Belum mulai');
    await page
      .locator('tbody tr', { hasText: `SD${RUN}A` })
      .first()
      .waitFor();
    await screenshot(page, 'course-roster-absent-1280');
  });
});
