import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, PHONE, screenshot, url } from './browser';
import { insertDraw, loginUi, newCandidate, withDb } from './candidate';

/**
 * IRT calibration (docs/decisions/0024): staff start a calibration of a tryout materi on the 'Kalibrasi IRT'
 * page, watch it run (the server's job), read the versions, the item parameters with their flags and
 * the test-information plot; the result list shows the IRT score; the candidate sees 'Skor IRT
 * (perkiraan)' beside the nilai on the overview and on the result page.
 */

const ADMIN = { nidn: 'admin', password: 'admin12345' };
const LAPTOP = { width: 1366, height: 800 } as const;
const MATERI = 'TPA';
const SEEDED = 230;
const RUN = Date.now().toString(36).toUpperCase();

interface Seed {
  materiId: number;
  tryoutId: number;
  questions: number;
  rareId: number;
}

/** A standard normal draw from a small seeded generator (mulberry32). */
function generator(seed: number) {
  let a = seed;
  const uniform = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    uniform,
    normal: () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform()),
  };
}

/**
 * First attempts of SEEDED new candidates on the TPA materi, answered as a 2PL model says (every PG
 * question drawn, except the last one: only 100 candidates drew it, below the minimum sample), and one
 * for `who` with its result row. Straight into the e2e server's database, as the exam engine writes them.
 */
function seed(who: { email: string }): Seed {
  return withDb((db) => {
    const now = new Date().toISOString();
    const m = db.prepare('select id from materi where kode_ujian = ?').get(MATERI) as { id: number };
    const tryout = db.prepare("select id_ujian from exams where kode_ujian = 'TRYOUT-2026'").get() as {
      id_ujian: number;
    };
    const qs = db
      .prepare(
        "select id, kunci_pg from questions where id_master_materi = ? and type_soal = 'PG' order by id",
      )
      .all(m.id) as { id: number; kunci_pg: string }[];
    const rng = generator(21);
    const params = qs.map((_, j) => ({
      a: 0.7 + 0.15 * (j % 6),
      b: -1.8 + (3.6 * j) / Math.max(1, qs.length - 1),
    }));
    const insCandidate = db.prepare(
      `insert into candidates (nisn, full_name, email, phone, password_hash, asal_sekolah, jenis_sekolah, alamat_sekolah1,
        alamat_sekolah2, provinsi_sekolah, jurusan_sekolah, email_verified_at, created_at, updated_at)
       values (?, ?, ?, '081200000000', 'x', 'SMA E2E IRT', 'SMA', 'JL. UJI', 'BANDUNG', 'JAWA BARAT', 'IPA', ?, ?, ?)`,
    );
    const insAttempt = db.prepare(
      `insert into attempts (candidate_id, exam_student_id, id_ujian, materi_id, attempt_no, type_soal, status, started_at,
        deadline_at, submitted_at, nilai_pg, nilai_essay, nilai_akhir, created_at)
       values (?, null, ?, ?, 1, 'PG', 'submitted', ?, ?, ?, ?, null, ?, ?)`,
    );
    const insAnswer = db.prepare(
      'insert into answers (attempt_id, question_id, value, updated_at) values (?, ?, ?, ?)',
    );
    const attemptOf = (candidateId: number, index: number) => {
      const theta = rng.normal();
      const drawn = qs.filter((_, j) => j < qs.length - 1 || index < 100);
      const answers = drawn.map((q) => {
        const p = params[qs.indexOf(q)];
        const right = rng.uniform() < 1 / (1 + Math.exp(-p.a * (theta - p.b)));
        return { q, value: right ? q.kunci_pg : q.kunci_pg === 'A' ? 'B' : 'A', right };
      });
      const nilai = Math.round((10000 * answers.filter((a) => a.right).length) / answers.length) / 100;
      const a = insAttempt.run(candidateId, tryout.id_ujian, m.id, now, now, now, nilai, nilai, now);
      insertDraw(
        db,
        a.lastInsertRowid,
        answers.map((x) => x.q.id),
      );
      answers.forEach((x) => {
        insAnswer.run(a.lastInsertRowid, x.q.id, x.value, now);
      });
      return { attemptId: Number(a.lastInsertRowid), nilai };
    };
    db.transaction(() => {
      for (let i = 0; i < SEEDED; i++) {
        const nisn = `7${RUN.slice(-5)}${String(i).padStart(3, '0')}`.slice(0, 10);
        const c = insCandidate.run(
          nisn,
          `PESERTA IRT ${RUN} ${i}`,
          `irt${RUN.toLowerCase()}${i}@tryout.test`,
          now,
          now,
          now,
        );
        attemptOf(Number(c.lastInsertRowid), i);
      }
      const me = db
        .prepare('select id, nisn, full_name, email from candidates where email = ?')
        .get(who.email) as {
        id: number;
        nisn: string;
        full_name: string;
        email: string;
      };
      const mine = attemptOf(me.id, 0);
      db.prepare(
        `insert into results (attempt_id, id_ujian, materi_id, candidate_id, exam_student_id, nama_mhs, nim, email, kelas,
          type_soal, nilai_pg, nilai_essay, nilai_akhir, mulai, jawaban_essay, created_at, updated_at)
         values (?, ?, ?, ?, null, ?, ?, ?, null, 'PG', ?, null, ?, ?, '[]', ?, ?)`,
      ).run(
        mine.attemptId,
        tryout.id_ujian,
        m.id,
        me.id,
        me.full_name,
        me.nisn,
        me.email,
        mine.nilai,
        mine.nilai,
        now,
        now,
        now,
      );
    })();
    return { materiId: m.id, tryoutId: tryout.id_ujian, questions: qs.length, rareId: qs[qs.length - 1].id };
  });
}

async function signIn(page: Page) {
  const res = await fetch(`${baseUrl()}/tryout/api/loginDosen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = ((await res.json()) as { data: { api_token: string } }).data.api_token;
  await page.goto(url('/halaman-kosong-login'));
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('token_dosen', t);
  }, token);
}

/** Screenshots the current page at 1366 and at 375 px. */
async function shotBoth(page: Page, name: string) {
  await page.setViewportSize(LAPTOP);
  await screenshot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(LAPTOP);
}

describe('IRT calibration page and the candidate’s IRT score', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let who: Awaited<ReturnType<typeof newCandidate>>;
  let s: Seed;

  beforeAll(async () => {
    who = await newCandidate('irt');
    s = seed(who);
    b = await openBrowser(LAPTOP);
    page = b.page;
  });
  afterAll(async () => b?.close());

  it('staff start a calibration, see its progress, the version, the item parameters and the plot', async () => {
    await signIn(page);
    await page.goto(url('/kalibrasi-irt'));
    await page.locator('nav[aria-label="Menu staf"] a', { hasText: 'Kalibrasi IRT' }).waitFor();
    await page.getByRole('heading', { name: 'Kalibrasi IRT' }).waitFor();
    const materi = page.locator('input.mantine-Select-input');
    await materi.click();
    await materi.fill(MATERI);
    await page.getByRole('option', { name: new RegExp(`^${MATERI} —`) }).click();
    await page.getByText('2PL', { exact: true }).click();
    await page.getByRole('button', { name: 'Mulai Kalibrasi' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Kalibrasi IRT dimulai' }).waitFor();
    // queued or running: the progress bar shows until the job is done
    await page.getByTestId('irt-progress').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Mulai Kalibrasi' }).isDisabled()).toBe(true);
    await page.getByTestId('irt-detail').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('irt-progress').count()).toBe(0);

    const version = page.locator('tbody tr', { hasText: 'Selesai' }).first();
    // the sample the job stored (the seeded first attempts, the test's own, and whatever other
    // browser tests on this shared server finished on that materi): the page shows it
    const sample = withDb(
      (db) =>
        (
          db
            .prepare(
              `SELECT c.sample_size AS n FROM irt_calibrations c JOIN materi m ON m.id = c.materi_id
               WHERE m.kode_ujian = ? AND c.state = 'done' ORDER BY c.id DESC LIMIT 1`,
            )
            .get(MATERI) as { n: number }
        ).n,
    );
    expect(sample).toBeGreaterThanOrEqual(SEEDED + 1);
    expect(await version.textContent()).toContain(String(sample));
    expect(await version.textContent()).toContain(`${s.questions - 1} / ${s.questions}`);
    // the plot of @mantine/charts, drawn
    await page.locator('[data-testid="irt-information"] .recharts-line-curve').waitFor();
    // the item table: numbers for the items with enough responses, the message for the rare one
    const stored = withDb((db) =>
      db
        .prepare(
          `select p.number, p.a, p.b, p.enough, q.soal_pg from irt_item_params p join irt_calibrations c on c.id = p.calibration_id
           join questions q on q.id = p.question_id
           where c.materi_id = ? order by c.id desc, p.number limit ?`,
        )
        .all(s.materiId, s.questions),
    ) as { number: number; a: number | null; b: number | null; enough: number; soal_pg: string }[];
    expect(stored.filter((r) => r.enough === 1)).toHaveLength(s.questions - 1);
    const two = (v: number | null) =>
      (v as number).toLocaleString('id-ID', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
    const firstRow = page.locator('[data-testid="irt-detail"] tbody tr').first();
    expect(await firstRow.textContent()).toContain(two(stored[0].a));
    expect(await firstRow.textContent()).toContain(two(stored[0].b));
    // each row names its question by its text (plain, no tags), not only its number
    const plain = stored[0].soal_pg
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const shown = (await firstRow.getByTestId('irt-soal').textContent()) ?? '';
    expect(shown.length).toBeGreaterThan(3);
    expect(shown).not.toContain('<');
    expect(plain.startsWith(shown.replace(/…$/, '').trim().slice(0, 20))).toBe(true);
    expect(await page.getByTestId('irt-not-enough').count()).toBe(0);
    // fewest responses first: the rare question heads the table, without numbers
    await page.locator('[data-testid="irt-detail"] th', { hasText: 'Jawaban' }).click();
    await expect.poll(() => page.getByTestId('irt-not-enough').count()).toBe(1);
    expect(await firstRow.textContent()).toContain('Data belum cukup untuk kalibrasi IRT');
    await shotBoth(page, 'irt-kalibrasi');
  });

  it('the tryout result list has the IRT score column', async () => {
    const skor = withDb(
      (db) =>
        db
          .prepare(
            `select s.skor from irt_scores s join candidates c on c.id = s.candidate_id where c.email = ?
             order by s.calibration_id desc limit 1`,
          )
          .get(who.email) as { skor: number },
    ).skor;
    // the materi's results: the seeded candidates have attempts only, so this candidate's row is there
    await page.goto(url(`/detail-hasil-ujian/${s.tryoutId}?materi_id=${s.materiId}`));
    await page.locator('th', { hasText: 'Skor IRT' }).waitFor();
    const row = page.locator('tbody tr', { hasText: who.nisn });
    await row.waitFor();
    expect(await row.textContent()).toContain(String(skor));
    await shotBoth(page, 'irt-hasil-ujian');
  });

  it('the candidate sees Skor IRT (perkiraan) beside the nilai, on the overview and the result page', async () => {
    const mine = withDb(
      (db) =>
        db
          .prepare(
            `select s.skor, s.skor_se from irt_scores s join candidates c on c.id = s.candidate_id where c.email = ?
             order by s.calibration_id desc limit 1`,
          )
          .get(who.email) as { skor: number; skor_se: number },
    );
    const c = await openBrowser(PHONE);
    try {
      await loginUi(c.page, who);
      const card = c.page.getByRole('region', { name: 'Skor IRT (perkiraan)' });
      await card.waitFor();
      expect(await card.getByTestId('skor-irt').first().textContent()).toBe(String(mine.skor));
      expect(await card.textContent()).toContain(`± ${Math.round(mine.skor_se)}`);
      expect(await card.getByTestId('skor-irt-note').textContent()).toContain(
        'Kelulusan tetap ditentukan oleh nilai',
      );
      await shotBoth(c.page, 'irt-overview');
      await c.page.goto(url(`/ujian/${who.nisn}/hasilujian/${MATERI}`));
      const attempt = c.page.getByRole('article', { name: 'Ujian Ke 1' });
      await attempt.waitFor();
      expect(await attempt.getByTestId('nilai').textContent()).not.toBe('-');
      expect(await attempt.getByTestId('skor-irt').textContent()).toBe(String(mine.skor));
      await attempt.getByText('Skor IRT (perkiraan)').waitFor();
      await attempt.getByTestId('skor-irt-note').waitFor();
      await shotBoth(c.page, 'irt-hasil');
    } finally {
      await c.close();
    }
  });
});
