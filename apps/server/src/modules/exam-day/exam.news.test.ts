import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { openEventStream } from '../../../test/event-stream';
import { giveCourse, makeCourseExam, makeTryout } from '../../../test/exam-fixtures';
import { examApi, workingStudent } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';

type Staff = Awaited<ReturnType<typeof makeStaff>>;

/**
 * GET /kabarUjian: the exam page's stream of news. Every proctor action on this taker (and only
 * on this taker) is heard within a second, so the page asks its heartbeat at once instead of at
 * the next 30-second beat (docs/decisions/0020: within 5 s).
 */
describe('GET /kabarUjian', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let admin: Staff;
  let dosen: Staff;
  let materiId: number;
  let kode: string;
  let course: Awaited<ReturnType<typeof makeCourseExam>>;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    admin = await makeStaff(t.db, 'admin');
    dosen = await makeStaff(t.db, 'dosen');
    const tryout = await makeTryout(t.db, [{ waktu: 60 }]);
    materiId = tryout.materi[0].id;
    kode = tryout.materi[0].kode_ujian;
    course = await makeCourseExam(t.db);
    await giveCourse(t.db, course.exam.id_ujian, dosen.user.id);
  });
  afterAll(async () => t.close());

  const news = (auth: Record<string, string>) => openEventStream(t, '/tryout/api/kabarUjian', auth);
  const act = (staff: Staff, jenis: string, id: number, what: string, body: unknown) =>
    api.post(`/monitor/${jenis}/${id}/${what}`, staff.auth, body);
  async function runningCandidate() {
    const c = await makeCandidate(t.db);
    await api.sheet(c.auth, kode);
    return c;
  }

  /** The action's news reaches the taker's stream within a second; a bystander's stream hears nothing. */
  async function heardWithinASecond(
    taker: Record<string, string>,
    bystander: Record<string, string>,
    action: () => Promise<{ status: number }>,
    event = 'kabar',
  ) {
    const mine = await news(taker);
    const theirs = await news(bystander);
    try {
      const t0 = Date.now();
      expect((await action()).status).toBe(200);
      const e = await mine.next(1000);
      expect(e.event).toBe(event);
      expect(Date.parse(e.data.server_now)).toBeGreaterThan(t0 - 1000);
      expect(e.at - t0).toBeLessThan(1000);
      await expect(theirs.next(500)).rejects.toThrow('timeout');
      // after 'Buka sesi' the token is revoked: the stream ends with its news
      if (event === 'sesi_dibuka') await expect(mine.next(1000)).rejects.toThrow('ended');
    } finally {
      mine.close();
      theirs.close();
    }
  }

  it("a tryout candidate hears 'Tambah waktu', 'Akomodasi', 'Selesaikan', 'Ulang ujian' on them, and 'Buka sesi' as the end of its session", async () => {
    const bystander = await runningCandidate();
    const a = await runningCandidate();
    await heardWithinASecond(a.auth, bystander.auth, () =>
      act(dosen, 'materi', materiId, 'tambah-waktu', {
        menit: 5,
        alasan: 'Listrik padam',
        peserta: [a.candidate.id],
      }),
    );
    await heardWithinASecond(a.auth, bystander.auth, () =>
      t.app
        .inject({
          method: 'PUT',
          url: `/tryout/api/monitor/akomodasi/${a.candidate.id}`,
          headers: dosen.auth,
          payload: { pengali: 1.5, alasan: 'Disleksia' },
        })
        .then((r) => ({ status: r.statusCode })),
    );
    await heardWithinASecond(a.auth, bystander.auth, () =>
      act(dosen, 'materi', materiId, 'selesaikan', { peserta: a.candidate.id, alasan: 'Mencontek' }),
    );
    const b = await runningCandidate();
    await heardWithinASecond(b.auth, bystander.auth, () =>
      act(admin, 'materi', materiId, 'ulang', { peserta: b.candidate.id, alasan: 'Soal bocor' }),
    );
    const c = await runningCandidate();
    await heardWithinASecond(
      c.auth,
      bystander.auth,
      () =>
        act(admin, 'materi', materiId, 'buka-sesi', { peserta: c.candidate.id, alasan: 'Pindah komputer' }),
      'sesi_dibuka',
    );
    // the news was the revoke: the old device's next heartbeat is refused
    expect((await api.post('/heartbeat', c.auth, {})).status).toBe(401);
  });

  it("a course-exam student hears the seat list's 'Buka Sesi' and the monitor's 'Tambah waktu'", async () => {
    const kodeUjian = course.exam.kode_ujian;
    const bystander = await workingStudent(t, kodeUjian, '22000001', 'A');
    const s = await workingStudent(t, kodeUjian, '22000002', 'B');
    const seatId = async (nim: string) =>
      (
        await t.db
          .selectFrom('exam_students')
          .select('id')
          .where('id_ujian', '=', course.exam.id_ujian)
          .where('nim', '=', nim)
          .executeTakeFirstOrThrow()
      ).id;
    const id = await seatId('22000002');
    await heardWithinASecond(s.auth, bystander.auth, () =>
      act(dosen, 'ujian', course.exam.id_ujian, 'tambah-waktu', {
        menit: 3,
        alasan: 'Server lambat',
        peserta: [id],
      }),
    );
    await heardWithinASecond(
      s.auth,
      bystander.auth,
      () => api.post(`/ujian/${course.exam.id_ujian}/peserta/${id}/buka-sesi`, dosen.auth),
      'sesi_dibuka',
    );
  });

  it('answers only an exam token: none → 401, a staff token → 403', async () => {
    expect((await api.get('/kabarUjian', undefined)).status).toBe(401);
    expect((await api.get('/kabarUjian', dosen.auth)).status).toBe(403);
  });
});
