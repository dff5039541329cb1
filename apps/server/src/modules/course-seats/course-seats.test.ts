import { EXAM_MSG } from '@tryout/shared/exam';
import { SEAT_MSG } from '@tryout/shared/presence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { giveCourse, makeCourseExam, makeTryout } from '../../../test/exam-fixtures';
import { bearer, examApi, silenceSeat, workingStudent } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';
import { type Staff, staffContext } from '../../../test/staff-api';

/** 'Buka Sesi': the course's lecturer (or an admin) sees an exam's participants and releases a seat. */
describe('course-exam seats: the participant list and Buka Sesi', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let course: Awaited<ReturnType<typeof makeCourseExam>>;
  let kode: string;
  let [owner, otherLecturer, admin]: Staff[] = [];

  beforeAll(async () => {
    [t, owner, otherLecturer, admin] = await staffContext('dosen', 'dosen', 'admin');
    api = examApi(t);
    course = await makeCourseExam(t.db);
    kode = course.exam.kode_ujian;
    await giveCourse(t.db, course.exam.id_ujian, owner.user.id);
  });
  afterAll(async () => t.close());

  const list = (auth?: Record<string, string>, id = course.exam.id_ujian) =>
    api.get(`/ujian/${id}/peserta`, auth);
  const release = (seatId: number, auth?: Record<string, string>, id = course.exam.id_ujian) =>
    api.post(`/ujian/${id}/peserta/${seatId}/buka-sesi`, auth);
  const seatOf = async (nim: string) =>
    (await list(owner.auth)).body.data.peserta.find((p: { nim: string }) => p.nim === nim);

  const working = (nim: string) => workingStudent(t, kode, nim, 'B');

  it('lists the participants with status, last seen and online', async () => {
    await working('9001');
    const done = await working('9002');
    expect((await api.submit(done.auth, kode)).status).toBe(200);
    await api.loginStudent(kode, '9003');
    await working('9004');
    await silenceSeat(t, course.exam.id_ujian, '9004', 5 * 60_000);

    const res = await list(owner.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.ujian).toMatchObject({
      id_ujian: course.exam.id_ujian,
      kode_ujian: kode,
      nama_ujian: 'UTS Algoritma',
      nama_matkul: 'Algoritma',
      kelas: 'A',
    });
    const rows = res.body.data.peserta.filter((p: { nim: string }) => p.nim.startsWith('900'));
    expect(
      rows.map((p: { nim: string; status: string; online: boolean; nama: string; email: string }) => [
        p.nim,
        p.nama,
        p.email,
        p.status,
        p.online,
      ]),
    ).toEqual([
      ['9001', 'Mahasiswa 9001', '9001@kampus.test', 'mengerjakan', true],
      ['9002', 'Mahasiswa 9002', '9002@kampus.test', 'selesai', true],
      ['9003', 'Mahasiswa 9003', '9003@kampus.test', 'belum_mulai', false],
      ['9004', 'Mahasiswa 9004', '9004@kampus.test', 'mengerjakan', false],
    ]);
    const [working1, , notStarted, silent] = rows;
    expect(Math.abs(Date.parse(working1.last_seen_at) - Date.now())).toBeLessThan(10_000);
    expect(working1.started_at).toEqual(expect.any(String));
    expect(working1.deadline_at).toEqual(expect.any(String));
    expect(notStarted).toMatchObject({ last_seen_at: null, started_at: null, deadline_at: null });
    expect(Date.now() - Date.parse(silent.last_seen_at)).toBeGreaterThanOrEqual(5 * 60_000);
    expect(JSON.stringify(res.body)).not.toContain('rahasia');
  });

  it("Buka Sesi ends the seat's session: the student logs in again and continues the same attempt with its answers", async () => {
    const real = await working('9101');
    expect((await api.loginStudent(kode, '9101')).status).toBe(409);
    const seat = await seatOf('9101');
    expect(seat.online).toBe(true);

    const res = await release(seat.id, owner.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SEAT_MSG.released);
    // the device that held the seat is logged out
    expect((await api.post('/heartbeat', real.auth)).status).toBe(401);
    expect((await seatOf('9101')).online).toBe(false);

    const again = await api.loginStudent(kode, '9101');
    expect(again.status).toBe(200);
    const sheet = await api.sheet(bearer(again.body.data.api_token), kode);
    expect(sheet.attempt_id).toBe(real.sheet.attempt_id);
    expect(sheet.groups).toEqual(real.sheet.groups);
    expect(sheet.deadline_at).toBe(real.sheet.deadline_at);
    expect(sheet.answers).toEqual({ [real.id_soal]: 'B' });
    // the new device now holds the seat
    expect((await api.loginStudent(kode, '9101')).status).toBe(409);
  });

  it('an admin may list and release too', async () => {
    await working('9201');
    expect((await list(admin.auth)).status).toBe(200);
    const seat = await seatOf('9201');
    expect((await release(seat.id, admin.auth)).status).toBe(200);
    expect((await api.loginStudent(kode, '9201')).status).toBe(200);
  });

  it('another lecturer gets 403 in Indonesian and nothing changes; candidates and students 403; no token 401', async () => {
    const real = await working('9301');
    const seat = await seatOf('9301');
    const tokens = () =>
      t.db
        .selectFrom('auth_tokens')
        .select(['id', 'revoked_at'])
        .where('exam_student_id', '=', seat.id)
        .execute();
    const before = await tokens();

    for (const r of [await list(otherLecturer.auth), await release(seat.id, otherLecturer.auth)]) {
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ code: 403, message: SEAT_MSG.notOwner });
    }
    const candidate = await makeCandidate(t.db);
    for (const auth of [candidate.auth, real.auth]) {
      expect((await list(auth)).status).toBe(403);
      expect((await release(seat.id, auth)).status).toBe(403);
    }
    expect((await list()).status).toBe(401);
    expect((await release(seat.id)).status).toBe(401);

    expect(await tokens()).toEqual(before);
    expect((await api.post('/heartbeat', real.auth)).status).toBe(200);
    expect((await api.loginStudent(kode, '9301')).status).toBe(409);
  });

  it('a finished seat is not reopened (409); unknown seats and exams are 404; bad ids 400', async () => {
    const done = await working('9401');
    expect((await api.submit(done.auth, kode)).status).toBe(200);
    const seat = await seatOf('9401');
    const finished = await release(seat.id, owner.auth);
    expect(finished.status).toBe(409);
    expect(finished.body.message).toBe(SEAT_MSG.seatFinished);
    expect((await api.loginStudent(kode, '9401')).body.message).toBe(EXAM_MSG.alreadyTaken);

    const missing = await release(999_999, owner.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(SEAT_MSG.seatNotFound);
    // a seat of another exam is not this exam's
    const other = await makeCourseExam(t.db);
    await api.loginStudent(other.exam.kode_ujian, '9402');
    const foreign = (await list(admin.auth, other.exam.id_ujian)).body.data.peserta[0];
    expect((await release(foreign.id, admin.auth)).status).toBe(404);
    // a tryout exam has no seats
    const set = await makeTryout(t.db, [{}]);
    const tryout = await list(admin.auth, set.exam.id_ujian);
    expect(tryout.status).toBe(404);
    expect(tryout.body.message).toBe(SEAT_MSG.examNotFound);
    expect((await list(admin.auth, 999_999)).status).toBe(404);
    const bad = await list(admin.auth, 'abc' as unknown as number);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SEAT_MSG.examNotFound);
  });
});
