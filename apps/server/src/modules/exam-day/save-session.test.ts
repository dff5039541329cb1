import { EXAM_MSG, type ExamSheet } from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { MSG } from '@tryout/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCourseExam, makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf, workingStudent } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';

/**
 * The autosave checks its caller's token in the statement that writes the answer
 * (docs/decisions/0044): a session seen live before is taken from memory, and the token's state
 * is asked of the database by that statement. These tests end sessions the way another server
 * process would — straight in auth_tokens, past this app's memory — and check that nothing a
 * dead session sends is written, and that every refusal still says 401 before anything else.
 */
describe('the autosave, the start and the submit check the caller’s session in their own statement', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let kode: string;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    const set = await makeTryout(t.db, [{ deskripsi: 'Matematika', waktu: 60 }]);
    kode = set.materi[0].kode_ujian;
  });
  afterAll(() => t.close());

  /** A candidate with an exam running and one answer saved (so this app knows the session). */
  async function working() {
    const c = await makeCandidate(t.db);
    const sheet: ExamSheet = await api.sheet(c.auth, kode);
    const qs = questionsOf(sheet);
    const pg = qs.filter((q) => q.type_soal === 'PG');
    const essay = qs.find((q) => q.type_soal === 'Essay');
    expect((await api.save(c.auth, kode, pg[0].id_soal, 'A')).status).toBe(200);
    const tokenId = (
      await t.db
        .selectFrom('auth_tokens')
        .select('id')
        .where('candidate_id', '=', c.candidate.id)
        .where('kind', '=', 'candidate_exam')
        .executeTakeFirstOrThrow()
    ).id;
    return { ...c, pg, essay, tokenId };
  }

  const endSession = (id: number, set: { revoked_at?: string; expires_at?: string }) =>
    t.db.updateTable('auth_tokens').set(set).where('id', '=', id).execute();

  const answersOf = async (candidateId: number) =>
    (
      await t.db
        .selectFrom('answers')
        .innerJoin('attempts', 'attempts.id', 'answers.attempt_id')
        .select(['answers.question_id', 'answers.value'])
        .where('attempts.candidate_id', '=', candidateId)
        .orderBy('answers.question_id')
        .execute()
    ).map((r) => `${r.question_id}:${r.value}`);

  const essaysOf = async (candidateId: number) =>
    (
      await t.db
        .selectFrom('essay_answers')
        .innerJoin('attempts', 'attempts.id', 'essay_answers.attempt_id')
        .select('essay_answers.answer')
        .where('attempts.candidate_id', '=', candidateId)
        .execute()
    ).map((r) => r.answer);

  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  it('a session ended elsewhere long ago (revoked 2 minutes back): 401 for a letter, an essay and a mark, nothing written', async () => {
    const w = await working();
    const before = await answersOf(w.candidate.id);
    await endSession(w.tokenId, { revoked_at: ago(120_000) });
    const letter = await api.save(w.auth, kode, w.pg[1].id_soal, 'B');
    expect(letter.status).toBe(401);
    expect(letter.body.message).toBe(MSG.unauthorized);
    expect((await api.saveEssay(w.auth, kode, w.essay?.id_soal ?? 0, 'jawaban')).status).toBe(401);
    const mark = await api.post('/simpanJawaban', w.auth, {
      kode_ujian: kode,
      id_soal: w.pg[1].id_soal,
      ragu: true,
    });
    expect(mark.status).toBe(401);
    expect(await answersOf(w.candidate.id)).toEqual(before);
    expect(await essaysOf(w.candidate.id)).toEqual([]);
  });

  it('an expired session: 401, nothing written', async () => {
    const w = await working();
    const before = await answersOf(w.candidate.id);
    await endSession(w.tokenId, { expires_at: ago(1000) });
    expect((await api.save(w.auth, kode, w.pg[1].id_soal, 'C')).status).toBe(401);
    expect(await answersOf(w.candidate.id)).toEqual(before);
  });

  it('a logout (revoked and expired now): 401 even within the device-switch grace', async () => {
    const w = await working();
    const now = new Date().toISOString();
    await endSession(w.tokenId, { revoked_at: now, expires_at: now });
    expect((await api.save(w.auth, kode, w.pg[0].id_soal, 'D')).status).toBe(401);
    expect(await answersOf(w.candidate.id)).toEqual([`${w.pg[0].id_soal}:A`]);
  });

  it('a login on another device a moment ago: the first device’s queued answers are still saved (the grace), an essay too', async () => {
    const w = await working();
    await endSession(w.tokenId, { revoked_at: ago(5000) });
    const r = await api.save(w.auth, kode, w.pg[1].id_soal, 'B');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await api.saveEssay(w.auth, kode, w.essay?.id_soal ?? 0, 'antrean')).status).toBe(200);
    expect((await answersOf(w.candidate.id)).length).toBe(2);
    expect(await essaysOf(w.candidate.id)).toEqual(['antrean']);
    // the grace is for saves only: the heartbeat reads the token and refuses it
    expect((await api.post('/heartbeat', w.auth, {})).status).toBe(401);
  });

  it('a body the route refuses, from an ended session: 401 first (as when the token is read before the body); from a live one: 400', async () => {
    const live = await working();
    const bad = { kode_ujian: kode, id_soal: 'bukan angka', value: 'Z' };
    expect((await api.post('/simpanJawaban', live.auth, bad)).status).toBe(400);
    await endSession(live.tokenId, { revoked_at: ago(120_000) });
    const refused = await api.post('/simpanJawaban', live.auth, bad);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(MSG.unauthorized);
  });

  it('a refusal of a live session still names its cause (a question not in the attempt)', async () => {
    const w = await working();
    const r = await api.save(w.auth, kode, 987_654, 'A');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(EXAM_REFUSAL_MSG.questionNotInAttempt);
  });

  it('a course-exam student’s ended session: 401, nothing written', async () => {
    const { exam } = await makeCourseExam(t.db, { type_soal: 'PG', jumlah_soal_essay: 0 });
    const s = await workingStudent(t, exam.kode_ujian, '2301001', 'A');
    const seat = await t.db
      .selectFrom('auth_tokens')
      .select(['id', 'exam_student_id'])
      .where('kind', '=', 'student_exam')
      .where('exam_student_id', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const stored = () =>
      t.db
        .selectFrom('answers')
        .innerJoin('attempts', 'attempts.id', 'answers.attempt_id')
        .select(['answers.question_id', 'answers.value'])
        .where('attempts.exam_student_id', '=', seat.exam_student_id)
        .execute();
    const before = await stored();
    expect(before.length).toBe(1);
    await endSession(seat.id, { revoked_at: ago(120_000) });
    expect((await api.save(s.auth, exam.kode_ujian, s.id_soal, 'B')).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('a submit from an ended session: 401, the attempt still runs and has no result; the new session submits it', async () => {
    const w = await working();
    await endSession(w.tokenId, { revoked_at: ago(120_000) });
    const refused = await api.submit(w.auth, kode);
    expect(refused.status).toBe(401);
    const attempt = () =>
      t.db
        .selectFrom('attempts')
        .leftJoin('results', 'results.attempt_id', 'attempts.id')
        .select(['attempts.status', 'results.id_hasil'])
        .where('attempts.candidate_id', '=', w.candidate.id)
        .executeTakeFirstOrThrow();
    expect(await attempt()).toEqual({ status: 'in_progress', id_hasil: null });
    // a login on another device a moment ago: the submit has no grace, only saves do
    const fresh = await makeCandidate(t.db);
    await api.sheet(fresh.auth, kode);
    await t.db
      .updateTable('auth_tokens')
      .set({ revoked_at: ago(2000) })
      .where('candidate_id', '=', fresh.candidate.id)
      .execute();
    expect((await api.submit(fresh.auth, kode)).status).toBe(401);
    // the candidate's new session (a token of its own) submits the attempt
    const again = await t.db
      .updateTable('auth_tokens')
      .set({ revoked_at: null })
      .where('id', '=', w.tokenId)
      .returning('id')
      .execute();
    expect(again.length).toBe(1);
    const done = await api.submit(w.auth, kode);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await attempt()).status).toBe('submitted');
  });

  it('a live session’s submit refusals keep their causes: a card that does not exist (404), a second submit (400)', async () => {
    const w = await working();
    const unknown = await api.submit(w.auth, 'TIDAK-ADA');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(EXAM_MSG.examNotFound);
    expect((await api.submit(w.auth, kode)).status).toBe(200);
    const twice = await api.submit(w.auth, kode);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(EXAM_MSG.alreadyTaken);
    // and from an ended session each of them is a 401 first
    await endSession(w.tokenId, { revoked_at: ago(120_000) });
    expect((await api.submit(w.auth, 'TIDAK-ADA')).status).toBe(401);
    expect((await api.submit(w.auth, kode)).status).toBe(401);
  });

  it('a start from an ended session: 401 for a resume and for a new start, and no attempt is made', async () => {
    const w = await working();
    await endSession(w.tokenId, { revoked_at: ago(120_000) });
    const resume = await api.post('/soalUjianPg', w.auth, { kode_ujian: kode, mulai: true });
    expect(resume.status).toBe(401);
    expect(resume.body.message).toBe(MSG.unauthorized);
    // a candidate with no attempt yet, whose session this app has seen (the overview) and then ended
    const fresh = await makeCandidate(t.db);
    expect((await api.post('/listujian', fresh.auth, { no_reg: fresh.candidate.nisn })).status).toBe(200);
    await t.db
      .updateTable('auth_tokens')
      .set({ revoked_at: ago(120_000) })
      .where('candidate_id', '=', fresh.candidate.id)
      .execute();
    expect((await api.post('/soalUjianPg', fresh.auth, { kode_ujian: kode, mulai: true })).status).toBe(401);
    expect(
      (await api.post('/soalUjianPg', fresh.auth, { kode_ujian: 'TIDAK-ADA', mulai: true })).status,
    ).toBe(401);
    const attempts = await t.db
      .selectFrom('attempts')
      .select('id')
      .where('candidate_id', '=', fresh.candidate.id)
      .execute();
    expect(attempts).toEqual([]);
  });

  it('a course-exam student’s ended session cannot resume its exam', async () => {
    const { exam } = await makeCourseExam(t.db, { type_soal: 'PG', jumlah_soal_essay: 0 });
    const s = await workingStudent(t, exam.kode_ujian, '2301002', 'A');
    await t.db
      .updateTable('auth_tokens')
      .set({ revoked_at: ago(120_000) })
      .where('kind', '=', 'student_exam')
      .where('revoked_at', 'is', null)
      .execute();
    const r = await api.post('/soalUjianPg', s.auth, { kode_ujian: exam.kode_ujian, mulai: true });
    expect(r.status).toBe(401);
  });

  it('another candidate’s remembered session writes nothing into this candidate’s attempt', async () => {
    const a = await working();
    const b = await makeCandidate(t.db);
    // b's session is seen live (the overview), so its saves and submits take it from memory
    expect((await api.post('/listujian', b.auth, { no_reg: b.candidate.nisn })).status).toBe(200);
    const before = await answersOf(a.candidate.id);
    const save = await api.save(b.auth, kode, a.pg[1].id_soal, 'E');
    expect(save.status).toBe(400);
    expect(save.body.message).toBe(EXAM_REFUSAL_MSG.noAttempt);
    expect((await api.submit(b.auth, kode)).status).toBe(400);
    expect(await answersOf(a.candidate.id)).toEqual(before);
    const running = await t.db
      .selectFrom('attempts')
      .select('status')
      .where('candidate_id', '=', a.candidate.id)
      .executeTakeFirstOrThrow();
    expect(running.status).toBe('in_progress');
  });

  it('a token that was never live in this app is read as before: a made-up one gets 401', async () => {
    const r = await api.save({ authorization: 'Bearer tidak-ada-sesi-seperti-ini' }, kode, 1, 'A');
    expect(r.status).toBe(401);
  });
});
