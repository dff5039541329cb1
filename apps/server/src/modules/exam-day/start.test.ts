import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCourseExam, makeTryout } from '../../../test/exam-fixtures';
import { bearer, examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';

/**
 * Starting is a deliberate act (design §4): the sheet call without `mulai: true` resumes only; the
 * start screen reads ujian_detail (no attempt); the submit answers the tally per group.
 */
describe('exam start rule', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let set: Awaited<ReturnType<typeof makeTryout>>;
  let M1: string;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    set = await makeTryout(t.db, [{ deskripsi: 'Matematika', waktu: 60 }]);
    M1 = set.materi[0].kode_ujian;
  });
  afterAll(async () => t.close());

  const attemptsOf = (candidateId: number) =>
    t.db.selectFrom('attempts').select(['id', 'status']).where('candidate_id', '=', candidateId).execute();

  it('a sheet request without mulai creates no attempt (409 Ujian belum dimulai); mulai: true starts; a plain request resumes', async () => {
    const { candidate, auth } = await makeCandidate(t.db);
    for (const route of ['/soalUjianPg', '/soalPMB']) {
      for (const body of [
        { kode_ujian: M1 },
        { kode_ujian: M1, mulai: false },
        { kode_ujian: M1, mulai: 'false' },
      ]) {
        const res = await api.post(route, auth, body);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(EXAM_REFUSAL_MSG.notStarted);
        expect(res.body.errors).toEqual({ mulai: EXAM_REFUSAL_MSG.notStartedHint });
      }
    }
    expect(await attemptsOf(candidate.id)).toEqual([]);
    const bad = await api.post('/soalUjianPg', auth, { kode_ujian: M1, mulai: 'ya' });
    expect(bad.status).toBe(400);
    expect(await attemptsOf(candidate.id)).toEqual([]);

    // the start screen's facts, read only
    const detail = await api.post('/ujian_detail', auth, { kode_ujian: M1 });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      kode_ujian: M1,
      waktu: 60,
      jumlah_soal: 6,
      attempts_left: 2,
      status: [],
      in_progress: null,
      // the default groups hold a listening question: the start screen names the audio rule
      audio: true,
    });
    expect(await attemptsOf(candidate.id)).toEqual([]);

    const started = await api.post('/soalUjianPg', auth, { kode_ujian: M1, mulai: true });
    expect(started.status).toBe(200);
    expect(questionsOf(started.body.data)).toHaveLength(6);
    expect(await attemptsOf(candidate.id)).toHaveLength(1);

    // resume: the same attempt, questions and deadline, by the plain call (and by mulai: true)
    const resumed = await api.post('/soalUjianPg', auth, { kode_ujian: M1 });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.attempt_id).toBe(started.body.data.attempt_id);
    expect(resumed.body.data.deadline_at).toBe(started.body.data.deadline_at);
    expect(questionsOf(resumed.body.data).map((q) => q.id_soal)).toEqual(
      questionsOf(started.body.data).map((q) => q.id_soal),
    );
    const again = await api.post('/soalPMB', auth, { kode_ujian: M1, mulai: 'true' });
    expect(again.body.data.attempt_id).toBe(started.body.data.attempt_id);
    expect(await attemptsOf(candidate.id)).toHaveLength(1);
    expect((await api.post('/ujian_detail', auth, { kode_ujian: M1 })).body.data.in_progress).toEqual({
      deadline_at: started.body.data.deadline_at,
    });

    // after the submit a plain request starts nothing; the second attempt needs mulai: true again
    expect((await api.submit(auth, M1)).status).toBe(200);
    expect((await api.post('/soalUjianPg', auth, { kode_ujian: M1 })).status).toBe(409);
    expect(await attemptsOf(candidate.id)).toEqual([expect.objectContaining({ status: 'submitted' })]);
  });

  it('ujian_detail says when a question of the materi plays audio (the start screen names the audio rule)', async () => {
    const listening = await makeTryout(t.db, [
      {
        deskripsi: 'Listening',
        groups: [{ jumlah: 2, questions: [{ kunci: 'A', media: 'dialog.mp3' }, { kunci: 'B' }] }],
      },
      { deskripsi: 'Gambar', groups: [{ jumlah: 1, questions: [{ kunci: 'A', media: 'gambar.png' }] }] },
    ]);
    const { auth } = await makeCandidate(t.db);
    const [audio, image] = listening.materi.map((m) => m.kode_ujian);
    expect((await api.post('/ujian_detail', auth, { kode_ujian: audio })).body.data.audio).toBe(true);
    expect((await api.post('/ujian_detail', auth, { kode_ujian: image })).body.data.audio).toBe(false);
  });

  it('a course-exam student: no attempt until mulai: true, then resume', async () => {
    const course = await makeCourseExam(t.db);
    const kode = course.exam.kode_ujian;
    const login = await api.loginStudent(kode, '7001');
    const auth = bearer(login.body.data.api_token);
    const plain = await api.post('/soalUjianPg', auth, { kode_ujian: kode });
    expect(plain.status).toBe(409);
    expect(plain.body.message).toBe(EXAM_REFUSAL_MSG.notStarted);
    const detail = await api.post('/ujian_detail', auth, { kode_ujian: kode });
    expect(detail.body.data).toMatchObject({
      jumlah_soal: 5,
      attempts_left: 1,
      in_progress: null,
      audio: true,
    });
    expect(
      await t.db.selectFrom('attempts').select('id').where('id_ujian', '=', course.exam.id_ujian).execute(),
    ).toEqual([]);
    const started = await api.post('/soalUjianPg', auth, { kode_ujian: kode, mulai: true });
    expect(started.status).toBe(200);
    const resumed = await api.post('/soalUjianPg', auth, { kode_ujian: kode });
    expect(resumed.body.data.attempt_id).toBe(started.body.data.attempt_id);
  });

  it('the submit answers the tally per group: right, wrong, empty and essays', async () => {
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, M1);
    const keys = set.materi[0].keys;
    const pg = questionsOf(sheet).filter((q) => q.type_soal === 'PG');
    // the first PG right, the second wrong, the rest empty
    const wrong = (k: string) => (k === 'A' ? 'B' : 'A');
    const array_answer = pg.map((q, i) => ({
      id_soal: q.id_soal,
      value: i === 0 ? keys.get(q.id_soal) : i === 1 ? wrong(keys.get(q.id_soal) as string) : null,
    }));
    const res = await api.submit(auth, M1, { array_answer });
    expect(res.status).toBe(200);
    const rincian = res.body.data.rincian as {
      nama_group: string;
      benar: number;
      salah: number;
      kosong: number;
      essay: number;
    }[];
    expect(rincian.map((g) => g.nama_group)).toEqual(sheet.groups.map((g) => g.nama_group));
    const sum = (k: 'benar' | 'salah' | 'kosong' | 'essay') => rincian.reduce((n, g) => n + g[k], 0);
    expect([sum('benar'), sum('salah'), sum('kosong'), sum('essay')]).toEqual([1, 1, pg.length - 2, 1]);
    expect(rincian[0]).toEqual({ nama_group: 'Aritmatika', benar: 1, salah: 1, kosong: 1, essay: 0 });
  });
});
