import { EXAM_MSG } from '@tryout/shared/exam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCourseExam, makeTryout } from '../../../test/exam-fixtures';
import { allKeys, bearer, examApi, questionsOf, silenceSeat } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';
import { rowOf } from '../../../test/rows';

/** Course exams taken by students with code + password (design §4 '/detail/{kode_ujian}'). */
describe('course exams', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let course: Awaited<ReturnType<typeof makeCourseExam>>;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    course = await makeCourseExam(t.db);
  });
  afterAll(async () => t.close());

  const login = (nim: string, pass = 'rahasia', kode = course.exam.kode_ujian) =>
    api.loginStudent(kode, nim, pass);

  it('shows the public details of a course exam by its code, never its password', async () => {
    const kode = course.exam.kode_ujian;
    const res = await api.get(`/detailUjian/${encodeURIComponent(kode)}`, undefined);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kode_ujian: kode,
      nama_ujian: 'UTS Algoritma',
      kelas: 'A',
      type_ujian: 'UTS',
      type_soal: 'PG Dan Essay',
      waktu: 45,
      mulai: course.exam.mulai,
      selesai: course.exam.selesai,
      window: 'dibuka',
    });
    expect(allKeys(res.body).filter((k) => /pass/i.test(k))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('rahasia');

    const early = await makeCourseExam(t.db, { mulai: new Date(Date.now() + 3600_000).toISOString() });
    const late = await makeCourseExam(t.db, { selesai: new Date(Date.now() - 60_000).toISOString() });
    expect((await api.get(`/detailUjian/${early.exam.kode_ujian}`, undefined)).body.data.window).toBe(
      'belum_dibuka',
    );
    expect((await api.get(`/detailUjian/${late.exam.kode_ujian}`, undefined)).body.data.window).toBe(
      'ditutup',
    );

    // an unknown code, or a tryout exam's code, is not a course exam
    const missing = await api.get('/detailUjian/TIDAK-ADA', undefined);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(EXAM_MSG.examNotFound);
    const set = await makeTryout(t.db, [{}]);
    expect((await api.get(`/detailUjian/${set.exam.kode_ujian}`, undefined)).status).toBe(404);
  });

  it('refuses a wrong password and exams outside their window, changing nothing', async () => {
    const wrong = await login('1001', 'salah');
    expect(wrong.status).toBe(401);
    const early = await makeCourseExam(t.db, { mulai: new Date(Date.now() + 3600_000).toISOString() });
    const r1 = await login('1001', 'rahasia', early.exam.kode_ujian);
    expect(r1.status).toBe(400);
    expect(r1.body.message).toBe('Ujian belum dibuka');
    const late = await makeCourseExam(t.db, { selesai: new Date(Date.now() - 60_000).toISOString() });
    const r2 = await login('1001', 'rahasia', late.exam.kode_ujian);
    expect(r2.body.message).toBe('Ujian sudah ditutup');
    const missing = await api.post('/loginujian', undefined, { kode_ujian: course.exam.kode_ujian });
    expect(missing.status).toBe(400);
    expect(await t.db.selectFrom('exam_students').selectAll().execute()).toEqual([]);
  });

  it('a student logs in, gets the drawn PG + essay questions without keys, answers, submits once', async () => {
    const res = await login('2001');
    expect(res.status).toBe(200);
    const auth = { authorization: `Bearer ${res.body.data.api_token}` };
    const kode = course.exam.kode_ujian;

    const detail = await api.post('/ujian_detail', auth, { kode_ujian: kode });
    expect(detail.body.data).toMatchObject({ kode_ujian: kode, waktu: 45, kelas: 'A', state: 'Belum Ujian' });

    const sheetRes = await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true });
    expect(sheetRes.status).toBe(200);
    expect(allKeys(sheetRes.body).filter((k) => /kunci/i.test(k))).toEqual([]);
    const qs = questionsOf(sheetRes.body.data);
    expect(qs.filter((q) => q.type_soal === 'PG')).toHaveLength(4);
    expect(qs.filter((q) => q.type_soal === 'Essay')).toHaveLength(1);
    expect(qs.map((q) => q.number)).toEqual([1, 2, 3, 4, 5]);
    expect(sheetRes.body.data.type_soal).toBe('PG Dan Essay');

    const keys = course.materi[0].keys;
    const pg = qs.filter((q) => q.type_soal === 'PG');
    for (const q of pg)
      expect((await api.save(auth, kode, q.id_soal, keys.get(q.id_soal) as 'A')).status).toBe(200);
    const essay = qs.find((q) => q.type_soal === 'Essay') as (typeof qs)[number];
    expect((await api.saveEssay(auth, kode, essay.id_soal, 'jawaban')).status).toBe(200);

    // a candidate's overview is not for students; another exam's code is not theirs
    expect((await api.post('/listujian', auth, {})).status).toBe(403);
    const other = await makeCourseExam(t.db);
    expect(
      (await api.post('/soalUjianPg', auth, { kode_ujian: other.exam.kode_ujian, mulai: true })).status,
    ).toBe(404);

    const sub = await api.submit(auth, kode);
    expect(sub.status).toBe(200);
    // the score is the staff's until the exam closes ('Tampilkan nilai setelah ujian ditutup')
    expect(sub.body.data).toMatchObject({ nilai_pg: null, nilai_essay: null, nilai_akhir: null });
    const result = await rowOf(t.db, 'results', { id_ujian: course.exam.id_ujian });
    expect(result.nilai_pg).toBe(100);
    expect(result).toMatchObject({
      nim: '2001',
      nama_mhs: 'Mahasiswa 2001',
      kelas: 'A',
      type_soal: 'PG Dan Essay',
      candidate_id: null,
    });
    expect(JSON.parse(result.jawaban_essay)[0]).toMatchObject({
      id_soal: essay.id_soal,
      answerEssay: 'jawaban',
    });

    expect((await api.submit(auth, kode)).body.message).toBe(EXAM_MSG.alreadyTaken);
    const restart = await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true });
    expect(restart.status).toBe(400);
    const again = await login('2001');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EXAM_MSG.alreadyTaken);
  });

  it('the deadline never passes the exam closing time', async () => {
    const closes = new Date(Date.now() + 10 * 60_000).toISOString();
    const short = await makeCourseExam(t.db, { selesai: closes });
    const r = await login('4001', 'rahasia', short.exam.kode_ujian);
    const sheet = await api.sheet(
      { authorization: `Bearer ${r.body.data.api_token}` },
      short.exam.kode_ujian,
    );
    expect(sheet.deadline_at).toBe(closes);
  });

  it('a tryout exam with a window starts only inside it (tryout exams without one are always open)', async () => {
    const set = await makeTryout(t.db, [{}]);
    const { auth } = await makeCandidate(t.db);
    const kode = set.materi[0].kode_ujian;
    await t.db
      .updateTable('exams')
      .set({ selesai: new Date(Date.now() - 60_000).toISOString() })
      .where('id_ujian', '=', set.exam.id_ujian)
      .execute();
    const closed = await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(EXAM_MSG.examClosed);
    await t.db
      .updateTable('exams')
      .set({ selesai: null })
      .where('id_ujian', '=', set.exam.id_ujian)
      .execute();
    expect((await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true })).status).toBe(200);
  });

  it('logging in after the time ran out (before the sweep) is refused: the attempt counts as taken', async () => {
    const r = await login('5001');
    const auth = { authorization: `Bearer ${r.body.data.api_token}` };
    const sheet = await api.sheet(auth, course.exam.kode_ujian);
    await t.db
      .updateTable('attempts')
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', sheet.attempt_id)
      .execute();
    const again = await login('5001');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EXAM_MSG.alreadyTaken);
    const row = await rowOf(t.db, 'attempts', { id: sheet.attempt_id });
    expect(row.status).toBe('expired');
    expect(
      await t.db.selectFrom('results').select('nim').where('attempt_id', '=', sheet.attempt_id).execute(),
    ).toEqual([{ nim: '5001' }]);
  });

  it('a candidate token cannot open a course exam by its code', async () => {
    const { auth } = await makeCandidate(t.db);
    expect(
      (await api.post('/soalUjianPg', auth, { kode_ujian: course.exam.kode_ujian, mulai: true })).status,
    ).toBe(404);
  });

  it('logging in again before submitting resumes the same attempt (the same device, or once the first went silent)', async () => {
    const kode = course.exam.kode_ujian;
    const a = await login('3001');
    const authA = bearer(a.body.data.api_token);
    const s1 = await api.sheet(authA, kode);
    // the same device logs in again, sending its session's token
    const b = await api.loginStudent(kode, '3001', 'rahasia', authA);
    expect(b.status).toBe(200);
    const authB = bearer(b.body.data.api_token);
    const s2 = await api.sheet(authB, kode);
    expect(s2.attempt_id).toBe(s1.attempt_id);
    expect(s2.groups).toEqual(s1.groups);
    // the earlier token was revoked
    expect((await api.post('/ujian_detail', authA, { kode_ujian: kode })).status).toBe(401);
    // a device silent for more than two minutes no longer holds the seat
    await silenceSeat(t, course.exam.id_ujian, '3001', 3 * 60_000);
    const c = await login('3001');
    expect(c.status).toBe(200);
    const s3 = await api.sheet(bearer(c.body.data.api_token), kode);
    expect(s3.attempt_id).toBe(s1.attempt_id);
    expect(s3.groups).toEqual(s1.groups);
    expect((await api.post('/ujian_detail', authB, { kode_ujian: kode })).status).toBe(401);
  });
});
