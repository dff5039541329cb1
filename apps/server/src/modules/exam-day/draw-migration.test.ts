import type { ExamSheet } from '@tryout/shared/exam';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout, SHUFFLED_MATERI } from '../../../test/exam-fixtures';
import { examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';
import * as m0029 from '../../db/migrations/0029_compact_draws';
import { attemptDraw } from './answers.repository';

/** What a candidate sees of a sheet: each question's number, id, shown options and ragu mark. */
const shown = (s: ExamSheet) =>
  questionsOf(s).map((q) => ({
    id: q.id_soal,
    options: q.options.map((o) => o.html).join('|'),
    ragu: s.ragu.includes(q.id_soal),
  }));

/** Migration 0029 (docs/decisions/0043): the draw's rows become one row per attempt, and back. */
describe('migration 0029: the frozen draw stored compactly', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let set: Awaited<ReturnType<typeof makeTryout>>;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    set = await makeTryout(t.db, [SHUFFLED_MATERI]);
  });
  afterAll(async () => t.close());

  const old = () => t.db as unknown as Kysely<any>;
  const oldRows = (attemptId: number) =>
    old()
      .selectFrom('attempt_questions')
      .select(['question_id', 'number', 'option_order', 'ragu'])
      .where('attempt_id', '=', attemptId)
      .orderBy('number')
      .execute();

  it('down writes every draw back as attempt_questions rows; up converts them: the same questions, numbers, option orders and marks', async () => {
    const kode = set.materi[0].kode_ujian;
    const a = await makeCandidate(t.db);
    const b = await makeCandidate(t.db);
    const sheetA = await api.sheet(a.auth, kode);
    const sheetB = await api.sheet(b.auth, kode);
    const [q1, q2, q3] = questionsOf(sheetA).filter((q) => q.type_soal === 'PG');
    // a mark with an answer, a mark alone, a mark set and cleared
    expect(
      (
        await api.post('/simpanJawaban', a.auth, {
          kode_ujian: kode,
          id_soal: q1.id_soal,
          value: 'B',
          ragu: true,
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.post('/simpanJawaban', a.auth, { kode_ujian: kode, id_soal: q2.id_soal, ragu: true }))
        .status,
    ).toBe(200);
    expect(
      (await api.post('/simpanJawaban', a.auth, { kode_ujian: kode, id_soal: q3.id_soal, ragu: true }))
        .status,
    ).toBe(200);
    expect(
      (await api.post('/simpanJawaban', a.auth, { kode_ujian: kode, id_soal: q3.id_soal, ragu: false }))
        .status,
    ).toBe(200);
    const drawA = await attemptDraw(t.db, sheetA.attempt_id);
    const drawB = await attemptDraw(t.db, sheetB.attempt_id);
    expect(drawA).toHaveLength(5);
    expect(
      drawA
        .filter((d) => d.ragu === 1)
        .map((d) => d.question_id)
        .sort(),
    ).toEqual([q1.id_soal, q2.id_soal].sort());
    expect(drawA.filter((d) => d.option_order !== null)).toHaveLength(4);
    const before = shown((await api.post('/soalUjianPg', a.auth, { kode_ujian: kode })).body.data);

    await m0029.down(old());
    expect(await oldRows(sheetA.attempt_id)).toEqual(drawA);
    expect(await oldRows(sheetB.attempt_id)).toEqual(drawB);
    // written the old way while the old table was there: a mark cleared, another set
    await old()
      .updateTable('attempt_questions')
      .set({ ragu: sql`1 - ragu` })
      .where('attempt_id', '=', sheetB.attempt_id)
      .where('number', 'in', [1, 2])
      .execute();
    const oldB = await oldRows(sheetB.attempt_id);

    await m0029.up(old());
    expect(await attemptDraw(t.db, sheetA.attempt_id)).toEqual(drawA);
    expect(await attemptDraw(t.db, sheetB.attempt_id)).toEqual(oldB);
    expect(oldB.filter((d) => d.ragu === 1).map((d) => d.number)).toEqual([1, 2]);
    // the candidate resumes the same sheet: questions, order, shown options, marks
    const after = await api.post('/soalUjianPg', a.auth, { kode_ujian: kode });
    expect(after.status).toBe(200);
    expect(shown(after.body.data)).toEqual(before);
    // and saves on it as before, through the frozen order
    expect(
      (await api.post('/simpanJawaban', a.auth, { kode_ujian: kode, id_soal: q2.id_soal, value: 'A' }))
        .status,
    ).toBe(200);
    expect(
      (await api.post('/simpanJawaban', a.auth, { kode_ujian: kode, id_soal: q2.id_soal, ragu: false }))
        .status,
    ).toBe(200);
    expect(
      (await attemptDraw(t.db, sheetA.attempt_id)).filter((d) => d.ragu === 1).map((d) => d.question_id),
    ).toEqual([q1.id_soal]);
  });

  it("down and up again keep every attempt's draw and leave no old table", async () => {
    await m0029.down(old());
    await m0029.up(old());
    const tables = await (t.dialect === 'postgres'
      ? sql<{ n: number }>`select count(*)::int as n from information_schema.tables
          where table_schema = current_schema() and table_name = 'attempt_questions'`
      : sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'attempt_questions'`
    ).execute(t.db);
    expect(Number(tables.rows[0].n)).toBe(0);
    const draws = await t.db.selectFrom('attempt_draws').select('attempt_id').execute();
    const attempts = await t.db.selectFrom('attempts').select('id').execute();
    expect(draws.map((d) => d.attempt_id).sort()).toEqual(attempts.map((a) => a.id).sort());
  });
});
