import { EXAM_MSG } from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCourseExam, makeTryout } from '../../../test/exam-fixtures';
import {
  bearer,
  examApi,
  questionsOf,
  silenceSeat,
  studentIdentity,
  workingStudent,
} from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { sha256 } from '../../lib/crypto';
import { noteSeen } from './presence';

/** The sessions of a course-exam seat, newest first. */
async function sessionsOf(t: TestContext, idUjian: number, nim: string) {
  return t.db
    .selectFrom('auth_tokens as t')
    .innerJoin('exam_students as s', 's.id', 't.exam_student_id')
    .select(['t.id', 't.token_hash', 't.revoked_at', 't.last_seen_at'])
    .where('s.id_ujian', '=', idUjian)
    .where('s.nim', '=', nim)
    .orderBy('t.id', 'desc')
    .execute();
}

const lastSeenOf = async (t: TestContext, token: string) =>
  (
    await t.db
      .selectFrom('auth_tokens')
      .select('last_seen_at')
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow()
  ).last_seen_at;

describe('course-exam sessions', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let course: Awaited<ReturnType<typeof makeCourseExam>>;
  let kode: string;
  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    course = await makeCourseExam(t.db);
    kode = course.exam.kode_ujian;
  });
  afterAll(async () => t.close());

  describe('one device per nim while the attempt runs', () => {
    const working = (nim: string) => workingStudent(t, kode, nim, 'C');

    it("refuses a login with a working student's nim (409, in Indonesian); the real session stays valid and nothing changes", async () => {
      const real = await working('7001');
      const before = await t.db.selectFrom('exam_students').selectAll().where('nim', '=', '7001').execute();
      const sessionsBefore = await sessionsOf(t, course.exam.id_ujian, '7001');

      const other = await t.app.inject({
        method: 'POST',
        url: '/tryout/api/loginujian',
        payload: {
          kode_ujian: kode,
          pass_ujian: 'rahasia',
          nim: '7001',
          email: 'penyusup@kampus.test',
          nama: 'Penyusup',
          prodi: 'Teknik Mesin',
        },
      });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ code: 409, message: EXAM_REFUSAL_MSG.seatInUse });
      expect(EXAM_REFUSAL_MSG.seatInUse).toBe(
        'NIM ini sedang mengerjakan ujian di perangkat lain. Hubungi pengawas untuk membuka sesi.',
      );
      // a session seen a minute ago still holds the seat
      await silenceSeat(t, course.exam.id_ujian, '7001', 60_000);
      expect((await api.loginStudent(kode, '7001')).status).toBe(409);

      // the real student carries on: the same token saves and beats
      expect((await api.save(real.auth, kode, real.id_soal, 'D')).status).toBe(200);
      expect((await api.post('/heartbeat', real.auth)).status).toBe(200);
      expect(await t.db.selectFrom('exam_students').selectAll().where('nim', '=', '7001').execute()).toEqual(
        before,
      );
      const sessions = await sessionsOf(t, course.exam.id_ujian, '7001');
      expect(sessions.map((s) => [s.id, s.revoked_at])).toEqual(sessionsBefore.map((s) => [s.id, null]));
    });

    it('after two minutes of silence the seat can be logged into, continuing the same attempt with its answers', async () => {
      const real = await working('7002');
      await silenceSeat(t, course.exam.id_ujian, '7002', 2 * 60_000 + 1_000);
      const again = await api.loginStudent(kode, '7002');
      expect(again.status).toBe(200);
      const auth = bearer(again.body.data.api_token);
      const sheet = await api.sheet(auth, kode);
      expect(sheet.attempt_id).toBe(real.sheet.attempt_id);
      expect(sheet.groups).toEqual(real.sheet.groups);
      expect(sheet.answers).toEqual({ [real.id_soal]: 'C' });
      expect(sheet.deadline_at).toBe(real.sheet.deadline_at);
      // the silent device's session ended
      expect((await api.post('/heartbeat', real.auth)).status).toBe(401);
      // and the new session now holds the seat
      expect((await api.loginStudent(kode, '7002')).status).toBe(409);
    });

    it('the same device logging in again, with its own session token, is not refused', async () => {
      const real = await working('7003');
      const again = await api.loginStudent(kode, '7003', 'rahasia', real.auth);
      expect(again.status).toBe(200);
      const sheet = await api.sheet(bearer(again.body.data.api_token), kode);
      expect(sheet.attempt_id).toBe(real.sheet.attempt_id);
      expect((await api.post('/heartbeat', real.auth)).status).toBe(401);
      // another seat's token does not open this one
      const stranger = await working('7004');
      expect((await api.loginStudent(kode, '7003', 'rahasia', stranger.auth)).status).toBe(409);
    });

    it('a finished attempt is never reopened by a login, however long the seat was silent', async () => {
      const real = await working('7005');
      expect((await api.submit(real.auth, kode)).status).toBe(200);
      for (const auth of [undefined, real.auth]) {
        const r = await api.loginStudent(kode, '7005', 'rahasia', auth);
        expect(r.status).toBe(400);
        expect(r.body.message).toBe(EXAM_MSG.alreadyTaken);
      }
      await silenceSeat(t, course.exam.id_ujian, '7005', 60 * 60_000);
      const late = await api.loginStudent(kode, '7005');
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(EXAM_MSG.alreadyTaken);
      const attempts = await t.db
        .selectFrom('attempts')
        .select(['id', 'status'])
        .where('id', '=', real.sheet.attempt_id)
        .execute();
      expect(attempts).toEqual([{ id: real.sheet.attempt_id, status: 'submitted' }]);
    });
  });

  describe('heartbeat and last seen', () => {
    it('answers students and candidates only: no token 401, a revoked token 401, staff 403', async () => {
      expect((await api.post('/heartbeat', undefined)).status).toBe(401);
      expect((await api.post('/heartbeat', bearer('bukan-token'))).status).toBe(401);
      const staff = await makeStaff(t.db, 'admin');
      const refused = await api.post('/heartbeat', staff.auth);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/akses/);
      const { auth } = await makeCandidate(t.db);
      expect((await api.post('/heartbeat', auth)).status).toBe(200);
      const s = await api.loginStudent(kode, '8001');
      const old = bearer(s.body.data.api_token);
      await api.loginStudent(kode, '8001', 'rahasia', old);
      expect((await api.post('/heartbeat', old)).status).toBe(401);
    });

    it("answers the server's clock and the deadline of the attempt in progress, read again each time", async () => {
      const r = await api.loginStudent(kode, '8002');
      const auth = bearer(r.body.data.api_token);
      const idle = await api.post('/heartbeat', auth);
      expect(idle.body.data).toEqual({ server_now: expect.any(String), attempt_id: null, deadline_at: null });
      expect(Math.abs(Date.parse(idle.body.data.server_now) - Date.now())).toBeLessThan(5_000);
      const sheet = await api.sheet(auth, kode);
      const beat = await api.post('/heartbeat', auth);
      expect(beat.body.data).toMatchObject({ attempt_id: sheet.attempt_id, deadline_at: sheet.deadline_at });
      // staff give five more minutes: the next heartbeat says so
      const later = new Date(Date.parse(sheet.deadline_at) + 5 * 60_000).toISOString();
      await t.db
        .updateTable('attempts')
        .set({ deadline_at: later })
        .where('id', '=', sheet.attempt_id)
        .execute();
      expect((await api.post('/heartbeat', auth)).body.data.deadline_at).toBe(later);

      // a tryout candidate's heartbeat carries its materi attempt
      const set = await makeTryout(t.db, [{}]);
      const cand = await makeCandidate(t.db);
      const cs = await api.sheet(cand.auth, set.materi[0].kode_ujian);
      expect((await api.post('/heartbeat', cand.auth)).body.data).toMatchObject({
        attempt_id: cs.attempt_id,
        deadline_at: cs.deadline_at,
      });
    });

    it('the heartbeat, the sheet and an autosave each record when the session was last seen', async () => {
      const a = await api.loginStudent(kode, '8003');
      expect(await lastSeenOf(t, a.body.data.api_token)).toBeNull();
      expect((await api.post('/heartbeat', bearer(a.body.data.api_token))).status).toBe(200);
      expect(await lastSeenOf(t, a.body.data.api_token)).not.toBeNull();

      const b = await api.loginStudent(kode, '8004');
      const sheet = await api.sheet(bearer(b.body.data.api_token), kode);
      expect(await lastSeenOf(t, b.body.data.api_token)).not.toBeNull();

      // a new session of the same device whose first request is an autosave
      const c = await api.loginStudent(kode, '8004', 'rahasia', bearer(b.body.data.api_token));
      const q = questionsOf(sheet).find((x) => x.type_soal === 'PG') as { id_soal: number };
      expect(await lastSeenOf(t, c.body.data.api_token)).toBeNull();
      expect((await api.save(bearer(c.body.data.api_token), kode, q.id_soal, 'A')).status).toBe(200);
      const seen = await lastSeenOf(t, c.body.data.api_token);
      expect(Math.abs(Date.parse(seen ?? '') - Date.now())).toBeLessThan(5_000);
    });

    it('a refused request (4xx) records nothing', async () => {
      const r = await api.loginStudent(kode, '8006');
      const token = r.body.data.api_token as string;
      expect((await api.post('/ujian_detail', bearer(token), { kode_ujian: 'TIDAK-ADA' })).status).toBe(404);
      expect((await api.post('/soalUjianPg', bearer(token), { kode_ujian: '' })).status).toBe(400);
      expect(await lastSeenOf(t, token)).toBeNull();
      expect((await api.post('/ujian_detail', bearer(token), { kode_ujian: kode })).status).toBe(200);
      expect(await lastSeenOf(t, token)).not.toBeNull();
    });

    it('writes last seen at most once per 15 s per session: the autosave path costs no extra write', async () => {
      const r = await api.loginStudent(kode, '8005');
      const token = r.body.data.api_token as string;
      const auth = bearer(token);
      const sheet = await api.sheet(auth, kode);
      const q = questionsOf(sheet).find((x) => x.type_soal === 'PG') as { id_soal: number };
      const marker = '2020-01-01T00:00:00.000Z';
      await t.db
        .updateTable('auth_tokens')
        .set({ last_seen_at: marker })
        .where('token_hash', '=', sha256(token))
        .execute();
      for (const v of ['A', 'B', 'C'] as const)
        expect((await api.save(auth, kode, q.id_soal, v)).status).toBe(200);
      expect((await api.post('/heartbeat', auth)).status).toBe(200);
      expect(await lastSeenOf(t, token)).toBe(marker);
      // 15 s later the next request writes it again
      const row = await t.db
        .selectFrom('auth_tokens')
        .select('id')
        .where('token_hash', '=', sha256(token))
        .executeTakeFirstOrThrow();
      const at = Date.now() + 15_000;
      await noteSeen(t, row.id, at);
      expect(await lastSeenOf(t, token)).toBe(new Date(at).toISOString());
    });

    it('forty sessions seen at once (one statement per turn on PostgreSQL): each one is written, a session seen a moment ago elsewhere is kept', async () => {
      const candidates = await Promise.all(Array.from({ length: 40 }, () => makeCandidate(t.db)));
      const hashes = candidates.map((c) => sha256(c.token));
      const sessions = () =>
        t.db
          .selectFrom('auth_tokens')
          .select(['id', 'last_seen_at'])
          .where('token_hash', 'in', hashes)
          .execute();
      const ids = (await sessions()).map((r) => r.id);
      expect(ids.length).toBe(40);
      // another server process wrote the first one's a moment ago: kept
      const recent = new Date(Date.now() + 60_000).toISOString();
      await t.db.updateTable('auth_tokens').set({ last_seen_at: recent }).where('id', '=', ids[0]).execute();
      const at = Date.now() + 60_000 + 5000;
      await Promise.all(ids.map((id) => noteSeen(t, id, at)));
      const seen = new Map((await sessions()).map((r) => [r.id, r.last_seen_at]));
      expect(seen.get(ids[0])).toBe(recent);
      for (const id of ids.slice(1)) expect(seen.get(id)).toBe(new Date(at).toISOString());
    });
  });
});

describe('course-exam entry from a lab behind one address (docs/decisions/0009; RATE_LIMIT_FAILURES=2)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_MAX: '3', RATE_LIMIT_FAILURES: '2', TRUST_PROXY: 'true' });
  });
  afterAll(async () => t.close());

  const tooMany = { code: 429, message: 'Terlalu banyak percobaan, coba lagi dalam 1 menit' };
  const lookup = (ip: string, kode: string) =>
    t.app.inject({
      method: 'GET',
      url: `/tryout/api/detailUjian/${kode}`,
      headers: { 'x-forwarded-for': ip },
    });
  const login = (ip: string, kode: string, nim: string, pass: string) =>
    t.app.inject({
      method: 'POST',
      url: '/tryout/api/loginujian',
      headers: { 'x-forwarded-for': ip },
      payload: { kode_ujian: kode, pass_ujian: pass, ...studentIdentity(nim) },
    });

  it('40 students open the exam page and log in from one address within a minute: every one succeeds', async () => {
    const course = await makeCourseExam(t.db);
    const kode = course.exam.kode_ujian;
    const started = Date.now();
    const nims = Array.from({ length: 40 }, (_, i) => `LAB${String(i).padStart(3, '0')}`);
    const pages = await Promise.all(nims.map(() => lookup('10.9.1.1', kode)));
    expect(pages.map((r) => r.statusCode)).toEqual(nims.map(() => 200));
    const logins = await Promise.all(nims.map((nim) => login('10.9.1.1', kode, nim, 'rahasia')));
    expect(logins.map((r) => r.statusCode)).toEqual(nims.map(() => 200));
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('a wrong exam password delays that NIM at that address only, with how long to wait', async () => {
    const course = await makeCourseExam(t.db);
    const kode = course.exam.kode_ujian;
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await login('10.9.2.1', kode, 'SALAH01', 'tebakan')).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    const blocked = await login('10.9.2.1', kode, 'salah01', 'rahasia');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    // the student beside them, and the same NIM from elsewhere, log in
    expect((await login('10.9.2.1', kode, 'BENAR01', 'rahasia')).statusCode).toBe(200);
    expect((await login('10.9.2.2', kode, 'SALAH01', 'rahasia')).statusCode).toBe(200);
  });

  it('/detailUjian: codes that name no exam count per address; found ones never do', async () => {
    const course = await makeCourseExam(t.db);
    const codes: number[] = [];
    for (const kode of [course.exam.kode_ujian, 'TEBAK-1', 'TEBAK-2', 'TEBAK-3', 'TEBAK-4']) {
      codes.push((await lookup('10.9.0.1', kode)).statusCode);
    }
    expect(codes).toEqual([200, 404, 404, 404, 429]);
    const blocked = await lookup('10.9.0.1', course.exam.kode_ujian);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    // another IP is not affected
    expect((await lookup('10.9.0.2', course.exam.kode_ujian)).statusCode).toBe(200);
  });
});
