import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, LAPTOP, once, openBrowser, screenshot, url } from './browser';

/**
 * Course exams (design §4 '/detail/{kode_ujian}'): a student opens an exam by its code, is refused
 * a wrong password, fills the identity form, answers PG and an essay on the exam page, submits;
 * the same nim is refused a second time ('Anda Telah Mengikuti Ujian'); exams outside their window
 * say so; the lecturer sees the row in 'Daftar Nilai Mahasiswa', grades the essay, and the final
 * score changes.
 */

/** A cheap phone. */
const PHONE_360 = { width: 360, height: 740 } as const;
const LECTURER = { nidn: '0412345678', password: 'dosen12345' };
const RUN = Date.now().toString(36).toUpperCase();
const KODE = `E2E-KUIS-${RUN}`;
const EARLY = `E2E-AWAL-${RUN}`;
const LATE = `E2E-TUTUP-${RUN}`;
const PASS = 'kuis-rahasia';
const NAMA_UJIAN = `Kuis Mandiri ${RUN}`;
const STUDENT = {
  email: `mhs${RUN.toLowerCase()}@kampus.test`,
  nim: `E2E${RUN.slice(-6)}`,
  nama: `MAHASISWA KUIS ${RUN}`,
  prodi: 'Teknik Informatika',
};
const PG_COUNT = 4;

interface Sheet {
  attempt_id: number;
  groups: { questions: { id_soal: number; type_soal: 'PG' | 'Essay' }[] }[];
}

function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(path.join(inject('dataDir'), 'tryout.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** Three course exams of the demo lecturer on the demo ALPRO bank: open, not yet open, closed. */
function seedExams(): number {
  return withDb((db) => {
    const now = new Date().toISOString();
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const lecturer = db.prepare('select id from staff_users where nidn = ?').get(LECTURER.nidn) as {
      id: number;
    };
    const materi = db.prepare("select id from materi where kode_ujian = 'ALPRO'").get() as { id: number };
    const course = db
      .prepare(
        "insert into courses (nama_matkul, id_dosen, kelas, prodi, created_at, updated_at) values (?, ?, 'C', 'Teknik Informatika', ?, ?)",
      )
      .run(`Algoritma Lanjut ${RUN}`, lecturer.id, now, now);
    const insExam = db.prepare(
      `insert into exams (kategori, id_matkul, kode_ujian, pass_ujian, nama_ujian, master_materi, type_ujian, type_soal,
        jumlah_soal_PG, jumlah_soal_essay, waktu_ujian, mulai, selesai, kelas, created_by, created_at, updated_at)
       values ('matkul', ?, ?, ?, ?, 'Algoritma dan Pemrograman', 'QUIZ', 'PG Dan Essay', ?, 1, 30, ?, ?, 'C', ?, ?, ?)`,
    );
    const ids: number[] = [];
    for (const [kode, mulai, selesai] of [
      [KODE, at(-hour), at(2 * hour)],
      [EARLY, at(24 * hour), at(26 * hour)],
      [LATE, at(-26 * hour), at(-24 * hour)],
    ]) {
      const e = insExam.run(
        course.lastInsertRowid,
        kode,
        PASS,
        kode === KODE ? NAMA_UJIAN : `Kuis Lain ${kode}`,
        PG_COUNT,
        mulai,
        selesai,
        lecturer.id,
        now,
        now,
      );
      db.prepare('insert into exam_materi (id_ujian, materi_id) values (?, ?)').run(
        e.lastInsertRowid,
        materi.id,
      );
      ids.push(Number(e.lastInsertRowid));
    }
    return ids[0];
  });
}

async function shots(page: Page, name: string) {
  await screenshot(page, name);
  await page.screenshot({
    path: path.resolve(import.meta.dirname, `../test-results/screens/${name}-view.png`),
  });
}

async function fillIdentity(page: Page, who: typeof STUDENT, pass: string) {
  await page.getByLabel('Alamat Email').fill(who.email);
  await page.getByLabel('Nim').fill(who.nim);
  await page.getByLabel('Nama').fill(who.nama);
  await page.getByLabel('Prodi').fill(who.prodi);
  await page.keyboard.press('Escape');
  await page.getByLabel('Password Ujian').fill(pass);
}

const lanjutkan = (page: Page) => page.getByRole('button', { name: 'Lanjutkan' });

const radio = (page: Page, n: number, key: string) =>
  page
    .getByRole('radiogroup', { name: `Pilihan jawaban soal ${n}`, exact: true })
    .getByRole('radio', { name: `Jawaban ${key}` });

async function toast(page: Page, text: string) {
  await page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();
}

/** The sheet a student token starts or resumes. */
async function sheetFor(token: string | null): Promise<Sheet> {
  const res = await fetch(`${baseUrl()}/tryout/api/soalUjianPg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ kode_ujian: KODE, mulai: true }),
  });
  const body = (await res.json()) as { data: Sheet };
  expect(res.status).toBe(200);
  return body.data;
}

/** The sheet the student's token resumes (to know which keys are correct). */
async function sheetOf(page: Page): Promise<Sheet> {
  return sheetFor(await page.evaluate(() => sessionStorage.getItem('token_ujian')));
}

/** The demo lecturer's session in this browser (token from /loginDosen, as the login page keeps it). */
async function signInLecturer(page: Page) {
  const login = await fetch(`${baseUrl()}/tryout/api/loginDosen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LECTURER),
  });
  const token = ((await login.json()) as { data: { api_token: string } }).data.api_token;
  await page.goto(url('/halaman-kosong-login'));
  await page.evaluate((t) => {
    sessionStorage.clear();
    localStorage.setItem('token_dosen', t);
  }, token);
}

/** POST /loginujian for KODE from outside the browser (another device). */
async function loginElsewhere(who: typeof STUDENT) {
  const res = await fetch(`${baseUrl()}/tryout/api/loginujian`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kode_ujian: KODE, pass_ujian: PASS, ...who }),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: { api_token: string } } };
}

// the file's exams, for every describe block (a test run alone with -t finds them too)
let examId: number;
beforeAll(() => {
  examId = seedExams();
});

/** The phone STUDENT uses, opened by the first test that needs it. */
let phone: Awaited<ReturnType<typeof openBrowser>> | undefined;
async function phonePage(): Promise<Page> {
  if (!phone) {
    phone = await openBrowser(PHONE_360);
    phone.page.on('dialog', (d) => void d.accept());
  }
  return phone.page;
}
afterAll(async () => phone?.close());

/**
 * STUDENT enters KODE on the phone, answers PG and an essay and submits once (with the checks on
 * the way); the phone is left on the finished page.
 */
const studentSubmitted = once(async () => {
  const page = await phonePage();
  await page.goto(url(`/detail/${KODE}`));
  await page.getByRole('region', { name: 'Detail Ujian' }).getByText(NAMA_UJIAN).waitFor();
  await page.getByRole('heading', { name: 'Silahkan Isi Data Diri Anda' }).waitFor();
  await fillIdentity(page, STUDENT, PASS);
  await expect.poll(() => lanjutkan(page).isDisabled(), { timeout: 10_000 }).toBe(false);
  await lanjutkan(page).click();
  await page.waitForURL(`**/detail/${KODE}/ujian`);
  // a course exam, not the tryout
  await page.getByRole('heading', { name: 'Selamat Datang di Ujian Mata Kuliah' }).waitFor();
  expect(await page.getByText('Selamat Datang di Tryout').count()).toBe(0);
  // the line under the exam's name says the course, the materi and the class once each
  await page.getByText(`Algoritma Lanjut ${RUN} · Algoritma dan Pemrograman · Kelas C`).waitFor();
  // the start screen first: the clock starts only with 'Mulai Sekarang' (design §4)
  await page.getByRole('button', { name: 'Mulai Sekarang' }).waitFor();
  expect(await page.getByTestId('start-duration').textContent()).toBe('30 menit');
  expect(await page.getByTestId('start-attempts').textContent()).toBe('0 dari 1 terpakai · sisa 1');
  expect(await page.getByRole('timer').count()).toBe(0);
  const attempts = () =>
    withDb(
      (db) =>
        (
          db
            .prepare(
              'select count(*) as n from attempts a join exam_students s on s.id = a.exam_student_id where s.nim = ?',
            )
            .get(STUDENT.nim) as { n: number }
        ).n,
    );
  expect(attempts()).toBe(0);
  await page.reload();
  await page.getByRole('button', { name: 'Mulai Sekarang' }).waitFor();
  expect(attempts()).toBe(0);
  await shots(page, 'course-exam-start-360');
  await page.getByRole('button', { name: 'Mulai Sekarang' }).click();
  await page.getByRole('timer').first().waitFor();
  expect(attempts()).toBe(1);
  expect(await page.getByRole('timer').first().textContent()).toMatch(/^00:(29|30):\d\d$/);
  await page.getByText(`${NAMA_UJIAN} · ${STUDENT.nama}`).waitFor();

  const sheet = await sheetOf(page);
  const numbered = sheet.groups.flatMap((g) => g.questions).map((q, i) => ({ ...q, n: i + 1 }));
  const pg = numbered.filter((q) => q.type_soal === 'PG');
  const essay = numbered.find((q) => q.type_soal === 'Essay');
  expect(pg).toHaveLength(PG_COUNT);
  expect(essay).toBeDefined();
  // the keys stay on the server: the test reads them from the database
  const keys = withDb((db) =>
    pg.map(
      (q) =>
        (db.prepare('select kunci_pg from questions where id = ?').get(q.id_soal) as { kunci_pg: string })
          .kunci_pg,
    ),
  );
  // three right, one wrong → nilai_pg 75
  for (const [i, q] of pg.entries()) {
    const key = i === 0 ? (keys[i] === 'A' ? 'B' : 'A') : keys[i];
    await radio(page, q.n, key).click();
    await expect.poll(() => radio(page, q.n, key).getAttribute('aria-checked')).toBe('true');
  }
  const box = page.getByRole('textbox', { name: `Jawaban essay soal ${essay?.n}` });
  await box.fill('Bandingkan dengan elemen tengah, lalu cari di separuh kiri atau kanan.');
  await page.locator(`#soal-${essay?.n}`).getByRole('button', { name: 'Kirim', exact: true }).click();
  await toast(page, 'Data Berhasil Disimpan');
  await expect.poll(() => page.getByTestId('save-status').first().textContent()).toBe('Tersimpan');
  await page.locator(`#soal-${pg[0].n}`).scrollIntoViewIfNeeded();
  await shots(page, 'course-exam-taking-360');

  await page.getByRole('button', { name: 'Tampilkan navigasi soal' }).click();
  await page.getByRole('button', { name: 'Selesaikan Ujian' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selesaikan Ujian ?' });
  await dialog.getByText('Apakah Anda yakin untuk menyelesaikan ujian?').waitFor();
  await dialog.getByRole('button', { name: 'Ya, Selesaikan' }).click();
  await page.waitForURL((u) => u.pathname.endsWith(`/detail/${KODE}`));
  await page.getByText('Ujian Telah selesai di lakukan').waitFor();
  await shots(page, 'course-exam-finished-360');

  const result = withDb((db) =>
    db
      .prepare(
        'select nama_mhs, email, kelas, nilai_pg, nilai_essay, nilai_akhir from results where id_ujian = ? and nim = ?',
      )
      .all(examId, STUDENT.nim),
  );
  expect(result).toEqual([
    {
      nama_mhs: STUDENT.nama,
      email: STUDENT.email,
      kelas: 'C',
      nilai_pg: 75,
      nilai_essay: null,
      nilai_akhir: null,
    },
  ]);
  // the student token is gone once the exam is submitted
  expect(await page.evaluate(() => sessionStorage.getItem('token_ujian'))).toBeNull();
});

describe('course exam: a student takes it by code and password', () => {
  let page: Page;
  beforeAll(async () => {
    page = await phonePage();
  });

  it("types the exam code at /detail ('Masukkan kode ujian'): an unknown one says so there", async () => {
    await page.goto(url('/detail'));
    await page.getByRole('heading', { name: 'Masukkan kode ujian' }).waitFor();
    const code = page.getByLabel('Kode Ujian');
    await code.fill('TIDAK-ADA-SAMA-SEKALI');
    await lanjutkan(page).click();
    await page.getByText('Kode ujian tidak ditemukan. Periksa kembali kode dari dosen Anda.').waitFor();
    expect(page.url()).toMatch(/\/detail$/);
    expect(await page.getByLabel('Nim').count()).toBe(0);
    await shots(page, 'course-exam-code-unknown-360');
    await code.fill(` ${KODE} `);
    await lanjutkan(page).click();
    await page.waitForURL((u) => u.pathname.endsWith(`/detail/${KODE}`));
  });

  it('shows the exam details and the identity form; a wrong password is refused in Indonesian', async () => {
    await page.goto(url(`/detail/${KODE}`));
    const details = page.getByRole('region', { name: 'Detail Ujian' });
    await details.getByText(NAMA_UJIAN).waitFor();
    const text = await details.textContent();
    expect(text).toContain('Dr. Siti Rahmawati');
    expect(text).toContain(`Algoritma Lanjut ${RUN}`);
    expect(text).toMatch(/Mulai.*WIB/);
    expect(text).toMatch(/Selesai.*WIB/);
    expect(await page.getByTestId('exam-window').textContent()).toBe('Ujian dibuka');
    await page.getByRole('heading', { name: 'Silahkan Isi Data Diri Anda' }).waitFor();
    await page.getByText('Kami tidak akan membagikan email Anda.').waitFor();
    expect(await lanjutkan(page).isDisabled()).toBe(true);
    await shots(page, 'course-exam-entry-360');

    // a bad e-mail keeps 'Lanjutkan' disabled
    await fillIdentity(page, { ...STUDENT, email: 'bukan-email' }, 'salah');
    await page.getByLabel('Nim').focus();
    await page.getByText('Format email tidak valid').waitFor();
    expect(await lanjutkan(page).isDisabled()).toBe(true);

    await page.getByLabel('Alamat Email').fill(STUDENT.email);
    await expect.poll(() => lanjutkan(page).isDisabled()).toBe(false);
    await lanjutkan(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Kode ujian atau password ujian salah' });
    await alert.waitFor();
    expect(page.url()).toMatch(new RegExp(`/detail/${KODE}$`));
    await shots(page, 'course-exam-wrong-password-360');
  });

  it('opens the exam page, answers PG and an essay, submits once', async () => {
    await studentSubmitted();
  });

  it("refuses the same nim a second time with 'Anda Telah Mengikuti Ujian'", async () => {
    await studentSubmitted(); // the phone is on the finished page
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.getByRole('heading', { name: 'Silahkan Isi Data Diri Anda' }).waitFor();
    // a shared computer: the next student gets an empty form
    expect(await page.getByLabel('Nim').inputValue()).toBe('');
    await fillIdentity(page, STUDENT, PASS);
    await lanjutkan(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Anda Telah Mengikuti Ujian' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Nomer Registrasi Anda Telah Tercatat Telah Mengikuti Ujian');
    expect(page.url()).toMatch(new RegExp(`/detail/${KODE}$`));
    await shots(page, 'course-exam-already-taken-360');
    // opening the exam page directly without a token goes back to the entry page
    await page.goto(url(`/detail/${KODE}/ujian`));
    await page.waitForURL((u) => u.pathname.endsWith(`/detail/${KODE}`));
  });

  it('an unknown code in the address says so, with no identity form, and offers another code', async () => {
    await page.goto(url('/detail/TIDAK-ADA-SAMA-SEKALI'));
    await page.getByRole('alert').filter({ hasText: 'Ujian tidak ditemukan' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Silahkan Isi Data Diri Anda' }).count()).toBe(0);
    expect(await page.getByLabel('Nim').count()).toBe(0);
    await page.getByRole('link', { name: 'Masukkan kode ujian lain' }).click();
    await page.getByRole('heading', { name: 'Masukkan kode ujian' }).waitFor();
  });
});

describe('course exam on a laptop: the window, and the lecturer grades', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  beforeAll(async () => {
    b = await openBrowser(LAPTOP);
    page = b.page;
    page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => b?.close());

  it("says 'Ujian belum dibuka' before mulai and 'Ujian sudah ditutup' after selesai", async () => {
    const other = { ...STUDENT, nim: `${STUDENT.nim}X` };
    for (const [kode, text, shot] of [
      [EARLY, 'Ujian belum dibuka', 'course-exam-not-open-1280'],
      [LATE, 'Ujian sudah ditutup', 'course-exam-closed-1280'],
    ]) {
      await page.goto(url(`/detail/${kode}`));
      await page.getByTestId('exam-window').filter({ hasText: text }).waitFor();
      await fillIdentity(page, other, PASS);
      await lanjutkan(page).click();
      await page.getByRole('alert', { name: 'Gagal Masuk Ujian' }).filter({ hasText: text }).waitFor();
      await shots(page, shot);
    }
    expect(
      withDb((db) => db.prepare('select count(*) as n from exam_students where nim = ?').get(other.nim)),
    ).toEqual({ n: 0 });
  });

  /** A second student takes the exam on this laptop (with the checks on the way). */
  const secondStudentSubmitted = once(async () => {
    const second = {
      ...STUDENT,
      nim: `${STUDENT.nim}L`,
      nama: `MAHASISWI LAPTOP ${RUN}`,
      email: `l${STUDENT.email}`,
    };
    // the page's clock can be moved on to see the heartbeat (time otherwise flows as usual)
    await page.clock.install();
    await page.goto(url(`/detail/${KODE}`));
    await page.getByText(NAMA_UJIAN).first().waitFor();
    await fillIdentity(page, second, PASS);
    await shots(page, 'course-exam-entry-1280');
    await lanjutkan(page).click();
    await page.waitForURL(`**/detail/${KODE}/ujian`);
    await page.getByRole('button', { name: 'Mulai Sekarang' }).click();
    const panel = page.getByRole('complementary', { name: 'Panel ujian' });
    await panel.getByRole('timer').waitFor();
    // the open exam page tells the server every 30 s that this device holds the seat
    const beat = page.waitForRequest(
      (r) => r.url().endsWith('/tryout/api/heartbeat') && r.method() === 'POST',
    );
    await page.clock.fastForward(31_000);
    const beatRes = await (await beat).response();
    if (!beatRes) throw new Error('heartbeat without a response');
    expect(beatRes.status()).toBe(200);
    const beatBody = (await beatRes.json()) as { data: { deadline_at: string; server_now: string } };
    expect(beatBody.data).toEqual({
      server_now: expect.any(String),
      attempt_id: expect.any(Number),
      deadline_at: expect.any(String),
    });
    // meanwhile the same nim cannot be logged into from another device
    const elsewhere = await loginElsewhere(second);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe(
      'NIM ini sedang mengerjakan ujian di perangkat lain. Hubungi pengawas untuk membuka sesi.',
    );
    await radio(page, 1, 'A').click();
    await expect.poll(() => panel.getByTestId('save-status').textContent()).toBe('Tersimpan');
    await shots(page, 'course-exam-taking-1280');
    await panel.getByRole('button', { name: 'Selesaikan Ujian' }).click();
    await page
      .getByRole('dialog', { name: 'Selesaikan Ujian ?' })
      .getByRole('button', { name: 'Ya, Selesaikan' })
      .click();
    await page.getByText('Ujian Telah selesai di lakukan').waitFor();
    await shots(page, 'course-exam-finished-1280');
  });

  it('a second student takes the exam on a laptop (side panel)', async () => {
    await secondStudentSubmitted();
  });

  it("the lecturer sees the row in 'Daftar Nilai Mahasiswa', grades the essay, the final score changes", async () => {
    await studentSubmitted();
    await secondStudentSubmitted();
    const examId = withDb(
      (db) =>
        (db.prepare('select id_ujian from exams where kode_ujian = ?').get(KODE) as { id_ujian: number })
          .id_ujian,
    );
    await signInLecturer(page);
    await page.goto(url(`/nilai-ujian-mahasiswa/${examId}`));
    await page.getByRole('heading', { name: 'Daftar Nilai Mahasiswa' }).waitFor();
    const row = page.locator('tbody tr', { hasText: STUDENT.nama });
    await row.waitFor();
    const cells = async () => (await row.locator('td').allTextContents()).map((t) => t.trim());
    expect(await cells()).toEqual(expect.arrayContaining([STUDENT.nama, STUDENT.nim, '75', '-']));
    await page.locator('tbody tr', { hasText: `MAHASISWI LAPTOP ${RUN}` }).waitFor();

    await row.getByRole('button', { name: `Essay ${STUDENT.nama}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Detail Hasil Ujian Essay' });
    await dialog.getByText('Bandingkan dengan elemen tengah').waitFor();
    await dialog.getByLabel('Nilai Essay').fill('85');
    await dialog.getByLabel('Alasan').fill('Penilaian essay pertama');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Data berhasil diubah');
    await dialog.waitFor({ state: 'hidden' });
    // (75 + 85) / 2
    await row.filter({ hasText: '85' }).filter({ hasText: '80' }).waitFor();
    expect(await cells()).toEqual(expect.arrayContaining(['75', '85', '80']));
    expect(
      withDb((db) =>
        db
          .prepare('select nilai_essay, nilai_akhir from results where id_ujian = ? and nim = ?')
          .get(examId, STUDENT.nim),
      ),
    ).toEqual({ nilai_essay: 85, nilai_akhir: 80 });
    await shots(page, 'course-exam-nilai-1280');
  });

  it("the lecturer sees who is taking the exam and releases a lost device's seat with 'Buka Sesi'", async () => {
    await studentSubmitted();
    const third = {
      ...STUDENT,
      nim: `${STUDENT.nim}B`,
      nama: `MAHASISWA BUKA SESI ${RUN}`,
      email: `b${STUDENT.email}`,
    };
    const first = await loginElsewhere(third);
    expect(first.status).toBe(200);
    const attemptId = (await sheetFor(first.body.data.api_token)).attempt_id;
    // the laptop breaks: a login on another device is refused until the lecturer releases the seat
    expect((await loginElsewhere(third)).status).toBe(409);

    await page.setViewportSize({ width: 1366, height: 800 });
    await signInLecturer(page);
    await page.goto(url('/dashboard'));
    await page.getByRole('tab', { name: 'List Ujian Pilihan Ganda Dan Essay' }).click();
    await page.getByRole('link', { name: `Peserta ${KODE}` }).click();
    await page.waitForURL('**/peserta-ujian/*');
    await page.getByRole('heading', { name: 'Peserta Ujian' }).waitFor();
    const row = page.locator('tbody tr', { hasText: third.nama });
    await row.getByText('Mengerjakan').waitFor();
    await row.getByText('Online').waitFor();
    await page.locator('tbody tr', { hasText: STUDENT.nama }).getByText('Selesai').waitFor();
    await shots(page, 'course-seats-1366');

    await row.getByRole('button', { name: `Buka Sesi ${third.nim}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Buka Sesi ?' });
    await dialog.getByText(third.nim).waitFor();
    await dialog.getByRole('button', { name: 'Buka Sesi' }).click();
    await toast(page, 'Sesi peserta telah dibuka');
    await row.getByText('Offline').waitFor();

    // the student logs in on another device and continues the same attempt
    const again = await loginElsewhere(third);
    expect(again.status).toBe(200);
    expect((await sheetFor(again.body.data.api_token)).attempt_id).toBe(attemptId);
  });
});
