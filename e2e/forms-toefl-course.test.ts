import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixture from '../apps/server/test/form-fixtures';
import { axeViolations } from './axe';
import { LAPTOP, openBrowser, PHONE, screenshot, url } from './browser';
import { loginUi, newCandidate, tryoutExamOf, withDb } from './candidate';
import { addQuestion, formFields } from './form-questions';
import { apiLogin, LECTURER, materiWithGroup } from './staff';

/**
 * Every question form in a TOEFL section and in a course exam (docs/decisions/0027: 'TOEFL and course exams
 * work with every form'), in the browser: a PG and one question of each form of the server tests'
 * fixture (form-fixtures.ts), written through the staff API; a candidate answers each form on the
 * TOEFL section's page (1280 px), a student on the course exam's page (375 px); both submit, and the
 * stored nilai is the one computed by hand. Screenshots in test-results/screens/forms-toefl-*.png
 * and forms-course-*.png.
 */
const RUN = Date.now().toString(36).toUpperCase();
const TOEFL = `TFB${RUN}`;
const COURSE_MATERI = `MKB${RUN}`;
const COURSE_EXAM = `E2E-BENTUK-${RUN}`;
const PASS = 'bentuk-rahasia';
const NAMES = fixture.SAMPLE_ORDER;

/** The stem of each question: unique in the page, so its card is found by it. */
const stem = (name: fixture.FormName | 'pg') => `Pertanyaan bentuk ${name} ${RUN}`;

/**
 * The answers (original letters), hand-scored by each form's rule and weight (form-fixtures.ts):
 * PG right 1; table Kprim one statement wrong 0,5 × bobot 2; Jawaban Ganda A only (all or nothing)
 * 0; '1/2' within 0,5 ± 0,01 → 1; 'kemerdekaan' the 50 % answer → 0,5; matching 2 of 3 pairs
 * (per pair) → 2/3; Benar/Salah 'Tidak' right → 1. Σ = 1 + 1 + 0 + 1 + 0,5 + 2/3 + 1 of Σ bobot 8.
 */
const NILAI = 64.58;
// the same from the fixture's item scores and weights
const weight = (n: fixture.FormName | 'pg') =>
  n === 'pg' ? 1 : ((fixture.FORM_QUESTIONS[n] as { bobot?: number }).bobot ?? 1);
const FROM_FIXTURE =
  Math.round(
    ((100 * fixture.SAMPLE_ORDER.reduce((s, n, i) => s + fixture.SAMPLE_SCORES[1][i] * weight(n), 0)) /
      fixture.SAMPLE_ORDER.reduce((s, n) => s + weight(n), 0)) *
      100,
  ) / 100;

/** A materi of its own with the PG and every form in one group (through the staff API): its id. */
async function formsMateri(token: string, kode: string, deskripsi: string): Promise<number> {
  const { materiId, groupId } = await materiWithGroup(
    token,
    { kode_ujian: kode, deskripsi },
    { nama_group: 'Semua bentuk', deskripsi: 'Setiap bentuk soal', jumlah_soal_ujian: NAMES.length },
  );
  const group_soal = String(groupId);
  await addQuestion(token, {
    type_soal: 'PG',
    soal_pg: `<p>${stem('pg')}</p>`,
    ...{ pil_a: 'Respons A', pil_b: 'Respons B', pil_c: 'Respons C', pil_d: 'Respons D', pil_e: 'Respons E' },
    kunci_pg: 'A',
    group_soal,
  });
  for (const [name, f] of Object.entries(fixture.FORM_QUESTIONS))
    await addQuestion(token, {
      ...formFields(f),
      soal_pg: `<p>${stem(name as fixture.FormName)}</p>`,
      group_soal,
    });
  return materiId;
}

/** A course exam ('matkul', PG only: the forms are its auto-scored part) of the demo lecturer on the materi. */
function courseExamOn(materiId: number): number {
  return withDb((db) => {
    const now = new Date().toISOString();
    const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const lecturer = db.prepare('select id from staff_users where nidn = ?').get(LECTURER.nidn) as {
      id: number;
    };
    const courseId = db
      .prepare(
        `insert into courses (nama_matkul, id_dosen, kelas, prodi, created_at, updated_at)
         values (?, ?, 'B', 'Pendidikan Biologi', ?, ?)`,
      )
      .run(`Ekologi ${RUN}`, lecturer.id, now, now).lastInsertRowid;
    const examId = Number(
      db
        .prepare(
          `insert into exams (kategori, id_matkul, kode_ujian, pass_ujian, nama_ujian, master_materi, type_ujian,
            type_soal, jumlah_soal_PG, jumlah_soal_essay, waktu_ujian, mulai, selesai, kelas, created_by,
            created_at, updated_at)
           values ('matkul', ?, ?, ?, ?, 'Ekologi', 'UTS', 'PG', ?, 0, 45, ?, ?, 'B', ?, ?, ?)`,
        )
        .run(
          courseId,
          COURSE_EXAM,
          PASS,
          `Ujian Bentuk ${RUN}`,
          NAMES.length,
          at(-1),
          at(3),
          lecturer.id,
          now,
          now,
        ).lastInsertRowid,
    );
    db.prepare('insert into exam_materi (id_ujian, materi_id) values (?, ?)').run(examId, materiId);
    return examId;
  });
}

/** The card of a question by its stem. */
const card = (page: Page, name: fixture.FormName | 'pg') =>
  page.locator('[id^="soal-"][aria-labelledby]', { hasText: stem(name) });

/** Chooses, in a matching's premise select, the response whose text is 'Respons X' (shuffled or not). */
async function match(page: Page, premise: number, of: number, original: string) {
  const select = card(page, 'jodoh').getByLabel(`Premis ${premise} dari ${of}`);
  const value = await select.locator('option', { hasText: `Respons ${original}` }).getAttribute('value');
  await select.selectOption(value ?? '');
}

/** Answers every form as NILAI says, by mouse and typing, and waits until every answer is saved. */
async function answerEveryForm(page: Page) {
  await card(page, 'pg')
    .getByRole('radio', { name: /Respons A/ })
    .click();
  const table = card(page, 'tabel');
  for (const [i, label] of ['Benar', 'Salah', 'Benar', 'Benar'].entries())
    await table.getByRole('radio', { name: `Pernyataan ${i + 1} dari 4: ${label}` }).click();
  await card(page, 'ganda')
    .getByRole('checkbox', { name: /Respons A/ })
    .click();
  await card(page, 'angka').getByLabel('Jawaban (angka)').fill('1/2');
  await card(page, 'singkat').getByLabel('Jawaban singkat').fill('  kemerdekaan ');
  await match(page, 1, 3, 'B');
  await match(page, 2, 3, 'D');
  await match(page, 3, 3, 'C');
  await card(page, 'bs')
    .getByRole('radio', { name: /: Tidak$/ })
    .click();
  // leave the typed fields (their answers are sent at once), then wait for the saves
  await card(page, 'pg').click();
  await expect
    .poll(() => page.getByTestId('save-status').first().textContent(), { timeout: 20_000 })
    .toMatch(/^Tersimpan/);
}

/** From the start screen (which lists every form): starts, finds every question, answers each. */
async function startAndAnswer(page: Page) {
  expect(await page.getByTestId('start-forms').textContent()).toBe(
    'PG, PG Kompleks, PG Jawaban Ganda, Isian Angka, Isian Singkat, Menjodohkan, Benar/Salah',
  );
  await page.getByRole('button', { name: 'Mulai Sekarang' }).click();
  await card(page, 'jodoh').locator('select').first().waitFor();
  for (const name of NAMES) await card(page, name).waitFor();
  await answerEveryForm(page);
}

/** What the server holds of each form's answer, by the question's form name. */
function storedAnswers(attemptWhere: string, arg: string | number) {
  const rows = withDb(
    (db) =>
      db
        .prepare(
          `select q.soal_pg as soal, an.isi as isi, an.value as value from answers an
           join questions q on q.id = an.question_id
           where an.attempt_id = (select a.id from attempts a ${attemptWhere} order by a.id desc limit 1)`,
        )
        .all(arg) as { soal: string; isi: string | null; value: string | null }[],
  );
  return Object.fromEntries(
    rows.map((r) => [
      NAMES.find((n) => r.soal.includes(stem(n))) as string,
      r.isi == null ? r.value : JSON.parse(r.isi),
    ]),
  );
}

/**
 * The answers the server must hold (original letters): the fixture's second sample candidate's,
 * whose item scores it lists (SAMPLE_SCORES[1]); the short answer as typed, spaces and all.
 */
const EXPECTED_STORED = { ...fixture.SAMPLE_ANSWERS[1], singkat: '  kemerdekaan ' };

/** Finishes the exam from the navigator ('Selesaikan Ujian'): every question answered. */
async function finish(page: Page) {
  const toggle = page.getByRole('button', { name: 'Tampilkan navigasi soal' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Selesaikan Ujian' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selesaikan Ujian ?' });
  await dialog.getByText('Apakah Anda yakin untuk menyelesaikan ujian?').waitFor();
  expect(await dialog.getByTestId('finish-unanswered').textContent()).toBe('Belum dijawab: 0 soal');
  await dialog.getByRole('button', { name: 'Ya, Selesaikan' }).click();
}

describe('every question form in a TOEFL section and a course exam (browser)', () => {
  let toeflExam: ReturnType<typeof tryoutExamOf> | undefined;
  let courseExamId: number;
  /** a section type is one materi's (unique): the demo's first section lends it while this file runs */
  let lent: { demo: number | null; mine: number } | undefined;

  beforeAll(async () => {
    const token = await apiLogin(LECTURER);
    const toeflMateri = await formsMateri(token, TOEFL, 'TOEFL Semua Bentuk');
    // a TOEFL section of its own, the first (no earlier section has to be handed in)
    withDb((db) =>
      db.transaction(() => {
        const demo = db.prepare('select id from materi where toefl_type = 1').get() as
          | { id: number }
          | undefined;
        lent = { demo: demo?.id ?? null, mine: toeflMateri };
        if (demo) db.prepare('update materi set toefl_type = null where id = ?').run(demo.id);
        db.prepare('update materi set is_toefl = 1, toefl_type = 1 where id = ?').run(toeflMateri);
      })(),
    );
    toeflExam = tryoutExamOf(TOEFL, toeflMateri, 'TOEFL Bentuk Soal');
    courseExamId = courseExamOn(await formsMateri(token, COURSE_MATERI, 'Ekologi Semua Bentuk'));
  });
  afterAll(() => {
    toeflExam?.remove();
    const back = lent;
    if (back)
      withDb((db) =>
        db.transaction(() => {
          db.prepare('update materi set is_toefl = 0, toefl_type = null where id = ?').run(back.mine);
          if (back.demo != null) db.prepare('update materi set toefl_type = 1 where id = ?').run(back.demo);
        })(),
      );
  });

  it('TOEFL at 1280 px: the section holds every form, each answered and saved, the score by hand', async () => {
    expect(FROM_FIXTURE).toBe(NILAI);
    const b = await openBrowser(LAPTOP);
    const page = b.page;
    page.on('dialog', (d) => void d.accept());
    try {
      const who = await newCandidate('toeflbentuk');
      await loginUi(page, who);
      await page.goto(url(`/ujian/${who.nisn}/formujiantoefl/${encodeURIComponent(TOEFL)}/1`));
      await startAndAnswer(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'forms-toefl-1280');
      const ofToefl =
        'join materi m on m.id = a.materi_id join candidates c on c.id = a.candidate_id where c.nisn = ?';
      expect(storedAnswers(`${ofToefl} and m.kode_ujian = '${TOEFL}'`, who.nisn)).toEqual(EXPECTED_STORED);
      await finish(page);
      // the section is handed in: the page moves on (to the next section or the overview)
      await page.waitForURL((u) => !u.pathname.includes(`/formujiantoefl/${encodeURIComponent(TOEFL)}/`));
      const attempt = withDb((db) =>
        db
          .prepare(
            `select a.status as status, a.nilai_pg as nilai from attempts a ${ofToefl} and m.kode_ujian = ?`,
          )
          .get(who.nisn, TOEFL),
      ) as { status: string; nilai: number };
      expect(attempt.status).not.toBe('in_progress');
      expect(attempt.nilai).toBeCloseTo(NILAI, 2);
    } finally {
      await b.close();
    }
  });

  it('course exam at 375 px: the student answers every form, submits, the stored nilai is right', async () => {
    const b = await openBrowser(PHONE);
    const page = b.page;
    page.on('dialog', (d) => void d.accept());
    const nim = `B${RUN.slice(-7)}`;
    try {
      await page.goto(url(`/detail/${COURSE_EXAM}`));
      await page.getByRole('heading', { name: 'Silahkan Isi Data Diri Anda' }).waitFor();
      const identity: [string, string][] = [
        ['Alamat Email', `${nim.toLowerCase()}@kampus.test`],
        ['Nim', nim],
        ['Nama', `MAHASISWA BENTUK ${RUN}`],
        ['Prodi', 'Pendidikan Biologi'],
      ];
      for (const [label, value] of identity) await page.getByLabel(label).fill(value);
      await page.keyboard.press('Escape');
      await page.getByLabel('Password Ujian').fill(PASS);
      const next = page.getByRole('button', { name: 'Lanjutkan' });
      await expect.poll(() => next.isDisabled()).toBe(false);
      await next.click();
      await page.waitForURL(`**/detail/${COURSE_EXAM}/ujian`);
      await startAndAnswer(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'forms-course-375');
      const ofStudent = `join exam_students s on s.id = a.exam_student_id where s.nim = ? and s.id_ujian = ${courseExamId}`;
      expect(storedAnswers(ofStudent, nim)).toEqual(EXPECTED_STORED);
      await finish(page);
      await page.waitForURL((u) => u.pathname.endsWith(`/detail/${COURSE_EXAM}`));
      await page.getByText('Ujian Telah selesai di lakukan').waitFor();
      const result = withDb((db) =>
        db.prepare('select nilai_pg from results where id_ujian = ? and nim = ?').get(courseExamId, nim),
      ) as { nilai_pg: number };
      expect(result.nilai_pg).toBeCloseTo(NILAI, 2);
    } finally {
      await b.close();
    }
  });
});
