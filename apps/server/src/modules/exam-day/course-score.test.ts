import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCourseExam } from '../../../test/exam-fixtures';
import { bearer, examApi, questionsOf } from '../../../test/exam-helpers';
import { rowsOf } from '../../../test/rows';

/**
 * docs/decisions/0018 'Tampilkan nilai setelah ujian ditutup' (on unless staff turn it off): a course
 * exam's student sees no score nor tally before the exam's end, so a fake entry learns nothing
 * of the key; the result is scored and stored all the same.
 */
describe('course-exam scores shown after the exam closes', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
  });
  afterAll(async () => t.close());

  /** A student takes the exam: logs in, answers the first question, submits. */
  async function take(kode: string, nim: string) {
    const r = await api.loginStudent(kode, nim);
    const auth = bearer(r.body.data.api_token);
    const sheet = await api.sheet(auth, kode);
    await api.save(auth, kode, questionsOf(sheet)[0].id_soal, 'A');
    return { auth, submitted: await api.submit(auth, kode) };
  }

  it('before the end: no score and no tally for the student, the result stored scored', async () => {
    const { exam } = await makeCourseExam(t.db, { type_soal: 'PG', jumlah_soal_essay: 0 });
    const { auth, submitted } = await take(exam.kode_ujian, 'N001');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data).toMatchObject({ nilai_pg: null, nilai_akhir: null, rincian: [] });
    const [stored] = await rowsOf(t.db, 'results', { id_ujian: exam.id_ujian });
    expect(stored.nilai_pg).not.toBeNull();
    const last = await api.post('/hasilujian_terakhir', auth, { kode_ujian: exam.kode_ujian });
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ nilai_pg: null, nilai_akhir: null, rincian: [] });

    // once the exam has closed the student may see it
    await t.db
      .updateTable('exams')
      .set({ selesai: new Date(Date.now() - 1000).toISOString() })
      .where('id_ujian', '=', exam.id_ujian)
      .execute();
    const after = await api.post('/hasilujian_terakhir', auth, { kode_ujian: exam.kode_ujian });
    expect(after.body.data.nilai_pg).toBe(stored.nilai_pg);
    expect(after.body.data.rincian.length).toBeGreaterThan(0);
  });

  it('turned off: the student sees the score at once', async () => {
    const { exam } = await makeCourseExam(t.db, { type_soal: 'PG', jumlah_soal_essay: 0 });
    await t.db
      .updateTable('exams')
      .set({ nilai_setelah_tutup: 0 })
      .where('id_ujian', '=', exam.id_ujian)
      .execute();
    const { submitted } = await take(exam.kode_ujian, 'N002');
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.nilai_pg).not.toBeNull();
    expect(submitted.body.data.rincian.length).toBeGreaterThan(0);
  });
});
