import type { OptionKey } from '@tryout/shared/constants';
import type { ItemAnalysisReport } from '@tryout/shared/item-analysis';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeMateri, makeTryout } from '../../../test/exam-fixtures';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { makeCourseExam, makeResult } from '../../../test/result-fixtures';
import { drawRows } from '../../db/draws';
import {
  CORRECT,
  EXPECTED_HISTOGRAM,
  EXPECTED_ITEMS,
  EXPECTED_OPTIONS,
  EXPECTED_SUMMARY,
  KEYS,
  optionMismatches,
  WRONG,
} from '../../domain/item-analysis/fixtures/hand';
import { nowIso } from '../../lib/time';

/**
 * Item analysis through the API on a real database: the hand-computed 10 × 5 fixture of
 * domain/item-analysis/fixtures/hand.ts taken as real attempts (draws and saved answers), so every
 * number below comes out of the repository's SQL aggregation and the statistics core.
 */
const API = '/tryout/api';
type Auth = { authorization: string } | undefined;
const close = (actual: number | null | undefined, expected: number) =>
  expect(actual).toBeCloseTo(expected, 6);

describe('item analysis (analisis butir soal): SQL aggregates, access, Excel', () => {
  let t: TestContext;
  let lecturer: Awaited<ReturnType<typeof makeStaff>>;
  let other: Awaited<ReturnType<typeof makeStaff>>;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  let candidateAuth: Auth;
  let materiId: number;
  let questionIds: number[];
  let essayId: number;
  let mixedMateriId: number;
  let courseExamId: number;
  let otherExamId: number;

  /** The attempt's draw (every question given) and its saved answers (null: left empty). */
  async function answerSheet(attemptId: number, answers: [number, OptionKey | null][]) {
    const now = nowIso();
    await t.db
      .insertInto('attempt_draws')
      .values(
        drawRows(answers.map(([question_id], i) => ({ attempt_id: attemptId, question_id, number: i + 1 }))),
      )
      .execute();
    const saved = answers.filter(([, v]) => v !== null);
    if (saved.length > 0)
      await t.db
        .insertInto('answers')
        .values(
          saved.map(([question_id, value]) => ({
            attempt_id: attemptId,
            question_id,
            value: value as string,
            updated_at: now,
          })),
        )
        .execute();
  }

  beforeAll(async () => {
    t = await createTestContext();
    lecturer = await makeStaff(t.db, 'dosen');
    other = await makeStaff(t.db, 'dosen');
    admin = await makeStaff(t.db, 'admin');
    const tryout = await makeTryout(t.db, [
      {
        groups: [
          { nama: 'Butir', jumlah: 5, questions: KEYS.map((k) => ({ kunci: k })) },
          { nama: 'Uraian', jumlah: 1, questions: [{ type: 'Essay' }] },
        ],
      },
    ]);
    const materi = tryout.materi[0];
    materiId = materi.id;
    questionIds = materi.questions.filter((q) => q.type_soal === 'PG').map((q) => q.id);
    essayId = materi.questions.find((q) => q.type_soal === 'Essay')!.id;
    const candidates = [];
    for (let c = 0; c < CORRECT.length; c++) candidates.push((await makeCandidate(t.db)).candidate);
    candidateAuth = { authorization: `Bearer ${(await makeCandidate(t.db)).token}` };
    const base = { id_ujian: tryout.exam.id_ujian, materi_id: materiId, type_soal: 'PG' as const };
    for (const [c, row] of CORRECT.entries()) {
      const first = await makeResult(t.db, {
        ...base,
        candidate: candidates[c],
        attempt_no: 1,
        nilai_pg: 20 * row.reduce((s, v) => s + v, 0),
      });
      await answerSheet(first.attempt_id, [
        ...row.map((ok, j): [number, OptionKey | null] => [questionIds[j], ok ? KEYS[j] : WRONG[c][j]]),
        [essayId, null],
      ]);
    }
    // a second materi whose sixth question only the even candidates drew (KR-20 over the common five)
    const mixed = (
      await makeTryout(t.db, [
        {
          groups: [
            { nama: 'Acak', jumlah: 6, questions: [...KEYS, 'A' as const].map((k) => ({ kunci: k })) },
          ],
        },
      ])
    ).materi[0];
    mixedMateriId = mixed.id;
    const mixedIds = mixed.questions.map((q) => q.id);
    for (const [c, row] of CORRECT.entries()) {
      const r = await makeResult(t.db, {
        ...base,
        materi_id: mixed.id,
        candidate: candidates[c],
        attempt_no: 1,
        nilai_pg: 20 * row.reduce((s, v) => s + v, 0),
      });
      await answerSheet(r.attempt_id, [
        ...row.map((ok, j): [number, OptionKey | null] => [mixedIds[j], ok ? KEYS[j] : WRONG[c][j]]),
        ...(c % 2 === 0 ? [[mixedIds[5], 'A'] as [number, OptionKey]] : []),
      ]);
    }
    // the two weakest candidates answer everything right on a second attempt (only 'best' takes it)
    for (const c of [8, 9]) {
      const second = await makeResult(t.db, {
        ...base,
        candidate: candidates[c],
        attempt_no: 2,
        nilai_pg: 100,
      });
      await answerSheet(
        second.attempt_id,
        questionIds.map((id, j) => [id, KEYS[j]]),
      );
    }
    // an attempt in progress never counts, whatever it holds
    const now = nowIso();
    const live = await t.db
      .insertInto('attempts')
      .values({
        candidate_id: candidates[0].id,
        exam_student_id: null,
        id_ujian: tryout.exam.id_ujian,
        materi_id: materiId,
        attempt_no: 2,
        type_soal: 'PG',
        status: 'in_progress',
        started_at: now,
        deadline_at: now,
        submitted_at: null,
        nilai_pg: 0,
        nilai_essay: null,
        nilai_akhir: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await answerSheet(
      live.id,
      questionIds.map((id) => [id, 'E']),
    );

    // attempts staff voided ('Ulang ujian') never count: a candidate whose only (first) attempt was
    // voided, and a voided third attempt at 100 of a weak candidate (would be their best)
    const voided = [
      { candidate: (await makeCandidate(t.db)).candidate, attempt_no: 1 },
      { candidate: candidates[7], attempt_no: 3 },
    ];
    for (const v of voided) {
      const r = await makeResult(t.db, { ...base, ...v, nilai_pg: 100 });
      await answerSheet(
        r.attempt_id,
        questionIds.map((id, j) => [id, KEYS[j]]),
      );
      await t.db.updateTable('attempts').set({ voided_at: now }).where('id', '=', r.attempt_id).execute();
    }

    // a course exam of the lecturer: 4 students × 2 questions (keys A, B) of its materi
    const course = await makeCourseExam(t.db, lecturer.user.id, 'PG');
    courseExamId = course.exam.id_ujian;
    otherExamId = (await makeCourseExam(t.db, other.user.id, 'PG')).exam.id_ujian;
    const courseMateri = await makeMateri(t.db, {
      groups: [{ nama: 'Algoritma', jumlah: 2, questions: [{ kunci: 'A' }, { kunci: 'B' }] }],
    });
    await t.db
      .insertInto('exam_materi')
      .values({ id_ujian: courseExamId, materi_id: courseMateri.id })
      .execute();
    const [qa, qb] = courseMateri.questions.map((q) => q.id);
    const sheets: [number, OptionKey | null, OptionKey | null][] = [
      [100, 'A', 'B'],
      [50, 'A', 'C'],
      [50, 'C', 'B'],
      [0, null, 'A'],
    ];
    for (const [nilai, a, b] of sheets) {
      const r = await makeResult(t.db, {
        id_ujian: courseExamId,
        type_soal: 'PG',
        nilai_pg: nilai,
        attempt_no: 1,
      });
      await answerSheet(r.attempt_id, [
        [qa, a],
        [qb, b],
      ]);
    }
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Auth) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  const analysis = async (url: string, headers: Auth = lecturer.auth) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ItemAnalysisReport;
  };

  it('first attempts (the default): every number of the hand-computed fixture', async () => {
    const r = await analysis(`/analisis-butir/materi/${materiId}`);
    expect(r.percobaan).toBe('first');
    expect(r.sasaran).toMatchObject({ jenis: 'materi', id: materiId });
    const { sd, sd_sample, kr20, sem, ...exact } = EXPECTED_SUMMARY;
    expect(r.summary).toMatchObject({ ...exact, kr20_reason: null });
    close(r.summary.sd, sd);
    close(r.summary.sd_sample, sd_sample);
    close(r.summary.kr20, kr20);
    close(r.summary.sem, sem);
    expect(r.histogram.map((b) => b.count)).toEqual(EXPECTED_HISTOGRAM);
    // only the PG questions, in bank order, the essay left out
    expect(r.items.map((i) => i.id)).toEqual(questionIds);
    expect(r.items.map((i) => i.nomor)).toEqual([1, 2, 3, 4, 5]);
    expect(r.items[0]).toMatchObject({ nama_group: 'Butir', kunci_pg: 'A', id_master_materi: materiId });
    expect(r.items[0].soal).toBe('Soal 1.1 tebal');
    for (const [id, p, difficulty, U, L, D, label, revisi, rpb, rest] of EXPECTED_ITEMS) {
      const item = r.items[id - 1];
      expect(item).toMatchObject({ drawn: 10, p, difficulty, group_size: 3, discrimination: label, revisi });
      close(item.upper.correct, U);
      close(item.lower.correct, L);
      close(item.d, D);
      close(item.r_pb, rpb);
      close(item.r_pb_rest, rest);
    }
    for (const row of EXPECTED_OPTIONS) expect(optionMismatches(r.items[row[0] - 1], row)).toEqual([]);
  });

  it('best attempts: the two second attempts at 100 replace the first ones (hand-computed)', async () => {
    const r = await analysis(`/analisis-butir/materi/${materiId}?percobaan=best`, admin.auth);
    expect(r.percobaan).toBe('best');
    // nilai 100 80 60 60 60 60 40 40 100 100; totals 5 4 3 3 3 3 2 2 5 5 (Σ 35, Σt² 135, σ² 1.25)
    expect(r.summary).toMatchObject({ n: 10, mean: 70, median: 60, min: 40, max: 100 });
    expect(r.items.map((i) => i.p)).toEqual([0.9, 0.8, 0.9, 0.6, 0.3]);
    // Σpq = .09 + .16 + .09 + .24 + .21 = .79; KR-20 = 5/4 · (1 − .79/1.25) = 0.46
    close(r.summary.kr20, 0.46);
    expect(r.histogram.map((b) => b.count)).toEqual([0, 0, 0, 0, 2, 0, 4, 0, 1, 3]);
  });

  it('draws that differ: KR-20 over the questions every attempt drew (the domain test, through SQL)', async () => {
    const r = await analysis(`/analisis-butir/materi/${mixedMateriId}`);
    expect(r.summary).toMatchObject({ n: 10, mean: 54, kr20_items: 5, kr20_reason: null });
    close(r.summary.kr20, 45 / 94);
    expect(r.items[5]).toMatchObject({ drawn: 5, correct: 5, p: 1, difficulty: 'Mudah', r_pb: null });
    // 5 or 6 questions per attempt: no single weight, so no rest-score correlation
    expect(r.items.every((i) => i.r_pb_rest === null)).toBe(true);
    close(r.items[1].r_pb, EXPECTED_ITEMS[1][8]);
  });

  it('a course exam: its lecturer and admins only; its own students and questions', async () => {
    const r = await analysis(`/analisis-butir/ujian/${courseExamId}`);
    expect(r.sasaran).toMatchObject({ jenis: 'ujian', id: courseExamId });
    expect(r.summary).toMatchObject({ n: 4, mean: 50, median: 50, min: 0, max: 100, kr20_items: 2 });
    // totals 2 1 1 0: σ² = 0.5; p = .5 .5, Σpq = .5 → KR-20 = 2 · (1 − .5/.5) = 0
    close(r.summary.kr20, 0);
    const [qa, qb] = r.items;
    expect(qa).toMatchObject({ drawn: 4, correct: 2, p: 0.5, group_size: 1, d: 1 });
    expect(qb).toMatchObject({ drawn: 4, correct: 2, p: 0.5, d: 1 });
    expect(qa.empty).toMatchObject({ count: 1, share: 0.25 });
    expect(qa.options.find((o) => o.option === 'C')).toMatchObject({
      count: 1,
      share: 0.25,
      distractor: 'berfungsi',
    });
    expect(qb.options.find((o) => o.option === 'D')).toMatchObject({
      count: 0,
      distractor: 'tidak berfungsi',
    });
    expect((await get(`/analisis-butir/ujian/${courseExamId}`, admin.auth)).statusCode).toBe(200);

    const refused = await get(`/analisis-butir/ujian/${courseExamId}`, other.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Anda tidak memiliki akses ke hasil ujian ini');
    expect(refused.body).not.toContain('"items"');
    expect((await get(`/analisis-butir/ujian/${courseExamId}/excel`, other.auth)).statusCode).toBe(403);
    expect((await get(`/analisis-butir/ujian/${otherExamId}`, other.auth)).statusCode).toBe(200);
  });

  it('lists the materi and only the course exams the staff member may analyse', async () => {
    const mine = (await get('/analisis-butir', lecturer.auth)).json().data;
    expect(mine.materi.find((m: { id: number }) => m.id === materiId)).toMatchObject({ peserta: 10 });
    expect(mine.ujian.map((u: { id_ujian: number }) => u.id_ujian)).toEqual([courseExamId]);
    expect(mine.ujian[0].peserta).toBe(4);
    const all = (await get('/analisis-butir', admin.auth)).json().data;
    expect(all.ujian.map((u: { id_ujian: number }) => u.id_ujian).sort()).toEqual(
      [courseExamId, otherExamId].sort(),
    );
  });

  it('refuses a candidate, no token, hostile and unknown ids, and a wrong attempt choice', async () => {
    expect((await get(`/analisis-butir/materi/${materiId}`, candidateAuth)).statusCode).toBe(403);
    expect((await get('/analisis-butir', candidateAuth)).statusCode).toBe(403);
    expect((await get(`/analisis-butir/materi/${materiId}`, undefined)).statusCode).toBe(401);
    const missing = await get('/analisis-butir/materi/999999', lecturer.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Materi tidak ditemukan');
    // a tryout exam is not a course exam
    const notCourse = await get(`/analisis-butir/ujian/${materiId + 100000}`, admin.auth);
    expect(notCourse.statusCode).toBe(404);
    for (const url of [
      '/analisis-butir/materi/1%20OR%201=1',
      '/analisis-butir/materi/-1',
      `/analisis-butir/materi/${materiId}?percobaan=semua`,
      `/analisis-butir/materi/${materiId}?percobaan=best&percobaan=first`,
    ]) {
      const res = await get(url, lecturer.auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/[a-z]/);
    }
    const bad = await get(`/analisis-butir/materi/${materiId}?percobaan=semua`, lecturer.auth);
    expect(bad.json().message).toBe('Pilihan percobaan harus first atau best');
  });

  it('exports the whole analysis to Excel: summary, questions, options and histogram', async () => {
    const res = await get(`/analisis-butir/materi/${materiId}/excel?percobaan=first`, lecturer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="analisis-butir-.*-first\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Ringkasan',
      'Butir Soal',
      'Opsi',
      'Pernyataan dan Premis',
      'Histogram',
    ]);
    const rows = (name: string) => {
      const out: unknown[][] = [];
      wb.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const summary = new Map(rows('Ringkasan').map(([k, v]) => [k, v]));
    expect(summary.get('Peserta')).toBe(10);
    expect(summary.get('Percobaan')).toBe('Percobaan pertama');
    expect(Number(summary.get('KR-20'))).toBeCloseTo(45 / 94, 6);
    const items = rows('Butir Soal');
    expect(items[0]).toEqual(expect.arrayContaining(['No', 'p', 'D', 'Revisi']));
    const header = items[0] as string[];
    const col = (name: string) => header.indexOf(name);
    expect(items.slice(1).map((r) => r[col('p')])).toEqual([0.9, 0.6, 0.7, 0.4, 0.1]);
    expect(items.slice(1).map((r) => r[col('Revisi')] ?? '')).toEqual(['revisi', '', '', '', '']);
    close(items[1][col('D')] as number, -1 / 12);
    // 5 questions × (5 options + the empty row) below the header
    expect(rows('Opsi')).toHaveLength(1 + 5 * 6);
    expect(
      rows('Histogram')
        .slice(1)
        .map((r) => r[2] ?? 0),
    ).toEqual(EXPECTED_HISTOGRAM);
    // numbers are written as numbers with a number format, text as text
    const cellOf = (sheet: string, label: string, column: string, row = 1) => {
      const ws = wb.getWorksheet(sheet)!;
      const head = (ws.getRow(1).values as unknown[]).slice(1);
      const c = head.indexOf(column) + 1;
      if (label === '') return ws.getRow(row + 1).getCell(c);
      let found: ExcelJS.Cell | undefined;
      ws.eachRow((r) => {
        if (r.getCell(1).value === label) found = r.getCell(c);
      });
      return found!;
    };
    const typed = (cell: ExcelJS.Cell) => ({ type: cell.type, numFmt: cell.numFmt });
    const NUMBER = ExcelJS.ValueType.Number;
    expect(typed(cellOf('Ringkasan', 'Peserta', 'Nilai'))).toEqual({ type: NUMBER, numFmt: '0' });
    expect(typed(cellOf('Ringkasan', 'Rata-rata', 'Nilai'))).toEqual({ type: NUMBER, numFmt: '0.00' });
    expect(typed(cellOf('Ringkasan', 'KR-20', 'Nilai'))).toEqual({ type: NUMBER, numFmt: '0.000' });
    expect(typed(cellOf('Ringkasan', 'SEM', 'Nilai'))).toEqual({ type: NUMBER, numFmt: '0.00' });
    expect(cellOf('Ringkasan', 'Percobaan', 'Nilai').type).toBe(ExcelJS.ValueType.String);
    for (let row = 1; row <= 5; row++) {
      expect(typed(cellOf('Butir Soal', '', 'No', row))).toEqual({ type: NUMBER, numFmt: '0' });
      expect(typed(cellOf('Butir Soal', '', 'Dikerjakan', row))).toEqual({ type: NUMBER, numFmt: '0' });
      for (const c of ['p', 'p Atas', 'p Bawah', 'D', 'r_pb'])
        expect(typed(cellOf('Butir Soal', '', c, row)), c).toEqual({ type: NUMBER, numFmt: '0.00' });
      expect(typed(cellOf('Butir Soal', '', 'Kosong', row))).toEqual({ type: NUMBER, numFmt: '0%' });
      expect(cellOf('Butir Soal', '', 'Soal', row).type).toBe(ExcelJS.ValueType.String);
    }
    for (let row = 1; row <= 6; row++) {
      expect(typed(cellOf('Opsi', '', 'Dipilih', row))).toEqual({ type: NUMBER, numFmt: '0' });
      for (const c of ['Proporsi', 'Kelompok Atas', 'Kelompok Bawah'])
        expect(typed(cellOf('Opsi', '', c, row)), c).toEqual({ type: NUMBER, numFmt: '0%' });
    }
    expect(typed(cellOf('Histogram', '', 'Jumlah', 1))).toEqual({ type: NUMBER, numFmt: '0' });
  });
});
