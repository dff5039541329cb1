import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCourseExam } from '../../../test/exam-fixtures';
import { bearer, examApi, questionsOf, studentIdentity } from '../../../test/exam-helpers';
import { rowsOf } from '../../../test/rows';
import * as m0016 from '../../db/migrations/0016_nim_normalised';
import { nowIso } from '../../lib/time';

/** docs/decisions/0009: a course-exam NIM is one student however it is typed (normaliseNim). */
describe('course-exam NIMs normalised', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
  });
  afterAll(async () => t.close());

  /** POST /loginujian with the NIM as typed (the rest of the identity form as any student's). */
  const login = (kode: string, nim: string) =>
    api.post('/loginujian', undefined, {
      kode_ujian: kode,
      pass_ujian: 'rahasia',
      ...studentIdentity('1'),
      nim,
    });

  it('two spellings of one NIM are one seat: the second login finds the first one’s finished exam', async () => {
    const { exam } = await makeCourseExam(t.db, { type_soal: 'PG', jumlah_soal_essay: 0 });
    const first = await login(exam.kode_ujian, ' ti22a001 ');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.nim).toBe('TI22A001');
    const auth = bearer(first.body.data.api_token);
    const sheet = await api.sheet(auth, exam.kode_ujian);
    await api.save(auth, exam.kode_ujian, questionsOf(sheet)[0].id_soal, 'A');
    expect((await api.submit(auth, exam.kode_ujian)).status).toBe(200);

    const again = await login(exam.kode_ujian, 'TI22 A001');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Anda Telah Mengikuti Ujian');
    const seats = await rowsOf(t.db, 'exam_students', { id_ujian: exam.id_ujian });
    expect(seats.map((s) => s.nim)).toEqual(['TI22A001']);
    const results = await rowsOf(t.db, 'results', { id_ujian: exam.id_ujian });
    expect(results.map((r) => r.nim)).toEqual(['TI22A001']);
  });

  it('migration 0016 normalises stored NIMs; spellings of one NIM become one seat, keeping every attempt', async () => {
    const { exam } = await makeCourseExam(t.db);
    const other = await makeCourseExam(t.db);
    const now = nowIso();
    const seat = async (id_ujian: number, nim: string) =>
      (
        await t.db
          .insertInto('exam_students')
          .values({
            id_ujian,
            nim,
            email: `${nim.trim()}@kampus.test`,
            nama: nim,
            prodi: 'TI',
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const attempt = async (exam_student_id: number) =>
      t.db
        .insertInto('attempts')
        .values({
          exam_student_id,
          id_ujian: exam.id_ujian,
          attempt_no: 1,
          type_soal: 'PG',
          status: 'submitted',
          started_at: now,
          deadline_at: now,
          submitted_at: now,
          created_at: now,
        })
        .execute();
    // a: alone, badly spelt → normalised
    const a = await seat(exam.id_ujian, ' a1 ');
    // b: three spellings; the one with an attempt keeps the NIM, the empty ones go
    const b1 = await seat(exam.id_ujian, 'B2');
    const b2 = await seat(exam.id_ujian, 'b2');
    const b3 = await seat(exam.id_ujian, ' b 2');
    await attempt(b2);
    // c: two spellings with an attempt each: the one spelt as normalised keeps it, the other stays
    const c1 = await seat(exam.id_ujian, 'c3');
    const c2 = await seat(exam.id_ujian, 'C3');
    await attempt(c1);
    await attempt(c2);
    // the same NIM in another exam is another seat
    const d = await seat(other.exam.id_ujian, 'a1');

    await m0016.up(t.db as never);

    const byId = new Map(
      (await t.db.selectFrom('exam_students').selectAll().execute()).map((s) => [s.id, s.nim]),
    );
    expect(byId.get(a)).toBe('A1');
    expect(byId.get(b2)).toBe('B2');
    expect(byId.has(b1)).toBe(false);
    expect(byId.has(b3)).toBe(false);
    expect(byId.get(c2)).toBe('C3');
    expect(byId.get(c1)).toBe('c3');
    expect(byId.get(d)).toBe('A1');
    // every attempt is still there
    expect(
      (
        await t.db
          .selectFrom('attempts')
          .select('exam_student_id')
          .where('exam_student_id', 'in', [b2, c1, c2])
          .execute()
      ).length,
    ).toBe(3);
    // the login of any spelling lands on the seat that holds the NIM
    const again = await login(exam.kode_ujian, ' b2 ');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Anda Telah Mengikuti Ujian');
  });
});
