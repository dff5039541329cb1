import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { SEAT_MSG } from '@tryout/shared/presence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { openEventStream } from '../../../test/event-stream';
import { giveCourse, makeCourseExam, makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf, silenceSeat, takeMateri, workingStudent } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { sha256 } from '../../lib/crypto';
import { issueToken } from '../auth/auth.service';
import { tokenAt, tokenMatches } from '../exam-day/exam-gate.service';

type Staff = Awaited<ReturnType<typeof makeStaff>>;
type Cand = Awaited<ReturnType<typeof makeCandidate>>;

/** The control room: the live table, its stream, the proctor's actions and the audit log. */
describe('Pengawasan Ujian', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let admin: Staff;
  let dosen: Staff;
  let otherDosen: Staff;
  let tryout: Awaited<ReturnType<typeof makeTryout>>;
  let materiId: number;
  let kode: string;
  let course: Awaited<ReturnType<typeof makeCourseExam>>;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    admin = await makeStaff(t.db, 'admin');
    dosen = await makeStaff(t.db, 'dosen');
    otherDosen = await makeStaff(t.db, 'dosen');
    tryout = await makeTryout(t.db, [{ waktu: 60 }]);
    materiId = tryout.materi[0].id;
    kode = tryout.materi[0].kode_ujian;
    course = await makeCourseExam(t.db);
    await giveCourse(t.db, course.exam.id_ujian, dosen.user.id);
  });
  afterAll(async () => t.close());

  const monitorUrl = (jenis: 'materi' | 'ujian', id: number, query = '') => `/monitor/${jenis}/${id}${query}`;
  const tableOf = async (staff: Staff, query = '', jenis: 'materi' | 'ujian' = 'materi', id = materiId) => {
    const r = await api.get(monitorUrl(jenis, id, query), staff.auth);
    expect(r.status).toBe(200);
    return r.body.data;
  };
  const rowOf = async (c: Cand, staff: Staff = dosen) =>
    (await tableOf(staff, `?q=${c.candidate.nisn}`)).rows.find(
      (r: { id: number }) => r.id === c.candidate.id,
    );
  const act = (
    staff: { auth: Record<string, string> } | undefined,
    what: string,
    body: unknown,
    jenis = 'materi',
    id = materiId,
  ) => api.post(`/monitor/${jenis}/${id}/${what}`, staff?.auth, body);
  const attemptOf = (c: Cand) =>
    t.db
      .selectFrom('attempts')
      .selectAll()
      .where('candidate_id', '=', c.candidate.id)
      .where('materi_id', '=', materiId)
      .orderBy('attempt_no', 'desc')
      .executeTakeFirstOrThrow();
  const auditRows = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  /** A candidate who started the materi and saved `n` answers. */
  async function working(n = 1) {
    const c = await makeCandidate(t.db);
    const sheet = await api.sheet(c.auth, kode);
    const pg = questionsOf(sheet).filter((q) => q.type_soal === 'PG');
    for (const q of pg.slice(0, n)) expect((await api.save(c.auth, kode, q.id_soal, 'A')).status).toBe(200);
    return { ...c, sheet, pg };
  }

  describe('the live table', () => {
    it('shows every candidate with status, answered n of N, deadline, last seen and online; counts; filters; pages', async () => {
      const w = await working(2);
      const done = await working(1);
      expect((await api.submit(done.auth, kode)).status).toBe(200);
      const idle = await makeCandidate(t.db);
      const gone = await working(1);
      await t.db
        .updateTable('auth_tokens')
        .set({ last_seen_at: new Date(Date.now() - 5 * 60_000).toISOString() })
        .where('candidate_id', '=', gone.candidate.id)
        .execute();

      const all = await tableOf(dosen, '?per_page=200');
      expect(all.target).toMatchObject({ jenis: 'materi', id: materiId, kode_ujian: kode, waktu: 60 });
      expect(all.counts).toEqual({
        total: 4,
        belum_mulai: 1,
        mengerjakan: 2,
        offline: 1,
        selesai: 1,
        waktu_habis: 0,
      });
      const byId = new Map(all.rows.map((r: { id: number }) => [r.id, r]));
      expect(byId.get(w.candidate.id)).toMatchObject({
        status: 'mengerjakan',
        answered: 2,
        total: 6,
        no_reg: w.candidate.nisn,
        online: true,
        deadline_at: w.sheet.deadline_at,
        time_multiplier: 1,
        voided: 0,
      });
      expect(byId.get(done.candidate.id)).toMatchObject({ status: 'selesai', answered: 1 });
      expect(byId.get(idle.candidate.id)).toMatchObject({
        status: 'belum_mulai',
        answered: 0,
        total: 0,
        attempt_id: null,
      });
      expect(byId.get(gone.candidate.id)).toMatchObject({ status: 'mengerjakan', online: false });

      const offline = await tableOf(dosen, '?offline=1');
      expect(offline.rows.map((r: { id: number }) => r.id)).toEqual([gone.candidate.id]);
      const finished = await tableOf(dosen, '?status=selesai');
      expect(finished.rows.map((r: { id: number }) => r.id)).toEqual([done.candidate.id]);
      expect(finished.matching).toBe(1);
      const search = await tableOf(dosen, `?q=${idle.candidate.full_name.toLowerCase()}`);
      expect(search.rows.map((r: { id: number }) => r.id)).toEqual([idle.candidate.id]);
      // a LIKE wildcard is a literal character
      expect((await tableOf(dosen, '?q=%25')).rows).toEqual([]);
      const page2 = await tableOf(dosen, '?per_page=3&page=2');
      expect(page2).toMatchObject({ matching: 4, page: 2, per_page: 3 });
      expect(page2.rows).toHaveLength(1);
    });

    it('refuses bad input (400, Indonesian), an unknown target (404), a candidate token (403), no token (401)', async () => {
      for (const q of ['?status=kabur', '?per_page=500', '?page=0', '?page=abc']) {
        const r = await api.get(monitorUrl('materi', materiId, q), dosen.auth);
        expect(r.status, q).toBe(400);
        expect(r.body.message).toBe(MONITOR_MSG.pageInvalid);
      }
      expect((await api.get('/monitor/kelas/1', dosen.auth)).status).toBe(400);
      const missing = await api.get(monitorUrl('materi', 999999), dosen.auth);
      expect(missing).toMatchObject({ status: 404, body: { message: MONITOR_MSG.targetNotFound } });
      const c = await makeCandidate(t.db);
      expect((await api.get(monitorUrl('materi', materiId), c.auth)).status).toBe(403);
      expect((await api.get(monitorUrl('materi', materiId), undefined)).status).toBe(401);
    });

    it("a course exam: its lecturer and admins watch it; another lecturer gets 403; the picker lists only one's own", async () => {
      await workingStudent(t, course.exam.kode_ujian, '8101', 'B');
      await silenceSeat(t, course.exam.id_ujian, '8101', 0);
      const own = await tableOf(dosen, '', 'ujian', course.exam.id_ujian);
      expect(own.counts).toMatchObject({ total: 1, mengerjakan: 1, offline: 0 });
      expect(own.rows[0]).toMatchObject({ no_reg: '8101', status: 'mengerjakan', answered: 1, online: true });
      expect((await tableOf(admin, '', 'ujian', course.exam.id_ujian)).counts.total).toBe(1);
      const refused = await api.get(monitorUrl('ujian', course.exam.id_ujian), otherDosen.auth);
      expect(refused).toMatchObject({ status: 403, body: { message: MONITOR_MSG.notOwner } });

      const picks = async (s: Staff) =>
        (await api.get('/monitor/sasaran', s.auth)).body.data as { jenis: string; id: number }[];
      const mine = await picks(dosen);
      expect(mine).toContainEqual(expect.objectContaining({ jenis: 'ujian', id: course.exam.id_ujian }));
      expect(mine).toContainEqual(expect.objectContaining({ jenis: 'materi', id: materiId }));
      expect(await picks(otherDosen)).not.toContainEqual(
        expect.objectContaining({ jenis: 'ujian', id: course.exam.id_ujian }),
      );
    });
  });

  describe('the event stream', () => {
    it('sends the counts at once, and again within 2 s of a save (at most one update a second)', async () => {
      const w = await working(0);
      const stream = await openEventStream(t, `/tryout/api/monitor/materi/${materiId}/stream`, dosen.auth);
      try {
        const first = await stream.next(2000);
        expect(first.event).toBe('update');
        expect(first.data).toMatchObject({
          code: 200,
          data: { counts: { mengerjakan: expect.any(Number) } },
        });
        const t0 = Date.now();
        expect((await api.save(w.auth, kode, w.pg[0].id_soal, 'C')).status).toBe(200);
        await api.save(w.auth, kode, w.pg[1].id_soal, 'C');
        await api.save(w.auth, kode, w.pg[2].id_soal, 'C');
        const second = await stream.next(2000);
        expect(second.event).toBe('update');
        expect(Date.now() - t0).toBeLessThan(2000);
        // three saves in a burst: one update, not three
        await expect(stream.next(700)).rejects.toThrow('timeout');
      } finally {
        stream.close();
      }
    });

    it('refuses another lecturer a course exam stream (403) before any stream opens', async () => {
      const r = await api.get(`/monitor/ujian/${course.exam.id_ujian}/stream`, otherDosen.auth);
      expect(r).toMatchObject({ status: 403, body: { message: MONITOR_MSG.notOwner } });
    });
  });

  describe('Tambah waktu', () => {
    it('moves one deadline by N minutes; heartbeat and save answer the new deadline; audited with the reason', async () => {
      const w = await working(1);
      const other = await working(0);
      const before = await attemptOf(w);
      const r = await act(dosen, 'tambah-waktu', {
        menit: 5,
        alasan: 'Listrik padam',
        peserta: [w.candidate.id],
      });
      expect(r).toMatchObject({
        status: 200,
        body: { message: MONITOR_MSG.timeAdded, data: { changed: 1 } },
      });
      const after = await attemptOf(w);
      expect(Date.parse(after.deadline_at) - Date.parse(before.deadline_at)).toBe(5 * 60_000);
      expect((await attemptOf(other)).deadline_at).toBe(other.sheet.deadline_at);

      const beat = await api.post('/heartbeat', w.auth);
      expect(beat.body.data).toMatchObject({ attempt_id: before.id, deadline_at: after.deadline_at });
      const saved = await api.save(w.auth, kode, w.pg[1].id_soal, 'B');
      expect(saved.body.data.deadline).toEqual({ attempt_id: before.id, deadline_at: after.deadline_at });
      // a save of a taker whose deadline did not move carries none
      expect((await api.save(other.auth, kode, other.pg[0].id_soal, 'B')).body.data.deadline).toBeUndefined();

      const audit = (await auditRows('tambah_waktu')).filter((a) => a.entity_id === String(w.candidate.id));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        staff_user_id: dosen.user.id,
        actor: dosen.user.nidn,
        entity: 'candidate',
        reason: 'Listrik padam',
      });
      expect(JSON.parse(audit[0].new_value ?? '{}')).toMatchObject({
        menit: 5,
        deadline_at: after.deadline_at,
        materi: kode,
      });
    });

    it('gives everyone in progress the time when no one is named', async () => {
      const a = await working(0);
      const b = await working(0);
      const running = await t.db
        .selectFrom('attempts')
        .select(['id', 'deadline_at'])
        .where('materi_id', '=', materiId)
        .where('status', '=', 'in_progress')
        .execute();
      const r = await act(admin, 'tambah-waktu', { menit: 10, alasan: 'Gangguan jaringan' });
      expect(r.body.data.changed).toBe(running.length);
      for (const c of [a, b]) {
        expect(Date.parse((await attemptOf(c)).deadline_at) - Date.parse(c.sheet.deadline_at)).toBe(
          10 * 60_000,
        );
      }
    });

    it('refuses bad input and a candidate who is not working, changing nothing', async () => {
      const w = await working(0);
      const idle = await makeCandidate(t.db);
      const auditBefore = (await auditRows('tambah_waktu')).length;
      for (const [body, message] of [
        [{ menit: 0, alasan: 'x' }, MONITOR_MSG.minutesInvalid],
        [{ menit: 1000, alasan: 'x' }, MONITOR_MSG.minutesInvalid],
        [{ menit: 'lima', alasan: 'x' }, MONITOR_MSG.minutesInvalid],
        [{ menit: 5 }, MONITOR_MSG.reasonRequired],
        [{ menit: 5, alasan: '   ' }, MONITOR_MSG.reasonRequired],
        [{ menit: 5, alasan: 'x'.repeat(501) }, MONITOR_MSG.reasonTooLong],
        [{ menit: 5, alasan: 'x', peserta: ['<script>'] }, MONITOR_MSG.takerInvalid],
      ] as const) {
        const r = await act(dosen, 'tambah-waktu', body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body.message).toBe(message);
      }
      const notWorking = await act(dosen, 'tambah-waktu', {
        menit: 5,
        alasan: 'x',
        peserta: [idle.candidate.id],
      });
      expect(notWorking).toMatchObject({ status: 409, body: { message: MONITOR_MSG.notInProgress } });
      const unknown = await act(dosen, 'tambah-waktu', { menit: 5, alasan: 'x', peserta: [987654] });
      expect(unknown).toMatchObject({ status: 404, body: { message: MONITOR_MSG.takerNotFound } });
      expect((await attemptOf(w)).deadline_at).toBe(w.sheet.deadline_at);
      expect(await auditRows('tambah_waktu')).toHaveLength(auditBefore);
    });

    it("on a course exam: its lecturer yes, another lecturer 403, a student's or candidate's token 403", async () => {
      const s = await workingStudent(t, course.exam.kode_ujian, '8102', 'A');
      const seat = await t.db
        .selectFrom('exam_students')
        .select('id')
        .where('nim', '=', '8102')
        .executeTakeFirstOrThrow();
      const body = { menit: 3, alasan: 'Laptop mati', peserta: [seat.id] };
      const refused = await act(otherDosen, 'tambah-waktu', body, 'ujian', course.exam.id_ujian);
      expect(refused).toMatchObject({ status: 403, body: { message: MONITOR_MSG.notOwner } });
      expect((await act(s, 'tambah-waktu', body, 'ujian', course.exam.id_ujian)).status).toBe(403);
      const c = await makeCandidate(t.db);
      expect((await act(c, 'tambah-waktu', body, 'ujian', course.exam.id_ujian)).status).toBe(403);
      const r = await act(dosen, 'tambah-waktu', body, 'ujian', course.exam.id_ujian);
      expect(r.body.data.changed).toBe(1);
      const beat = await api.post('/heartbeat', s.auth);
      expect(Date.parse(beat.body.data.deadline_at) - Date.parse(s.sheet.deadline_at)).toBe(3 * 60_000);
    });
  });

  describe('Selesaikan sekarang', () => {
    it('finishes the attempt with what was saved; the candidate then has no attempt running; audited', async () => {
      const w = await working(2);
      const r = await act(dosen, 'selesaikan', { peserta: w.candidate.id, alasan: 'Kedapatan menyontek' });
      expect(r).toMatchObject({ status: 200, body: { message: MONITOR_MSG.finished, data: { changed: 1 } } });
      const a = await attemptOf(w);
      expect(a.status).toBe('submitted');
      const result = await t.db
        .selectFrom('results')
        .selectAll()
        .where('attempt_id', '=', a.id)
        .executeTakeFirstOrThrow();
      expect(result.nilai_pg).not.toBeNull();
      expect((await api.post('/heartbeat', w.auth)).body.data).toMatchObject({
        attempt_id: null,
        deadline_at: null,
      });
      expect((await api.save(w.auth, kode, w.pg[2].id_soal, 'A')).status).toBe(400);
      const again = await act(dosen, 'selesaikan', { peserta: w.candidate.id, alasan: 'lagi' });
      expect(again).toMatchObject({ status: 409, body: { message: MONITOR_MSG.notInProgress } });
      const audit = (await auditRows('selesaikan')).filter((x) => x.entity_id === String(w.candidate.id));
      expect(audit).toHaveLength(1);
      expect(audit[0].reason).toBe('Kedapatan menyontek');
    });

    it('another lecturer cannot finish a course-exam seat (403), its lecturer can', async () => {
      await workingStudent(t, course.exam.kode_ujian, '8103', 'A');
      const seat = await t.db
        .selectFrom('exam_students')
        .select('id')
        .where('nim', '=', '8103')
        .executeTakeFirstOrThrow();
      const body = { peserta: seat.id, alasan: 'Waktu ruangan habis' };
      expect((await act(otherDosen, 'selesaikan', body, 'ujian', course.exam.id_ujian)).status).toBe(403);
      expect(
        (await act(dosen, 'selesaikan', { peserta: seat.id }, 'ujian', course.exam.id_ujian)).status,
      ).toBe(400);
      expect((await act(dosen, 'selesaikan', body, 'ujian', course.exam.id_ujian)).status).toBe(200);
      const a = await t.db
        .selectFrom('attempts')
        .select('status')
        .where('exam_student_id', '=', seat.id)
        .executeTakeFirstOrThrow();
      expect(a.status).toBe('submitted');
    });
  });

  describe('Buka sesi', () => {
    it('on a tryout materi only admins (403 for a lecturer); ends every session of the candidate', async () => {
      const w = await working(1);
      const refused = await act(dosen, 'buka-sesi', { peserta: w.candidate.id, alasan: 'Ganti laptop' });
      expect(refused).toMatchObject({ status: 403, body: { message: MONITOR_MSG.adminOnly } });
      expect((await api.post('/heartbeat', w.auth)).status).toBe(200);
      const r = await act(admin, 'buka-sesi', { peserta: w.candidate.id, alasan: 'Ganti laptop' });
      expect(r).toMatchObject({ status: 200, body: { message: MONITOR_MSG.released } });
      expect((await api.post('/heartbeat', w.auth)).status).toBe(401);
      // the attempt itself runs on
      expect((await attemptOf(w)).status).toBe('in_progress');
      expect((await auditRows('buka_sesi')).at(-1)).toMatchObject({
        entity_id: String(w.candidate.id),
        reason: 'Ganti laptop',
      });
    });

    it("on a course exam: the seat list's release (its lecturer); a finished seat is not reopened", async () => {
      const s = await workingStudent(t, course.exam.kode_ujian, '8104', 'A');
      const seat = await t.db
        .selectFrom('exam_students')
        .select('id')
        .where('nim', '=', '8104')
        .executeTakeFirstOrThrow();
      const body = { peserta: seat.id, alasan: 'Perangkat rusak' };
      expect((await act(otherDosen, 'buka-sesi', body, 'ujian', course.exam.id_ujian)).status).toBe(403);
      expect((await act(dosen, 'buka-sesi', body, 'ujian', course.exam.id_ujian)).status).toBe(200);
      expect((await api.post('/heartbeat', s.auth)).status).toBe(401);
      const relogin = await api.loginStudent(course.exam.kode_ujian, '8104');
      expect(relogin.status).toBe(200);
      const auth = { authorization: `Bearer ${relogin.body.data.api_token}` };
      expect((await api.submit(auth, course.exam.kode_ujian)).status).toBe(200);
      const finished = await act(dosen, 'buka-sesi', body, 'ujian', course.exam.id_ujian);
      expect(finished).toMatchObject({ status: 409, body: { message: SEAT_MSG.seatFinished } });
    });
  });

  describe('Ulang ujian', () => {
    it('admins only; voids the latest attempt (kept, marked), the candidate may start again; the pass evaluation reruns', async () => {
      const w = await makeCandidate(t.db);
      // every PG answer right: the outcome stores a score
      expect((await takeMateri(t, w.auth, kode, tryout.byId, true)).status).toBe(200);
      const first = await attemptOf(w);
      const c = await t.db
        .selectFrom('candidates')
        .select('nilai')
        .where('id', '=', w.candidate.id)
        .executeTakeFirstOrThrow();
      expect(c.nilai).toBeGreaterThan(0);
      const body = { peserta: w.candidate.id, alasan: 'Insiden listrik terdokumentasi' };
      const refused = await act(dosen, 'ulang', body);
      expect(refused).toMatchObject({ status: 403, body: { message: MONITOR_MSG.voidAdminOnly } });
      expect((await attemptOf(w)).voided_at).toBeNull();

      const r = await act(admin, 'ulang', body);
      expect(r).toMatchObject({ status: 200, body: { message: MONITOR_MSG.voided } });
      const voided = await t.db
        .selectFrom('attempts')
        .selectAll()
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(voided.voided_at).not.toBeNull();
      expect(voided.status).toBe('submitted');
      // the outcome no longer counts it
      const after = await t.db
        .selectFrom('candidates')
        .select('nilai')
        .where('id', '=', w.candidate.id)
        .executeTakeFirstOrThrow();
      expect(after.nilai).toBeNull();
      const row = await rowOf(w);
      expect(row).toMatchObject({ status: 'belum_mulai', voided: 1 });

      // attempts left again: two more starts allowed (attempts_per_materi = 2)
      const sheet2 = await api.sheet(w.auth, kode);
      expect(sheet2.attempt_id).not.toBe(first.id);
      expect((await attemptOf(w)).attempt_no).toBe(first.attempt_no + 1);

      const audit = (await auditRows('ulang_ujian')).at(-1);
      expect(audit).toMatchObject({ staff_user_id: admin.user.id, reason: body.alasan });
      expect(JSON.parse(audit?.new_value ?? '{}').catatan).toBe(MONITOR_MSG.voidNoticeKept);
      expect(
        await act(admin, 'ulang', { peserta: (await makeCandidate(t.db)).candidate.id, alasan: 'x' }),
      ).toMatchObject({
        status: 409,
        body: { message: MONITOR_MSG.noAttempt },
      });
    });

    it('a running attempt is finished first; a course exam is refused (409)', async () => {
      const w = await working(1);
      expect((await act(admin, 'ulang', { peserta: w.candidate.id, alasan: 'Soal bocor' })).status).toBe(200);
      const a = await t.db
        .selectFrom('attempts')
        .selectAll()
        .where('candidate_id', '=', w.candidate.id)
        .executeTakeFirstOrThrow();
      expect(a).toMatchObject({ status: 'expired' });
      expect(a.voided_at).not.toBeNull();
      const seat = await t.db
        .selectFrom('exam_students')
        .select('id')
        .where('nim', '=', '8101')
        .executeTakeFirstOrThrow();
      const course409 = await act(
        admin,
        'ulang',
        { peserta: seat.id, alasan: 'x' },
        'ujian',
        course.exam.id_ujian,
      );
      expect(course409).toMatchObject({ status: 409, body: { message: MONITOR_MSG.voidCourseExam } });
      expect(
        (await act(dosen, 'ulang', { peserta: seat.id, alasan: 'x' }, 'ujian', course.exam.id_ujian)).status,
      ).toBe(403);
    });
  });

  describe('Akomodasi', () => {
    it('scales the running attempt at once and every attempt started later; refuses bad input', async () => {
      const w = await working(0);
      const put = (body: unknown, staff: { auth: Record<string, string> } = dosen, id = w.candidate.id) =>
        api.call('PUT' as 'POST', `/monitor/akomodasi/${id}`, staff.auth, body);
      for (const body of [
        { pengali: 0.5, alasan: 'x' },
        { pengali: 4, alasan: 'x' },
        { pengali: 1.5 },
        { pengali: 'dua', alasan: 'x' },
      ]) {
        expect((await put(body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await put({ pengali: 1.5, alasan: 'x' }, w)).status).toBe(403);
      expect((await put({ pengali: 1.5, alasan: 'x' }, dosen, 987654)).status).toBe(404);
      expect((await attemptOf(w)).deadline_at).toBe(w.sheet.deadline_at);

      const r = await put({ pengali: 1.5, alasan: 'Peserta disabilitas netra' });
      expect(r).toMatchObject({ status: 200, body: { message: MONITOR_MSG.multiplierSaved } });
      const a = await attemptOf(w);
      expect(Date.parse(a.deadline_at) - Date.parse(a.started_at)).toBe(90 * 60_000);
      expect((await api.post('/heartbeat', w.auth)).body.data.deadline_at).toBe(a.deadline_at);
      expect((await rowOf(w)).time_multiplier).toBe(1.5);

      // the next attempt starts with 90 minutes
      expect((await api.submit(w.auth, kode)).status).toBe(200);
      const next = await api.sheet(w.auth, kode);
      const second = await attemptOf(w);
      expect(second.id).toBe(next.attempt_id);
      expect(Date.parse(second.deadline_at) - Date.parse(second.started_at)).toBe(90 * 60_000);
      expect((await auditRows('akomodasi')).at(-1)).toMatchObject({
        entity_id: String(w.candidate.id),
        reason: 'Peserta disabilitas netra',
      });
    });
  });

  describe('the audit log', () => {
    it('a lecturer sees the entries of their own exams only (the student by name and NIM), in the page and the Excel', async () => {
      const mine = await api.get('/audit-log?per_page=200', dosen.auth);
      expect(mine.status).toBe(200);
      const seat = await t.db
        .selectFrom('exam_students')
        .select(['id', 'nama', 'nim'])
        .where('nim', '=', '8102')
        .executeTakeFirstOrThrow();
      expect(mine.body.data.total).toBeGreaterThanOrEqual(1);
      for (const r of mine.body.data.rows) expect(r.entity).toBe('exam_student');
      expect(mine.body.data.rows).toContainEqual(
        expect.objectContaining({
          action: 'tambah_waktu',
          entity_id: String(seat.id),
          objek: `${seat.nama} (NIM ${seat.nim})`,
          reason: 'Laptop mati',
        }),
      );
      const others = await api.get('/audit-log', otherDosen.auth);
      expect(others.body.data).toMatchObject({ total: 0, rows: [] });
      const xlsx = await t.app.inject({
        method: 'GET',
        url: '/tryout/api/audit-log/excel',
        headers: otherDosen.auth,
      });
      expect(xlsx.statusCode).toBe(200);
      const { default: ExcelJS } = await import('exceljs');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets[0].rowCount).toBe(1);
    });

    it('admins see every entry; filters by action, text and WIB day; exports the same filter to Excel', async () => {
      const all = await api.get('/audit-log?per_page=200', admin.auth);
      expect(all.status).toBe(200);
      expect(all.body.data.total).toBeGreaterThanOrEqual(5);
      const actions = new Set(all.body.data.rows.map((r: { action: string }) => r.action));
      for (const a of ['tambah_waktu', 'selesaikan', 'buka_sesi', 'ulang_ujian', 'akomodasi'])
        expect(actions.has(a)).toBe(true);
      // in words: the candidate by name and NISN (never 'candidate 1'), before → after, times in WIB
      const added = all.body.data.rows.find(
        (r: { action: string; entity: string }) => r.action === 'tambah_waktu' && r.entity === 'candidate',
      );
      const who = await t.db
        .selectFrom('candidates')
        .select(['full_name', 'nisn'])
        .where('id', '=', Number(added.entity_id))
        .executeTakeFirstOrThrow();
      expect(added.objek).toBe(`${who.full_name} (NISN ${who.nisn})`);
      expect(added.perubahan).toMatch(
        /^Batas waktu: \d\d-\d\d-\d{4} \d\d:\d\d WIB → \d\d-\d\d-\d{4} \d\d:\d\d WIB; /,
      );
      expect(added.perubahan).toContain('Tambahan waktu (menit): ');
      expect(added.perubahan).not.toContain('attempt_id');

      const voids = await api.get('/audit-log?action=ulang_ujian', admin.auth);
      expect(voids.body.data.rows.every((r: { action: string }) => r.action === 'ulang_ujian')).toBe(true);
      const text = await api.get('/audit-log?q=listrik%20padam', admin.auth);
      expect(text.body.data.rows.map((r: { reason: string }) => r.reason)).toEqual(['Listrik padam']);
      const past = await api.get('/audit-log?dari=2020-01-01&sampai=2020-01-02', admin.auth);
      expect(past.body.data).toMatchObject({ total: 0, rows: [] });
      const bad = await api.get('/audit-log?dari=2026-02-31', admin.auth);
      expect(bad).toMatchObject({ status: 400, body: { message: MONITOR_MSG.dateInvalid } });
      expect((await api.get('/audit-log?dari=kemarin', admin.auth)).status).toBe(400);

      const xlsx = await t.app.inject({
        method: 'GET',
        url: '/tryout/api/audit-log/excel?action=ulang_ujian',
        headers: admin.auth,
      });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const { default: ExcelJS } = await import('exceljs');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      expect(ws.getRow(1).getCell(3).value).toBe('Tindakan');
      expect(ws.getRow(1).getCell(4).value).toBe('Objek');
      expect(ws.getRow(1).getCell(5).value).toBe('Perubahan');
      expect(ws.rowCount).toBe(1 + voids.body.data.total);
      expect(ws.getRow(2).getCell(3).value).toBe('Ulang ujian');
    });
  });

  describe('integrity signals', () => {
    it('stores what the exam page reports with server time; counts in the table; a timeline for staff', async () => {
      const w = await working(1);
      const before = Date.now();
      const r = await api.post('/sinyalUjian', w.auth, {
        kode_ujian: kode,
        sinyal: [
          { jenis: 'hidden', ago_ms: 4000 },
          { jenis: 'blur', ago_ms: 3000 },
          { jenis: 'hidden', ago_ms: 2000 },
          { jenis: 'offline', ago_ms: 1000, durasi_s: 42 },
        ],
      });
      expect(r).toMatchObject({ status: 200, body: { data: { recorded: 4 } } });
      const row = await rowOf(w);
      expect(row.sinyal).toEqual(
        expect.arrayContaining([
          { jenis: 'hidden', n: 2 },
          { jenis: 'blur', n: 1 },
          { jenis: 'offline', n: 1 },
        ]),
      );
      expect(row.sinyal).toHaveLength(3);
      const tl = await api.get(`/monitor/materi/${materiId}/sinyal/${w.candidate.id}`, dosen.auth);
      expect(tl.status).toBe(200);
      expect(tl.body.data.attempt_id).toBe(row.attempt_id);
      expect(tl.body.data.events.map((e: { jenis: string }) => e.jenis)).toEqual([
        'hidden',
        'blur',
        'hidden',
        'offline',
      ]);
      const first = Date.parse(tl.body.data.events[0].at);
      expect(first).toBeGreaterThanOrEqual(before - 4000 - 50);
      expect(first).toBeLessThanOrEqual(Date.now() - 4000 + 50);
      expect(tl.body.data.events[3].durasi_s).toBe(42);
      // the answer path is untouched: saving still works
      expect((await api.save(w.auth, kode, w.pg[1].id_soal, 'D')).status).toBe(200);
    });

    it('refuses bad reports (400, nothing stored), a staff token (403), a finished attempt; another lecturer gets no timeline', async () => {
      const w = await working(0);
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('integrity_events')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const n0 = await count();
      for (const body of [
        { kode_ujian: kode, sinyal: [] },
        { kode_ujian: kode, sinyal: [{ jenis: 'kabur', ago_ms: 0 }] },
        { kode_ujian: kode, sinyal: [{ jenis: 'blur', ago_ms: -5 }] },
        { kode_ujian: kode, sinyal: [{ jenis: 'blur', ago_ms: 10_000_000 }] },
        { kode_ujian: kode, sinyal: Array.from({ length: 51 }, () => ({ jenis: 'blur', ago_ms: 0 })) },
        { sinyal: [{ jenis: 'blur', ago_ms: 0 }] },
      ]) {
        const r = await api.post('/sinyalUjian', w.auth, body);
        expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(r.body.message).toBe(MONITOR_MSG.signalInvalid);
      }
      const reported = async (auth: Record<string, string>, sinyal = [{ jenis: 'blur', ago_ms: 0 }]) =>
        (await api.post('/sinyalUjian', auth, { kode_ujian: kode, sinyal })).status;
      expect(await reported(dosen.auth)).toBe(403);
      const idle = await makeCandidate(t.db);
      expect(await reported(idle.auth)).toBe(400);
      expect((await api.submit(w.auth, kode)).status).toBe(200);
      expect(await reported(w.auth, [{ jenis: 'copy', ago_ms: 0 }])).toBe(400);
      expect(await count()).toBe(n0);

      await workingStudent(t, course.exam.kode_ujian, '8105', 'A');
      const seat = await t.db
        .selectFrom('exam_students')
        .select('id')
        .where('nim', '=', '8105')
        .executeTakeFirstOrThrow();
      const url = `/monitor/ujian/${course.exam.id_ujian}/sinyal/${seat.id}`;
      expect((await api.get(url, otherDosen.auth)).status).toBe(403);
      expect((await api.get(url, dosen.auth)).status).toBe(200);
      expect((await api.get(url, idle.auth)).status).toBe(403);
    });
  });

  describe("'Token ujian' and 'Wajib layar penuh'", () => {
    const opsi = (
      staff: { auth: Record<string, string> } | undefined,
      body?: unknown,
      jenis = 'materi',
      id = materiId,
    ) =>
      body === undefined
        ? api.get(`/monitor/${jenis}/${id}/opsi`, staff?.auth)
        : api.call('PUT' as 'POST', `/monitor/${jenis}/${id}/opsi`, staff?.auth, body);
    const start = (c: Cand, token?: string) =>
      api.post('/soalUjianPg', c.auth, {
        kode_ujian: kode,
        mulai: true,
        ...(token === undefined ? {} : { token_ujian: token }),
      });

    it('the token rotates by time window, the same on every instance; the previous one holds for a minute', () => {
      const at = Date.UTC(2026, 10, 25, 3, 0, 0);
      const a = tokenAt('rahasia', 15, at);
      expect(a.token).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      expect(tokenAt('rahasia', 15, at + 14 * 60_000).token).toBe(a.token);
      expect(a.until).toBe(at + 15 * 60_000);
      const b = tokenAt('rahasia', 15, at + 15 * 60_000);
      expect(b.token).not.toBe(a.token);
      expect(tokenAt('lain', 15, at).token).not.toBe(a.token);
      expect(tokenMatches('rahasia', 15, a.token.toLowerCase(), at + 15 * 60_000 + 30_000)).toBe(true);
      expect(tokenMatches('rahasia', 15, a.token, at + 15 * 60_000 + 61_000)).toBe(false);
      expect(tokenMatches('rahasia', 15, b.token, at + 15 * 60_000 + 61_000)).toBe(true);
    });

    it('staff turn them on (audited); starting then needs the current token; a wrong one is refused and counted', async () => {
      expect((await opsi(dosen)).body.data).toMatchObject({
        token_aktif: false,
        token: null,
        wajib_layar_penuh: false,
      });
      const bad = await opsi(dosen, {
        token_aktif: true,
        token_menit: 1,
        wajib_layar_penuh: true,
        alasan: 'x',
      });
      expect(bad).toMatchObject({ status: 400, body: { message: MONITOR_MSG.tokenMinutesInvalid } });
      expect((await opsi(dosen, { token_aktif: true, wajib_layar_penuh: true })).status).toBe(400);
      expect(
        (
          await opsi(
            otherDosen,
            { token_aktif: true, wajib_layar_penuh: false, alasan: 'x' },
            'ujian',
            course.exam.id_ujian,
          )
        ).status,
      ).toBe(403);
      const c0 = await makeCandidate(t.db);
      expect((await opsi(c0, { token_aktif: true, wajib_layar_penuh: false, alasan: 'x' })).status).toBe(403);

      const on = await opsi(dosen, {
        token_aktif: true,
        token_menit: 15,
        wajib_layar_penuh: true,
        alasan: 'UTBK sesi 1',
      });
      expect(on).toMatchObject({ status: 200, body: { message: MONITOR_MSG.optionsSaved } });
      const token = on.body.data.token as string;
      expect(token).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      expect(Date.parse(on.body.data.berlaku_sampai)).toBeGreaterThan(Date.now());
      expect((await auditRows('opsi_ujian')).at(-1)).toMatchObject({
        entity: 'materi',
        reason: 'UTBK sesi 1',
      });

      const c = await makeCandidate(t.db);
      const detail = await api.post('/ujian_detail', c.auth, { kode_ujian: kode });
      expect(detail.body.data).toMatchObject({ token_diperlukan: true, wajib_layar_penuh: true });
      expect(await start(c)).toMatchObject({ status: 400, body: { message: MONITOR_MSG.tokenRequired } });
      const wrongOne = token === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
      expect(await start(c, wrongOne)).toMatchObject({
        status: 400,
        body: { message: MONITOR_MSG.tokenWrong },
      });
      expect(
        await t.db.selectFrom('attempts').select('id').where('candidate_id', '=', c.candidate.id).execute(),
      ).toEqual([]);
      const ok = await start(c, token.toLowerCase());
      expect(ok.status).toBe(200);
      // resuming needs no token
      expect((await api.post('/soalUjianPg', c.auth, { kode_ujian: kode })).status).toBe(200);

      // five wrong tokens, then even the right one waits (429)
      const d = await makeCandidate(t.db);
      for (let i = 0; i < 5; i++) expect((await start(d, wrongOne)).status).toBe(400);
      expect(await start(d, token)).toMatchObject({
        status: 429,
        body: { message: MONITOR_MSG.tokenTooMany },
      });

      const off = await opsi(dosen, { token_aktif: false, wajib_layar_penuh: false, alasan: 'Selesai sesi' });
      expect(off.body.data).toMatchObject({ token_aktif: false, token: null });
      const e = await makeCandidate(t.db);
      expect((await start(e)).status).toBe(200);
    });
  });

  describe('one active session per candidate', () => {
    it('a login on another device ends the first; it may still flush answers for 60 s, then not; the monitor shows the switch', async () => {
      const first = await working(1);
      const session = await issueToken(t.db, 'candidate_session', { candidate_id: first.candidate.id });
      const res = await api.post('/checknoreg', undefined, { hash: session, no_reg: first.candidate.nisn });
      expect(res.status).toBe(200);
      const second = { authorization: `Bearer ${res.body.data.api_token}` };
      // the first device: its heartbeat is refused, its queued answers still arrive
      expect((await api.post('/heartbeat', first.auth)).status).toBe(401);
      expect((await api.save(first.auth, kode, first.pg[1].id_soal, 'B')).status).toBe(200);
      expect((await api.post('/heartbeat', second)).status).toBe(200);
      expect(await rowOf(first)).toMatchObject({ login_ulang: 1, answered: 2 });
      // after the grace, nothing more from the first device
      await t.db
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date(Date.now() - 61_000).toISOString() })
        .where('token_hash', '=', sha256(first.token))
        .execute();
      expect((await api.save(first.auth, kode, first.pg[2].id_soal, 'C')).status).toBe(401);
      expect((await api.save(second, kode, first.pg[2].id_soal, 'C')).status).toBe(200);
      // the grace covers the autosave only
      expect((await api.submit(first.auth, kode)).status).toBe(401);
    });

    it('an explicit logout ends the exam token at once: no autosave grace (docs/decisions/0010)', async () => {
      const c = await working(1);
      const out = await api.post('/tes-users/tryout/logout', c.auth);
      expect(out.body.data).toEqual({ revoked: true });
      expect((await api.save(c.auth, kode, c.pg[1].id_soal, 'B')).status).toBe(401);
      expect(await rowOf(c)).toMatchObject({ answered: 1 });
    });
  });
});
