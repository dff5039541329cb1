import { OUTAGE_MSG } from '@tryout/shared/outage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { giveCourse, makeCourseExam, makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf, silenceSeat, workingStudent } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { writeAlive } from './outage.repository';
import { checkAlive, noteUnavailable } from './outage.service';

type Staff = Awaited<ReturnType<typeof makeStaff>>;

/**
 * Outage credit (docs/decisions/0011) through the service the server runs at start-up and every few
 * seconds: the alive mark is moved back as if the server had been down since then (the real
 * SIGKILL is in test/ops/outage-credit.test.ts), and the monitor's mass-silence alert.
 */
describe('outage credit', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let admin: Staff;
  let dosen: Staff;
  let kode: string;
  let materiId: number;
  let course: Awaited<ReturnType<typeof makeCourseExam>>;
  /** a materi of 20 candidates (still running after its tests) */
  let labId: number;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    admin = await makeStaff(t.db, 'admin');
    dosen = await makeStaff(t.db, 'dosen');
    const tryout = await makeTryout(t.db, [{ waktu: 60 }]);
    materiId = tryout.materi[0].id;
    kode = tryout.materi[0].kode_ujian;
    course = await makeCourseExam(t.db);
    await giveCourse(t.db, course.exam.id_ujian, admin.user.id);
  });
  afterAll(async () => t.close());

  const ctx = () => ({ db: t.db, dialect: t.dialect, config: t.config, caches: t.caches });
  const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();
  /**
   * As if every server had been down for `s` seconds until now: the alive mark `s` seconds old,
   * and the attempts in progress started well before (they were running when the outage began).
   */
  const downFor = async (s: number) => {
    await t.db
      .updateTable('attempts')
      .set({ started_at: secondsAgo(30 * 60) })
      .where('status', '=', 'in_progress')
      .execute();
    await writeAlive(t.db, secondsAgo(s));
  };
  const attempt = (id: number) =>
    t.db.selectFrom('attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const shift = (a: { deadline_at: string }, b: { deadline_at: string }) =>
    (Date.parse(b.deadline_at) - Date.parse(a.deadline_at)) / 1000;
  const settings = (staff: Staff, body: unknown, jenis = 'materi', id = materiId) =>
    t.app.inject({
      method: 'PUT',
      url: `/tryout/api/monitor/${jenis}/${id}/gangguan`,
      headers: staff.auth,
      payload: body as Record<string, unknown>,
    });
  const statusOf = async (staff: Staff, jenis = 'materi', id = materiId) => {
    const r = await api.get(`/monitor/${jenis}/${id}/gangguan`, staff.auth);
    expect(r.status).toBe(200);
    return r.body.data;
  };

  async function running() {
    const c = await makeCandidate(t.db);
    const sheet = await api.sheet(c.auth, kode);
    return { ...c, sheet, attemptId: sheet.attempt_id };
  }

  describe('many candidates silent at once', () => {
    let kodeLab: string;
    const lab: Awaited<ReturnType<typeof makeCandidate>>[] = [];

    beforeAll(async () => {
      const tryout = await makeTryout(t.db, [{ waktu: 60 }]);
      labId = tryout.materi[0].id;
      kodeLab = tryout.materi[0].kode_ujian;
      for (let i = 0; i < 20; i++) {
        const c = await makeCandidate(t.db);
        await api.sheet(c.auth, kodeLab);
        lab.push(c);
      }
    });

    const silence = (cs: typeof lab, s: number) =>
      t.db
        .updateTable('auth_tokens')
        .set({ last_seen_at: secondsAgo(s) })
        .where(
          'candidate_id',
          'in',
          cs.map((c) => c.candidate.id),
        )
        .execute();

    it('no alert while the candidates are heard, nor when only 9 of 20 fell silent', async () => {
      expect((await statusOf(dosen, 'materi', labId)).hening).toBeNull();
      await silence(lab.slice(0, 9), 90);
      expect((await statusOf(dosen, 'materi', labId)).hening).toBeNull();
    });

    it('20 of 20 silent within the same minute: one alert with the candidates and the gap', async () => {
      await silence(lab.slice(0, 10), 100);
      await silence(lab.slice(10), 80);
      const s = await statusOf(dosen, 'materi', labId);
      expect(s.hening).toMatchObject({ dari: 20 });
      expect(s.hening.peserta.map((p: { id: number }) => p.id)).toEqual(
        lab.map((c) => c.candidate.id).sort((x, y) => x - y),
      );
      expect(s.hening.detik).toBeGreaterThanOrEqual(99);
      expect(s.hening.detik).toBeLessThanOrEqual(103);
      expect(s.hening.peserta[0]).toMatchObject({
        no_reg: lab[0].candidate.nisn,
        nama: lab[0].candidate.full_name,
      });
    });

    it('a silence that began while the server was down is the outage credit, not an alert', async () => {
      await downFor(120);
      expect(await checkAlive(ctx())).toMatchObject({ attempts: 20, exams: 1 });
      expect((await statusOf(dosen, 'materi', labId)).hening).toBeNull();
    });
  });

  describe('the server down longer than the threshold', () => {
    it('moves the deadline of each running attempt by the gap, once; one audit entry per exam', async () => {
      const a = await running();
      const b = await running();
      const ended = await running();
      const done = await running();
      expect((await api.submit(done.auth, kode)).status).toBe(200);
      // time up 10 s before the outage began (still within the grace for late saves)
      await t.db
        .updateTable('attempts')
        .set({ deadline_at: secondsAgo(130) })
        .where('id', '=', ended.attemptId)
        .execute();
      const student = await workingStudent(t, course.exam.kode_ujian, '7301', 'A');
      const before = {
        a: await attempt(a.attemptId),
        b: await attempt(b.attemptId),
        ended: await attempt(ended.attemptId),
        done: await attempt(done.attemptId),
        student: await attempt(student.sheet.attempt_id),
      };
      const audits = (await auditOf('perpanjangan_otomatis')).length;

      await downFor(120);
      const report = await checkAlive(ctx());
      expect(report?.gap.seconds).toBeGreaterThanOrEqual(120);
      expect(report?.gap.seconds).toBeLessThanOrEqual(122);
      const gap = report?.gap.seconds as number;

      for (const k of ['a', 'b', 'student'] as const) {
        expect(shift(before[k], await attempt(before[k].id))).toBe(gap);
      }
      expect((await attempt(ended.attemptId)).deadline_at).toBe(before.ended.deadline_at);
      expect(await attempt(done.attemptId)).toMatchObject({
        deadline_at: before.done.deadline_at,
        submitted_at: before.done.submitted_at,
      });
      expect((await attempt(done.attemptId)).status).toBe('submitted');

      const entries = (await auditOf('perpanjangan_otomatis')).slice(audits);
      expect(entries.map((e) => [e.entity, e.entity_id]).sort()).toEqual(
        [
          ['materi', String(materiId)],
          ['materi', String(labId)],
          ['ujian', String(course.exam.id_ujian)],
        ].sort(),
      );
      for (const e of entries) {
        expect(e.reason).toMatch(/^Perpanjangan otomatis: server tidak tersedia 2 menit [0-2] detik$/);
        expect(e.actor).toBe('sistem');
      }
      expect(
        JSON.parse(
          entries.find((e) => e.entity === 'materi' && e.entity_id === String(materiId))?.new_value ?? '{}',
        ),
      ).toMatchObject({
        detik: gap,
        peserta: 2, // a and b
      });

      // the exam page learns it at its next heartbeat
      const beat = await api.post('/heartbeat', a.auth);
      expect(beat.body.data.deadline_at).toBe((await attempt(a.attemptId)).deadline_at);

      // a second start (or another instance) right after adds nothing
      const after = await attempt(a.attemptId);
      expect(await checkAlive(ctx())).toBeNull();
      expect(await attempt(a.attemptId)).toEqual(after);
      expect((await auditOf('perpanjangan_otomatis')).length).toBe(audits + 3);
    });

    it('a gap within the threshold moves nothing', async () => {
      const a = await running();
      await downFor(45);
      const r = await checkAlive(ctx());
      expect(r).toMatchObject({ attempts: 0, exams: 0 });
      expect((await attempt(a.attemptId)).deadline_at).toBe(a.sheet.deadline_at);
    });
  });

  describe("an exam's own setting", () => {
    it('is the defaults until changed; bad values are refused with a clear message and change nothing', async () => {
      expect((await statusOf(dosen)).pengaturan).toEqual({
        otomatis: true,
        ambang_detik: 60,
        maks_menit: 60,
        bawaan: true,
      });
      const bad = await settings(dosen, { otomatis: true, ambang_detik: 5, maks_menit: 10, alasan: 'uji' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(OUTAGE_MSG.thresholdInvalid);
      const noReason = await settings(dosen, { otomatis: true, ambang_detik: 60, maks_menit: 10 });
      expect(noReason.statusCode).toBe(400);
      expect((await statusOf(dosen)).pengaturan.bawaan).toBe(true);
      // a course exam: its lecturer and admins only
      const other = await settings(
        dosen,
        { otomatis: false, ambang_detik: 60, maks_menit: 10, alasan: 'uji' },
        'ujian',
        course.exam.id_ujian,
      );
      expect(other.statusCode).toBe(403);
    });

    it('off: no credit for its attempts (others still get theirs); audited with the reason', async () => {
      const r = await settings(dosen, {
        otomatis: false,
        ambang_detik: 60,
        maks_menit: 60,
        alasan: 'Ujian latihan',
      });
      expect(r.statusCode).toBe(200);
      expect(r.json().data.pengaturan).toEqual({
        otomatis: false,
        ambang_detik: 60,
        maks_menit: 60,
        bawaan: false,
      });
      const [entry] = (await auditOf('pengaturan_gangguan')).slice(-1);
      expect(entry).toMatchObject({ reason: 'Ujian latihan', entity: 'materi', entity_id: String(materiId) });

      const a = await running();
      const student = await workingStudent(t, course.exam.kode_ujian, '7302', 'A');
      const s0 = await attempt(student.sheet.attempt_id);
      await downFor(90);
      await checkAlive(ctx());
      expect((await attempt(a.attemptId)).deadline_at).toBe(a.sheet.deadline_at);
      expect(shift(s0, await attempt(s0.id))).toBeGreaterThanOrEqual(90);
    });

    it('the threshold and the maximum credit per attempt (earlier credits count)', async () => {
      await settings(dosen, { otomatis: true, ambang_detik: 100, maks_menit: 3, alasan: 'Batas' });
      const a = await running();
      const a0 = await attempt(a.attemptId);
      await downFor(90); // not longer than 100 s
      await checkAlive(ctx());
      expect((await attempt(a.attemptId)).deadline_at).toBe(a0.deadline_at);
      await downFor(120);
      await checkAlive(ctx());
      const a1 = await attempt(a.attemptId);
      expect(shift(a0, a1)).toBeGreaterThanOrEqual(120);
      await downFor(120);
      await checkAlive(ctx());
      // at most 180 s in all
      expect(shift(a0, await attempt(a.attemptId))).toBe(180);
    });
  });

  it('after the database refused, the first request that finds it back gives the time back before it is handled', async () => {
    await settings(dosen, { otomatis: true, ambang_detik: 60, maks_menit: 60, alasan: 'Kembali bawaan' });
    const a = await running();
    const b = await running();
    const pg = (c: { sheet: Parameters<typeof questionsOf>[0] }) =>
      questionsOf(c.sheet).find((q) => q.type_soal === 'PG')?.id_soal as number;
    // both attempts' time ran out 40 s ago (deadline + grace passed), during a 120 s outage
    await t.db
      .updateTable('attempts')
      .set({ deadline_at: secondsAgo(40) })
      .where('id', 'in', [a.attemptId, b.attemptId])
      .execute();
    await downFor(120);
    // without the database's refusal noted, a queued save arriving first expires its attempt
    expect((await api.save(b.auth, kode, pg(b), 'A')).status).toBe(400);
    expect((await attempt(b.attemptId)).status).toBe('expired');
    // a refusal noted (the 503 envelope): the next request credits the outage first
    noteUnavailable(t.caches);
    const saved = await api.save(a.auth, kode, pg(a), 'A');
    expect(saved.status).toBe(200);
    const after = await attempt(a.attemptId);
    expect(after.status).toBe('in_progress');
    expect(Date.parse(after.deadline_at) - Date.now()).toBeGreaterThan(70_000); // −40 s + 120 s
    expect((await attempt(b.attemptId)).status).toBe('expired'); // finished stays finished
  });

  it("the heartbeat's queue length reaches the monitor's row; a bad one is refused and changes nothing", async () => {
    const a = await running();
    const row = async () =>
      (await api.get(`/monitor/materi/${materiId}?q=${a.candidate.nisn}`, dosen.auth)).body.data.rows[0];
    expect((await row()).antrian).toBeNull(); // a page that does not say
    expect((await api.post('/heartbeat', a.auth, { antrian: 3 })).status).toBe(200);
    expect((await row()).antrian).toBe(3);
    const bad = await api.post('/heartbeat', a.auth, { antrian: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Panjang antrian tidak valid');
    expect((await row()).antrian).toBe(3);
    expect((await api.post('/heartbeat', a.auth, { antrian: 0 })).status).toBe(200);
    expect((await row()).antrian).toBe(0);
    // a heartbeat without a body (older pages) keeps the last one
    expect((await api.post('/heartbeat', a.auth)).status).toBe(200);
    expect((await row()).antrian).toBe(0);
  });

  it('the monitor of a course exam: silence of a seat is read from its sessions', async () => {
    const course2 = await makeCourseExam(t.db);
    await giveCourse(t.db, course2.exam.id_ujian, dosen.user.id);
    await workingStudent(t, course2.exam.kode_ujian, '7401', 'A');
    await silenceSeat(t, course2.exam.id_ujian, '7401', 90_000);
    // one student offline is never an alert
    expect((await statusOf(dosen, 'ujian', course2.exam.id_ujian)).hening).toBeNull();
  });
});
