import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { OUTAGE_MSG } from '@tryout/shared/outage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, LAPTOP, openBrowser, screenshot, url } from './browser';
import { withDb } from './candidate';
import { LECTURER, signInStaff } from './staff';

/**
 * The mass-silence alert (docs/decisions/0011) with real processes: 20 students of one course exam start
 * it and send heartbeats through the real API, then all fall silent at once (a lab's network
 * gone) while the server stays healthy. The lecturer's monitor shows 'Banyak peserta terputus
 * bersamaan' within 90 s, and 'Kembalikan waktu' gives exactly those students the measured minutes
 * in one audited action. Costs about a minute of waiting: silence counts after OFFLINE_AFTER_MS.
 */

const RUN = Date.now().toString(36).toUpperCase();
const KODE = `E2E-LAB-${RUN}`;
const PASS = 'lab-rahasia';
const STUDENTS = 20;

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl()}/tryout/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: any } };
}

/** A course exam of the demo lecturer on the demo ALPRO bank, open for the next two hours. */
function seedExam(): number {
  return withDb((db) => {
    const now = new Date().toISOString();
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const lecturer = db.prepare('select id from staff_users where nidn = ?').get(LECTURER.nidn) as {
      id: number;
    };
    const materi = db.prepare("select id from materi where kode_ujian = 'ALPRO'").get() as { id: number };
    const course = db
      .prepare(
        "insert into courses (nama_matkul, id_dosen, kelas, prodi, created_at, updated_at) values (?, ?, 'L', 'Teknik Informatika', ?, ?)",
      )
      .run(`Lab Jaringan ${RUN}`, lecturer.id, now, now);
    const exam = db
      .prepare(
        `insert into exams (kategori, id_matkul, kode_ujian, pass_ujian, nama_ujian, master_materi, type_ujian, type_soal,
          jumlah_soal_PG, jumlah_soal_essay, waktu_ujian, mulai, selesai, kelas, created_by, created_at, updated_at)
         values ('matkul', ?, ?, ?, ?, 'Algoritma dan Pemrograman', 'QUIZ', 'PG', 3, 0, 60, ?, ?, 'L', ?, ?, ?)`,
      )
      .run(
        course.lastInsertRowid,
        KODE,
        PASS,
        `Kuis Lab ${RUN}`,
        at(-3_600_000),
        at(7_200_000),
        lecturer.id,
        now,
        now,
      );
    db.prepare('insert into exam_materi (id_ujian, materi_id) values (?, ?)').run(
      exam.lastInsertRowid,
      materi.id,
    );
    return Number(exam.lastInsertRowid);
  });
}

const deadlines = (examId: number) =>
  withDb((db) =>
    (
      db
        .prepare('select a.id, a.deadline_at from attempts a where a.id_ujian = ? order by a.id')
        .all(examId) as { id: number; deadline_at: string }[]
    ).map((r) => Date.parse(r.deadline_at)),
  );

describe('many students silent at once', () => {
  let examId: number;
  let proctor: Awaited<ReturnType<typeof openBrowser>>;

  beforeAll(async () => {
    examId = seedExam();
    proctor = await openBrowser(LAPTOP);
  });
  afterAll(async () => proctor?.close());

  it('the monitor raises one alert within 90 s, and gives the time back in one action', async () => {
    // 20 students of one lab enter, start and beat
    for (let i = 0; i < STUDENTS; i++) {
      const nim = `L${RUN.slice(-6)}${String(i).padStart(2, '0')}`;
      const login = await post('loginujian', {
        kode_ujian: KODE,
        pass_ujian: PASS,
        email: `${nim.toLowerCase()}@kampus.test`,
        nim,
        nama: `MAHASISWA LAB ${i}`,
        prodi: 'Teknik Informatika',
      });
      expect(login.status, login.body.message).toBe(200);
      const token = login.body.data.api_token;
      expect((await post('soalUjianPg', { kode_ujian: KODE, mulai: true }, token)).status).toBe(200);
      expect((await post('heartbeat', { antrian: 0 }, token)).status).toBe(200);
    }
    // ...and the lab's network goes: no student is heard from now on
    const silentFrom = Date.now();
    const before = deadlines(examId);
    expect(before).toHaveLength(STUDENTS);

    const p = proctor.page;
    await signInStaff(p, LECTURER);
    await p.goto(url(`/pengawasan-ujian?sasaran=ujian-${examId}`));
    await p.getByRole('heading', { name: MONITOR_MSG.title }).waitFor();
    const alert = p.getByTestId('peringatan-hening');
    await expect(alert.isVisible()).resolves.toBe(false);
    await alert.waitFor({ timeout: 95_000 });
    const after = (Date.now() - silentFrom) / 1000;
    console.log(`outage-alert: shown ${after.toFixed(0)} s after ${STUDENTS} students fell silent`);
    expect(after).toBeLessThan(90);
    await alert.getByText(OUTAGE_MSG.alertTitle).waitFor();
    await alert
      .getByText(`${STUDENTS} dari ${STUDENTS} peserta yang mengerjakan`, { exact: false })
      .waitFor();
    await screenshot(p, 'monitor-mass-silence-1280');

    // one action gives the measured minutes back to exactly those students (audited)
    const button = alert.getByRole('button', { name: new RegExp(`^${OUTAGE_MSG.giveBack}`) });
    const minutes = Number(/\((\d+) menit\)/.exec((await button.textContent()) ?? '')?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(1); // the measured silence, rounded up
    await button.click();
    const dialog = p.getByRole('dialog', { name: OUTAGE_MSG.giveBack });
    await expect(dialog.getByRole('textbox', { name: 'Alasan' }).inputValue()).resolves.toMatch(
      /^Jaringan lab terputus \d+ (menit \d+ )?detik$/,
    );
    await dialog.getByRole('button', { name: OUTAGE_MSG.giveBack }).click();
    await p.locator('.mantine-Notification-root', { hasText: MONITOR_MSG.timeAdded }).waitFor();
    const moved = deadlines(examId).map((d, i) => (d - before[i]) / 60_000);
    expect(moved).toEqual(Array(STUDENTS).fill(minutes));
    const audited = withDb(
      (db) =>
        (
          db
            .prepare("select count(*) as n from audit_log where action = 'tambah_waktu' and new_value like ?")
            .get(`%${KODE}%`) as { n: number }
        ).n,
    );
    expect(audited).toBe(STUDENTS);
  }, 180_000);
});
