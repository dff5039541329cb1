import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_QUESTIONS,
  type FormName,
  SAMPLE_ANSWERS,
  SAMPLE_ORDER,
  SAMPLE_SCORES,
} from '../apps/server/test/form-fixtures';
import { openBrowser, PHONE, screenshot, url } from './browser';
import { insertDraw, loginUi, newCandidate, tryoutExamOf, withDb } from './candidate';
import { LECTURER, signInStaff } from './staff';

/**
 * The results and the item analysis of the UTBK / AKM forms (docs/decisions/0027): a materi with a PG and
 * one question of each form, four candidates' finished attempts (form-fixtures.ts SAMPLE_ANSWERS);
 * a lecturer opens a result's 'Jawaban' (the statements with the candidate's label and the key, the
 * pairs, the isian against the accepted keys, each score of its weight) and the materi's 'Analisis
 * Butir Soal' (α used, per statement and premise p, Jawaban Ganda's option counts). Screenshots in
 * test-results/screens/forms-*.png.
 */
const RUN = Date.now().toString(36).toUpperCase();
const KODE = `E2E-FORM-${RUN}`;
const NAME = `PESERTA BENTUK ${RUN}`;

interface Seeded {
  materiId: number;
  examId: number;
  remove: () => void;
}

function seed(): Seeded {
  const { materiId } = withDb((db) =>
    db.transaction(() => {
      const now = new Date().toISOString();
      const materiId = Number(
        db
          .prepare(
            `insert into materi (kode_ujian, deskripsi, waktu, urutan, is_toefl, created_at, updated_at)
             values (?, 'Bentuk Soal E2E', 30, 98, 0, ?, ?)`,
          )
          .run(KODE, now, now).lastInsertRowid,
      );
      const groupId = Number(
        db
          .prepare(
            `insert into question_groups (master_materi, nama_group, jumlah_soal_ujian, urutan, deskripsi, created_at, updated_at)
             values (?, 'Bentuk UTBK', 7, 1, 'Bentuk', ?, ?)`,
          )
          .run(materiId, now, now).lastInsertRowid,
      );
      const insQuestion = db.prepare(
        `insert into questions (group_soal, id_master_materi, type_soal, type_ujian, soal_pg, pil_a, pil_b, pil_c, pil_d, pil_e,
          kunci_pg, isi, kunci, aturan_skor, bobot, created_at, updated_at)
         values (?, ?, ?, 'UTS', ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?)`,
      );
      const option = (on: boolean, l: string) => (on ? `<p>Respons ${l}</p>` : '');
      const ids = {} as Record<FormName | 'pg', number>;
      ids.pg = Number(
        insQuestion.run(
          groupId,
          materiId,
          'PG',
          '<p>Ibu kota Indonesia?</p>',
          ...['A', 'B', 'C', 'D'].map((l) => option(true, l)),
          'A',
          null,
          null,
          null,
          1,
          now,
          now,
        ).lastInsertRowid,
      );
      for (const [name, f] of Object.entries(FORM_QUESTIONS)) {
        const on = 'options' in f && f.options === true;
        ids[name as FormName] = Number(
          insQuestion.run(
            groupId,
            materiId,
            f.type,
            `<p>Soal ${f.type}</p>`,
            ...['A', 'B', 'C', 'D'].map((l) => option(on, l)),
            null,
            JSON.stringify(f.isi),
            JSON.stringify(f.kunci),
            'aturan_skor' in f ? f.aturan_skor : null,
            'bobot' in f ? f.bobot : 1,
            now,
            now,
          ).lastInsertRowid,
        );
      }
      const insCandidate = db.prepare(
        `insert into candidates (nisn, full_name, email, phone, password_hash, asal_sekolah, jenis_sekolah, alamat_sekolah1,
          alamat_sekolah2, provinsi_sekolah, jurusan_sekolah, email_verified_at, created_at, updated_at)
         values (?, ?, ?, '081200000000', 'x', 'SMA', 'SMA', 'JL', 'KOTA', 'PROV', 'IPA', ?, ?, ?)`,
      );
      const insAttempt = db.prepare(
        `insert into attempts (candidate_id, materi_id, attempt_no, type_soal, status, started_at, deadline_at, submitted_at,
          nilai_pg, nilai_akhir, created_at) values (?, ?, 1, 'PG', 'submitted', ?, ?, ?, ?, ?, ?)`,
      );
      const insAnswer = db.prepare(
        'insert into answers (attempt_id, question_id, value, isi, updated_at) values (?, ?, ?, ?, ?)',
      );
      const bobot = SAMPLE_ORDER.map((n) => (n === 'tabel' ? 2 : 1));
      SAMPLE_ANSWERS.forEach((answers, c) => {
        const tag = `${RUN}${c}`;
        const name = c === 1 ? NAME : `PESERTA LAIN ${RUN} ${c}`;
        const candidate = Number(
          insCandidate.run(`8${tag}`.slice(-10), name, `form${tag}@e2e.test`.toLowerCase(), now, now, now)
            .lastInsertRowid,
        );
        const got = SAMPLE_SCORES[c].reduce((s, x, j) => s + x * bobot[j], 0);
        const nilai = Math.round((10000 * got) / bobot.reduce((s, b) => s + b, 0)) / 100;
        const attempt = Number(
          insAttempt.run(candidate, materiId, now, now, now, nilai, nilai, now).lastInsertRowid,
        );
        insertDraw(
          db,
          attempt,
          SAMPLE_ORDER.map((n) => ids[n]),
        );
        SAMPLE_ORDER.forEach((n) => {
          const a = answers[n];
          if (a === undefined) return;
          if (n === 'pg') insAnswer.run(attempt, ids[n], a, null, now);
          else insAnswer.run(attempt, ids[n], '', JSON.stringify(a), now);
        });
        db.prepare(
          `insert into results (attempt_id, id_ujian, materi_id, candidate_id, exam_student_id, nama_mhs, nim, email, kelas, type_soal,
            nilai_pg, nilai_essay, nilai_akhir, mulai, jawaban_essay, created_at, updated_at)
           values (?, null, ?, ?, null, ?, ?, ?, null, 'PG', ?, null, ?, ?, '[]', ?, ?)`,
        ).run(
          attempt,
          materiId,
          candidate,
          name,
          `8${tag}`.slice(-10),
          `form${tag}@e2e.test`.toLowerCase(),
          nilai,
          nilai,
          now,
          now,
          now,
        );
      });
      return { materiId };
    })(),
  );
  const exam = tryoutExamOf(KODE, materiId, `Tryout Bentuk ${RUN}`);
  withDb((db) =>
    db.prepare('update results set id_ujian = ? where materi_id = ?').run(exam.examId, materiId),
  );
  return {
    materiId,
    examId: exam.examId,
    remove: () => {
      withDb((db) => db.prepare('update results set id_ujian = null where materi_id = ?').run(materiId));
      exam.remove();
    },
  };
}

describe('results and item analysis of the UTBK / AKM forms (lecturer)', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let s: Seeded;
  beforeAll(async () => {
    s = seed();
    b = await openBrowser({ width: 1366, height: 900 });
    page = b.page;
    await signInStaff(page, LECTURER);
  });
  afterAll(async () => {
    await b?.close();
    s?.remove();
  });

  it("a result's 'Jawaban': statements, pairs, isian and keys line by line, each score of its weight", async () => {
    await page.goto(url(`/detail-hasil-ujian/${s.examId}`));
    await page.getByRole('searchbox', { name: 'Cari nama atau NISN' }).fill(NAME);
    const row = page.locator('tbody tr').filter({ hasText: NAME });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: `Jawaban ${NAME}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Detail Jawaban' });
    await dialog.getByRole('article', { name: 'Soal 7' }).waitFor();
    const text = (await dialog.textContent()) ?? '';
    for (const s of [
      'Skor 1 dari 2 (0,5 × bobot 2)',
      'Aturan: Kprim (satu salah: setengah nilai)',
      '4. Garam manis',
      'Premis → Respons',
      '3. Gula',
      'C. Respons C',
      'A. Respons A',
      'Proklamasi atau Kemerdekaan (50 %)',
      'Skor 0,5 dari 1',
      'Skor 0,667 dari 1',
      '0,5 atau 1/2 (toleransi ± 0,01)',
      'Nilai Akhir 64,58',
    ])
      expect(text, s).toContain(s);
    // the table's 4th statement: answered Benar, key Salah → Salah
    const tabel = dialog.getByRole('article', { name: 'Soal 2' });
    const cells = await tabel
      .locator('tbody tr')
      .nth(3)
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim()));
    expect(cells).toEqual(['4. Garam manis', 'Benar', 'Salah', 'SALAH']);
    await screenshot(page, 'forms-result-detail');
    // a phone: the modal fills the screen and the lines scroll inside it
    await page.setViewportSize(PHONE);
    await dialog.getByRole('article', { name: 'Soal 6' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'forms-result-detail-375');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.keyboard.press('Escape');
  });

  it("'Analisis Butir Soal' of the materi: α used, p per statement and premise, Jawaban Ganda's options", async () => {
    await page.goto(url(`/analisis-butir-soal?sasaran=materi:${s.materiId}`));
    const method = page.getByTestId('reliability-method');
    await method.waitFor();
    expect(await method.textContent()).toContain("Cronbach's α (ada soal dengan nilai sebagian)");
    const summary = (await page.getByTestId('summary').textContent()) ?? '';
    expect(summary).toContain('Peserta4');
    expect(summary).toMatch(/Cronbach's α0,\d+/);
    const parts = await page.getByTestId('item-parts').allTextContents();
    expect(parts).toContain(
      'Pernyataan 1: p 0,50Pernyataan 2: p 0,50Pernyataan 3: p 0,75Pernyataan 4: p 0,25',
    );
    expect(parts).toContain('Premis 1: p 0,50Premis 2: p 0,50Premis 3: p 0,25');
    expect(await page.getByTestId('item-options').textContent()).toBe(
      'A ✓: 3 dipilihB: 1 dipilihC ✓: 2 dipilihD: 0 dipilih',
    );
    expect(await page.getByText('p adalah rata-rata nilai soal', { exact: false }).count()).toBe(1);
    await screenshot(page, 'forms-item-analysis');
  });

  it("the candidate's Pembahasan (once allowed): each form line by line with 'Jawaban Anda' and the key", async () => {
    // the attempt of the result above becomes a registered candidate's; the materi shows its review, closed
    const who = await newCandidate('bentuk');
    withDb((db) => {
      const cand = db.prepare('select id from candidates where email = ?').get(who.email) as { id: number };
      const att = db
        .prepare(
          'select a.id from attempts a join candidates c on c.id = a.candidate_id where c.full_name = ?',
        )
        .get(NAME) as { id: number };
      db.prepare('update attempts set candidate_id = ? where id = ?').run(cand.id, att.id);
      db.prepare('update results set candidate_id = ? where attempt_id = ?').run(cand.id, att.id);
      db.prepare('update materi set tampilkan_pembahasan = 1, ditutup = 1 where id = ?').run(s.materiId);
    });
    const c = await openBrowser(PHONE);
    try {
      await loginUi(c.page, who);
      await c.page.goto(url(`/ujian/${who.nisn}/pembahasan/${KODE}`));
      const tabel = c.page.getByRole('article', { name: 'Soal 2' });
      await tabel.waitFor();
      const text = (await tabel.textContent()) ?? '';
      for (const s of ['Jawaban Anda', 'Skor 1 dari 2 (0,5 × bobot 2)', '4. Garam manis', 'Sebagian'])
        expect(text, s).toContain(s);
      const singkat = (await c.page.getByRole('article', { name: 'Soal 5' }).textContent()) ?? '';
      expect(singkat).toContain('Proklamasi atau Kemerdekaan (50 %)');
      await screenshot(c.page, 'forms-pembahasan-375');
    } finally {
      await c.close();
    }
  });
});
