import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, url } from './browser';
import { insertDraw, loginUi, newCandidate, withDb } from './candidate';

/**
 * The candidate's review (docs/decisions/0022): a materi with 'Tampilkan pembahasan' on, in a tryout exam of its
 * own (removed again afterwards). After one of two attempts the page shows the server's refusal and no
 * key; after the second it shows every question with the candidate's answer, the key and the pembahasan.
 * Screenshots at 375 px go to /tmp/i20-shots.
 */
const RUN = Date.now().toString(36).toUpperCase();
const KODE = `E2E-PB-${RUN}`;
const PEMBAHASAN = `Pembahasan nomor satu ${RUN}`;

interface Seeded {
  kode: string;
  examId: number;
  materiId: number;
  questions: number[];
}

function seed(kode: string): Seeded {
  return withDb((db) =>
    db.transaction(() => {
      const now = new Date().toISOString();
      const materiId = Number(
        db
          .prepare(
            `insert into materi (kode_ujian, deskripsi, waktu, urutan, is_toefl, tampilkan_pembahasan, created_at, updated_at)
             values (?, 'Pembahasan E2E', 30, 98, 0, 1, ?, ?)`,
          )
          .run(kode, now, now).lastInsertRowid,
      );
      const examId = Number(
        db
          .prepare(
            `insert into exams (kategori, kode_ujian, nama_ujian, master_materi, type_ujian, type_soal, jumlah_soal_PG,
              jumlah_soal_essay, waktu_ujian, created_at, updated_at)
             values ('tryout', ?, 'Tryout Pembahasan', 'Tryout', 'UTS', 'PG', 0, 0, 30, ?, ?)`,
          )
          .run(`X${kode}`, now, now).lastInsertRowid,
      );
      db.prepare('insert into exam_materi (id_ujian, materi_id) values (?, ?)').run(examId, materiId);
      const groupId = Number(
        db
          .prepare(
            `insert into question_groups (master_materi, nama_group, jumlah_soal_ujian, urutan, deskripsi, created_at, updated_at)
             values (?, 'Bangun Datar', 2, 1, '-', ?, ?)`,
          )
          .run(materiId, now, now).lastInsertRowid,
      );
      const questions = [
        ['<p>Luas persegi bersisi 3?</p>', '<p>9</p>', '<p>6</p>', 'A', `<p>${PEMBAHASAN}</p>`],
        ['<p>Keliling persegi bersisi 3?</p>', '<p>9</p>', '<p>12</p>', 'B', null],
      ].map(([soal, a, b, kunci, pembahasan]) =>
        Number(
          db
            .prepare(
              `insert into questions (group_soal, id_master_materi, type_soal, type_ujian, soal_pg, pil_a, pil_b, pil_c, pil_d, pil_e,
                kunci_pg, pembahasan, created_at, updated_at)
               values (?, ?, 'PG', 'UTS', ?, ?, ?, '<p>3</p>', '<p>4</p>', '', ?, ?, ?, ?)`,
            )
            .run(groupId, materiId, soal, a, b, kunci, pembahasan, now, now).lastInsertRowid,
        ),
      );
      return { kode, examId, materiId, questions };
    })(),
  );
}

/** A finished attempt of the candidate: question 1 answered `first`, question 2 left empty. */
function finishedAttempt(nisn: string, s: Seeded, no: number, first: string) {
  withDb((db) => {
    const now = new Date().toISOString();
    const c = db.prepare('select id from candidates where nisn = ?').get(nisn) as { id: number };
    const id = Number(
      db
        .prepare(
          `insert into attempts (candidate_id, id_ujian, materi_id, attempt_no, type_soal, status, started_at, deadline_at,
            submitted_at, nilai_pg, nilai_akhir, created_at) values (?, ?, ?, ?, 'PG', 'submitted', ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          c.id,
          s.examId,
          s.materiId,
          no,
          now,
          now,
          now,
          first === 'A' ? 50 : 0,
          first === 'A' ? 50 : 0,
          now,
        ).lastInsertRowid,
    );
    insertDraw(db, id, s.questions);
    db.prepare('insert into answers (attempt_id, question_id, value, updated_at) values (?, ?, ?, ?)').run(
      id,
      s.questions[0],
      first,
      now,
    );
  });
}

describe('Pembahasan (candidate, 375 px)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let who: Awaited<ReturnType<typeof newCandidate>>;
  // each test's own materi in its own tryout exam, and the candidate's finished attempts there
  const seeded: Seeded[] = [];
  const materiWithAttempts = (test: number, attempts: number) => {
    const s = seed(`${KODE}-${test}`);
    seeded.push(s);
    for (let no = 1; no <= attempts; no++) finishedAttempt(who.nisn, s, no, 'B');
    return s;
  };
  beforeAll(async () => {
    who = await newCandidate('pembahasan');
    b = await openBrowser(PHONE);
    page = b.page;
    await loginUi(page, who);
  });
  afterAll(async () => {
    await b?.close();
    withDb((db) => {
      for (const s of seeded) {
        db.prepare('delete from exam_materi where id_ujian = ?').run(s.examId);
        db.prepare('delete from exams where id_ujian = ?').run(s.examId);
      }
    });
  });

  it('refuses while a second attempt may still be started, showing no key', async () => {
    const s = materiWithAttempts(1, 1);
    // the results page offers 'Pembahasan' only where the materi shows it (docs/decisions/0036) …
    const showReview = (on: 0 | 1) =>
      withDb((db) =>
        db.prepare('update materi set tampilkan_pembahasan = ? where id = ?').run(on, s.materiId),
      );
    showReview(0);
    await page.goto(url(`/ujian/${who.nisn}/hasilujian/${s.kode}`));
    await page.getByRole('article', { name: 'Ujian Ke 1' }).waitFor();
    await page.getByTestId('insight').waitFor();
    expect(await page.getByRole('button', { name: 'Pembahasan' }).count()).toBe(0);
    expect(await page.getByTestId('review-later').count()).toBe(0);
    // … and where it does but not yet, it says when
    showReview(1);
    await page.reload();
    await page.getByTestId('review-later').waitFor();
    expect(await page.getByTestId('review-later').textContent()).toContain(
      'setelah seluruh kesempatan ujian materi ini digunakan',
    );
    expect(await page.getByRole('button', { name: 'Pembahasan' }).count()).toBe(0);
    await page.goto(url(`/ujian/${who.nisn}/pembahasan/${s.kode}`));
    const refused = page.getByTestId('review-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('setelah seluruh kesempatan ujian materi ini digunakan');
    expect(await page.content()).not.toContain(PEMBAHASAN);
    expect(await page.getByTestId('review-soal').count()).toBe(0);
  });

  it('after the last attempt: the answer, the key and the pembahasan of each question', async () => {
    const s = materiWithAttempts(2, 2);
    await page.goto(url(`/ujian/${who.nisn}/hasilujian/${s.kode}`));
    await page.getByRole('button', { name: 'Pembahasan' }).click();
    await page.waitForURL(`**/pembahasan/${s.kode}`);
    const cards = page.getByTestId('review-soal');
    await expect.poll(() => cards.count()).toBe(2);
    // the materi's name over the questions, not its code
    expect(await page.getByTestId('review-heading').textContent()).toBe('Pembahasan E2E · Ujian ke 2');
    // every badge whole inside its card at 375 px (a long group name beside the verdict)
    withDb((db) =>
      db
        .prepare('update question_groups set nama_group = ? where master_materi = ?')
        .run('Bangun Datar dan Bangun Ruang Tingkat Lanjut', s.materiId),
    );
    await page.reload();
    await expect.poll(() => cards.count()).toBe(2);
    const spill = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="review-soal"]')].flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('.mantine-Badge-root')].flatMap((badge) => {
          const b = badge.getBoundingClientRect();
          const label = badge.querySelector('.mantine-Badge-label') as HTMLElement;
          const cut = label.scrollWidth > label.clientWidth + 1;
          return b.right > box.right || b.left < box.left || cut ? [badge.textContent] : [];
        });
      }),
    );
    expect(spill).toEqual([]);
    expect(await cards.nth(0).getByText('Salah', { exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/i20-shots/pembahasan-long-group-375.png', fullPage: true });
    withDb((db) =>
      db
        .prepare('update question_groups set nama_group = ? where master_materi = ?')
        .run('Bangun Datar', s.materiId),
    );
    const first = cards.nth(0);
    expect(await first.getByText('Salah', { exact: true }).count()).toBe(1);
    expect(await first.locator('[data-option="A"]').textContent()).toContain('Kunci');
    expect(await first.locator('[data-option="B"]').textContent()).toContain('Jawaban Anda');
    expect(await first.textContent()).toContain(PEMBAHASAN);
    const second = cards.nth(1);
    expect(await second.getByText('Kosong', { exact: true }).count()).toBe(1);
    expect(await second.locator('[data-option="B"]').textContent()).toContain('Kunci');
    expect(await second.textContent()).not.toContain('Pembahasan nomor');
    await page.screenshot({ path: '/tmp/i20-shots/pembahasan-375.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('prints the score report from the results page; its code opens the public verification page', async () => {
    const s = materiWithAttempts(3, 2);
    await page.goto(url(`/ujian/${who.nisn}/hasilujian/${s.kode}`));
    // the insight of the last attempt: the group's score, the standing, the KKM
    await page.getByTestId('insight-percentile').waitFor();
    // alone on the materi: nothing to compare with (the candidate is not counted among the others)
    expect(await page.getByTestId('insight-percentile').textContent()).toBe(
      'Belum ada peserta lain untuk dibandingkan',
    );
    expect(await page.getByTestId('insight-groups').textContent()).toMatch(/Bangun Datar\s*0\s*0\s*1\s*1/);
    expect(await page.getByTestId('insight').textContent()).toContain('KKM 60');
    await page.screenshot({ path: '/tmp/i20-shots/hasil-375.png', fullPage: true });
    const pending = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Cetak Laporan Nilai' }).click();
    const dl = await pending;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-laporan-'));
    const file = path.join(dir, 'laporan.pdf');
    await dl.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(text).toContain(who.full_name);
    expect(text).toMatch(/Pembahasan E2E\s+0\s/);
    const code = /Kode verifikasi: ([A-Z2-9]{32})/.exec(text)?.[1] as string;
    expect(code).toHaveLength(32);

    await page.goto(url(`/verifikasi/${code}`));
    const card = page.getByTestId('verifikasi');
    await card.waitFor();
    const shown = (await card.textContent()) ?? '';
    expect(shown).toContain(who.full_name);
    expect(shown).toMatch(/Pembahasan E2E\s*0(?!\d)/);
    expect(shown).not.toContain(who.email);
    await page.screenshot({ path: '/tmp/i20-shots/verifikasi-375.png', fullPage: true });

    await page.goto(url(`/verifikasi/${code.slice(0, 31)}Z`));
    await page.getByTestId('verifikasi-gagal').waitFor();
    expect(await page.getByTestId('verifikasi-gagal').textContent()).toContain(
      'Kode verifikasi tidak ditemukan',
    );
  });

  it('the standing among the other candidates, and every score with a decimal comma', async () => {
    const s = materiWithAttempts(4, 2);
    const other = await newCandidate('pembahasan-lain');
    finishedAttempt(other.nisn, s, 1, 'B');
    withDb((db) =>
      db
        .prepare(
          `update attempts set nilai_pg = 13.333333, nilai_akhir = 13.333333
           where materi_id = ? and attempt_no = 2 and candidate_id = (select id from candidates where nisn = ?)`,
        )
        .run(s.materiId, who.nisn),
    );
    await page.goto(url(`/ujian/${who.nisn}/hasilujian/${s.kode}`));
    await page.getByTestId('insight-percentile').waitFor();
    expect(await page.getByTestId('insight-percentile').textContent()).toBe(
      'Lebih baik dari 1 dari 1 peserta lain (percobaan pertama)',
    );
    const second = page.getByRole('article', { name: 'Ujian Ke 2' });
    expect(await second.getByTestId('nilai').textContent()).toBe('13,33');
    expect(await page.getByTestId('insight-groups').textContent()).toMatch(/Bangun Datar\s*0\s*0\s*1\s*1/);
    await page.screenshot({ path: '/tmp/i20-shots/hasil-standing-375.png', fullPage: true });
  });
});
