import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, screenshot, settled, url } from './browser';
import { api } from './candidate';
import { addQuestion } from './form-questions';
import { apiLogin, LECTURER, materiWithGroup, onSomePage, signInStaff, staffApi } from './staff';

/**
 * docs/decisions/0016 for exams and courses in the browser: an exam with a result and a course
 * with an exam cannot be deleted; the refusal's dialog offers 'Arsipkan'. Archived, they leave
 * their lists (and the exam form's course picker) until 'Tampilkan arsip' shows them marked
 * 'Diarsipkan' with 'Pulihkan'; an archived exam starts no new attempt. At 1366 and 375 px, and a
 * keyboard-only walk (Tab, Space, Enter, Escape) through the course list and the bank's groups.
 */

const RUN = Date.now().toString(36).toUpperCase();
/** NIMs are digits */
const NIM = Date.now().toString().slice(-8);
// first when a list is sorted by name or code (other test files add rows of their own)
const COURSE = `0Arsip Matkul ${RUN}`;
const KODE = `0ARSUJ${RUN}`;
const MATERI = `0ARSM${RUN}`;
const GROUP = `Group Arsip Ujian ${RUN}`;
const PASS = 'rahasia';
const WIDE = { width: 1366, height: 900 };

/** 'YYYY-MM-DD H:mm:ss' in WIB (UTC+7), `hours` from now: the exam form's time. */
function wib(hours: number): string {
  const d = new Date(Date.now() + (hours + 7) * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${d.getUTCHours()}:${two(d.getUTCMinutes())}:00`;
}

/** A course-exam student's identity with this NIM. */
const student = (nim: string) => ({
  email: `${nim}@kampus.test`,
  nim,
  nama: `Mahasiswa ${nim}`,
  prodi: 'Teknik Informatika',
});

describe('exam and course archive (browser)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let token: string;
  let courseId: number;
  let examId: number;
  let materiId: number;

  beforeAll(async () => {
    token = await apiLogin(LECTURER);
    const me = await staffApi(token, 'GET', 'dosenDetail');
    courseId = (
      await staffApi(token, 'POST', 'matkul', {
        nama_matkul: COURSE,
        id_dosen: me.id,
        kelas: 'A',
        prodi: 'Teknik Informatika',
      })
    ).id_matkul;
    let groupId: number;
    ({ materiId, groupId } = await materiWithGroup(
      token,
      { kode_ujian: MATERI, deskripsi: `Materi ujian arsip ${RUN}` },
      { nama_group: GROUP, deskripsi: 'Group ujian arsip', jumlah_soal_ujian: 1 },
    ));
    await addQuestion(token, {
      type_soal: 'PG',
      type_ujian: 'QUIZ',
      group_soal: String(groupId),
      soal_pg: `<p>Soal ujian arsip ${RUN}</p>`,
      pil_a: 'A',
      pil_b: 'B',
      pil_c: 'C',
      pil_d: 'D',
      pil_e: 'E',
      kunci_pg: 'A',
    });
    examId = (
      await staffApi(token, 'POST', 'ujian', {
        id_matkul: courseId,
        kode_ujian: KODE,
        nama_ujian: `Kuis Arsip ${RUN}`,
        master_materi: 'Arsip',
        type_soal: 'PG',
        type_ujian: 'QUIZ',
        jumlah_soal_PG: 1,
        waktu_ujian: 30,
        pass_ujian: PASS,
        mulai: wib(-1),
        selesai: wib(3),
        materi: [materiId],
      })
    ).id_ujian;
    // a student hands in: the exam has a result
    const login = await api<{ api_token: string }>('loginujian', {
      json: { kode_ujian: KODE, pass_ujian: PASS, ...student(`77${NIM}`) },
    });
    expect(login.status, login.message).toBe(200);
    const auth = { token: login.data.api_token };
    expect((await api('soalUjianPg', { ...auth, json: { kode_ujian: KODE, mulai: true } })).status).toBe(200);
    expect((await api('posthasilujian', { ...auth, json: { kode_ujian: KODE } })).status).toBe(200);

    b = await openBrowser(WIDE);
    page = b.page;
    await signInStaff(page, LECTURER);
  });
  afterAll(async () => b?.close());

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  const toastsGone = () =>
    expect.poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 15_000 }).toBe(0);
  /** 'Tampilkan arsip' switched with a click once nothing covers it, held until it says so. */
  async function toggleArchive() {
    const sw = page.getByRole('switch', { name: 'Tampilkan arsip' });
    const was = await sw.isChecked();
    await sw.click();
    await expect.poll(() => sw.isChecked()).toBe(!was);
  }
  /** The open dialog that says `text`. */
  const dialogWith = (text: string | RegExp) => page.getByRole('dialog').filter({ hasText: text });

  it("an exam with a result: 'Hapus' is refused and offers 'Arsipkan'; archived, it leaves the list, starts no attempt, and is restored", async () => {
    await page.goto(url('/dashboard'));
    await onSomePage(page, row(KODE));
    await page.getByRole('button', { name: `Hapus ${KODE}` }).click();
    await dialogWith('Apa kamu yakin').getByRole('button', { name: 'Hapus' }).click();
    const refused = dialogWith(
      /^Hapus Ujian \?.*Dipakai oleh 1 hasil, sehingga tidak dapat dihapus\. Arsipkan saja/,
    );
    await refused.waitFor();
    expect(await refused.getByRole('button', { name: 'Hapus' }).count()).toBe(0);
    await refused.getByRole('button', { name: 'Arsipkan' }).click();
    await page.getByText('Ujian diarsipkan').first().waitFor();
    await row(KODE).waitFor({ state: 'detached' });
    const listed = (await staffApi(token, 'GET', 'getDataUjian')) as { id_ujian: number }[];
    expect(listed.map((e) => e.id_ujian)).not.toContain(examId);

    // a new student cannot start it: the refusal in Indonesian
    const login = await api<{ api_token: string }>('loginujian', {
      json: { kode_ujian: KODE, pass_ujian: PASS, ...student(`78${NIM}`) },
    });
    expect(login.status).toBe(200);
    const start = await api('soalUjianPg', {
      token: login.data.api_token,
      json: { kode_ujian: KODE, mulai: true },
    });
    expect(start.status).toBe(400);
    expect(start.message).toMatch(/^Ujian ini sudah diarsipkan/);

    await toggleArchive();
    await onSomePage(page, row(KODE).getByText('Diarsipkan', { exact: true }));
    await page.getByRole('button', { name: `Pulihkan ${KODE}` }).waitFor();
    expect(await page.getByRole('button', { name: `Arsipkan ${KODE}` }).count()).toBe(0);
    await toastsGone();
    await screenshot(page, 'exam-archive-1366');
    await page.setViewportSize(PHONE);
    await settled(page);
    await onSomePage(page, row(KODE).getByText('Diarsipkan', { exact: true }));
    await (
      await onSomePage(page, page.getByRole('button', { name: `Pulihkan ${KODE}` }))
    ).scrollIntoViewIfNeeded();
    await screenshot(page, 'exam-archive-375');
    await page.getByRole('button', { name: `Pulihkan ${KODE}` }).click();
    await page.getByText('Berhasil dipulihkan dari arsip').first().waitFor();
    await expect.poll(() => row(KODE).getByText('Diarsipkan', { exact: true }).count()).toBe(0);
    await page.setViewportSize(WIDE);
  });

  it("a course with an exam: 'Hapus' is refused and offers 'Arsipkan'; archived, it leaves the list and the exam form's course picker", async () => {
    await page.goto(url('/management-matkul'));
    await onSomePage(page, row(COURSE));
    await page.getByRole('button', { name: `Hapus ${COURSE}` }).click();
    await dialogWith('Apa kamu yakin').getByRole('button', { name: 'Hapus' }).click();
    const refused = dialogWith(/Dipakai oleh 1 ujian, sehingga tidak dapat dihapus\. Arsipkan saja/);
    await refused.waitFor();
    await refused.getByRole('button', { name: 'Arsipkan' }).click();
    await page.getByText('Matakuliah diarsipkan').first().waitFor();
    await row(COURSE).waitFor({ state: 'detached' });
    await toggleArchive();
    await onSomePage(page, row(COURSE).getByText('Diarsipkan', { exact: true }));
    await toastsGone();
    await screenshot(page, 'course-archive-1366');
    await page.setViewportSize(PHONE);
    await settled(page);
    await onSomePage(page, row(COURSE).getByText('Diarsipkan', { exact: true }));
    await screenshot(page, 'course-archive-375');
    await page.setViewportSize(WIDE);

    // the exam form offers it no more
    await page.goto(url('/dashboard'));
    await page.getByRole('button', { name: 'Tambah Ujian' }).click();
    const form = page.getByRole('dialog', { name: 'Tambah Ujian' });
    await form.getByLabel(/^Kelas \/ Matakuliah/).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    const names = await options.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => n.includes(COURSE))).toBe(false);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    await staffApi(token, 'PUT', `matkul/${courseId}/arsip`, { arsip: false });
  });

  /** The accessible name of the focused element: its aria-label, its labels' text or its own. */
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el || el === document.body) return '';
      const labels = el.labels ? Array.from(el.labels, (l) => l.textContent ?? '').join('') : '';
      return (el.getAttribute('aria-label') ?? (labels || el.textContent) ?? '').trim();
    });
  /** Presses Tab until the focused element is `name` (refused after `max` presses). */
  async function tabTo(name: string, max = 200) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if ((await focused()) === name) return;
    }
    throw new Error(`'${name}' not reached by Tab (last: '${await focused()}')`);
  }

  it("by keyboard only: the switch by Tab and Space, a row's Arsipkan by Tab and Enter, its dialog confirmed by Enter, Escape closes a dialog, focus returns", async () => {
    await page.setViewportSize(WIDE);
    // (not archived, whatever an earlier test left)
    await staffApi(token, 'PUT', `matkul/${courseId}/arsip`, { arsip: false });
    await page.goto(url('/management-matkul'));
    await onSomePage(page, row(COURSE));
    const sw = page.getByRole('switch', { name: 'Tampilkan arsip' });

    await tabTo('Tampilkan arsip');
    await page.keyboard.press('Space');
    await expect.poll(() => sw.isChecked()).toBe(true);

    await tabTo(`Arsipkan ${COURSE}`);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Arsipkan Matakuliah ?' });
    await confirm.waitFor();
    await confirm.getByText(/tidak dapat dipilih untuk ujian baru/).waitFor();
    await settled(page);
    expect(await focused()).toBe('Arsipkan');
    await screenshot(page, 'archive-keyboard-dialog-1366');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Matakuliah diarsipkan').first().waitFor();
    await row(COURSE).getByText('Diarsipkan', { exact: true }).waitFor();
    // focus back on the row's button, now 'Pulihkan'
    await expect.poll(focused).toBe(`Pulihkan ${COURSE}`);
    await page.keyboard.press('Enter');
    await page.getByText('Berhasil dipulihkan dari arsip').first().waitFor();
    await expect.poll(() => row(COURSE).getByText('Diarsipkan', { exact: true }).count()).toBe(0);
    await expect.poll(focused).toBe(`Arsipkan ${COURSE}`);

    // Escape closes a dialog; focus returns to the button that opened it
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe(`Arsipkan ${COURSE}`);
    await tabTo(`Hapus ${COURSE}`, 10);
    await page.keyboard.press('Enter');
    const del = dialogWith('Apa kamu yakin');
    await del.waitFor();
    await page.keyboard.press('Escape');
    await del.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe(`Hapus ${COURSE}`);
    const course = ((await staffApi(token, 'GET', 'matkul')) as { id_matkul: number }[]).find(
      (c) => c.id_matkul === courseId,
    );
    expect(course).toMatchObject({ diarsipkan_pada: null });

    // the bank's archive the same way: a group archived and restored by keyboard
    await page.goto(url(`/group-soal?materi=${materiId}`));
    await row(GROUP).waitFor();
    await tabTo(`Arsipkan ${GROUP}`);
    await page.keyboard.press('Enter');
    await page.getByText('Group soal diarsipkan').first().waitFor();
    await row(GROUP).waitFor({ state: 'detached' });
    // the row (and its button) left the list: the focus is on 'Tampilkan arsip', where it is found again
    await expect.poll(focused).toBe('Tampilkan arsip');
    await page.keyboard.press('Space');
    await row(GROUP).getByText('Diarsipkan', { exact: true }).waitFor();
    await tabTo(`Pulihkan ${GROUP}`);
    await page.keyboard.press('Enter');
    await page.getByText('Berhasil dipulihkan dari arsip').first().waitFor();
    await expect.poll(() => row(GROUP).getByText('Diarsipkan', { exact: true }).count()).toBe(0);
    const groups = (await staffApi(token, 'GET', `groupSoal/${materiId}`)) as { nama_group: string }[];
    expect(groups.map((g) => g.nama_group)).toContain(GROUP);
  });
});
