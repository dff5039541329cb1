import { RESULT_MSG } from '@tryout/shared/results';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../context';
import { makeStaff } from '../factories';
import { makeCourseExam, makeResult, makeTryoutExam } from '../result-fixtures';
import { envelopeProblem } from './helpers';
import { changedTables, type Snapshot, snapshotter } from './snapshot';

const API = '/tryout/api';
type Staff = Awaited<ReturnType<typeof makeStaff>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Design §4: a course belongs to its lecturer. Two lecturers and an admin against every course,
 * course-exam and course-result route: the other lecturer is refused with a 403 and an Indonesian
 * message and nothing changes; the course's lecturer and the admin succeed.
 */
describe('course ownership: two lecturers and an admin against every course, exam and result route', () => {
  let t: TestContext;
  let snapshot: () => Promise<Snapshot>;
  let owner: Staff;
  let other: Staff;
  let admin: Staff;
  let materiId: number;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestContext();
    snapshot = await snapshotter(t.db, t.dialect);
    owner = await makeStaff(t.db, 'dosen');
    other = await makeStaff(t.db, 'dosen');
    admin = await makeStaff(t.db, 'admin');
    materiId = (await makeTryoutExam(t.db, 1)).materi[0].id;
  });
  afterAll(async () => t.close());

  const call = (who: Staff, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

  /** A course of `lecturer` with a mixed exam and one graded-later course-exam result. */
  async function courseOf(lecturer: Staff) {
    const { course, exam } = await makeCourseExam(t.db, lecturer.user.id, 'PG Dan Essay');
    const result = await makeResult(t.db, {
      id_ujian: exam.id_ujian,
      type_soal: 'PG Dan Essay',
      nilai_pg: 60,
    });
    return { course, exam, result };
  }

  const courseBody = (c: { nama_matkul: string }, id_dosen: number, kelas = 'B') => ({
    nama_matkul: c.nama_matkul,
    id_dosen,
    kelas,
    prodi: 'Teknik Informatika',
  });

  const examBody = (id_matkul: number, kode_ujian: string, pass_ujian = 'diambil-alih') => ({
    id_matkul,
    kode_ujian,
    nama_ujian: 'UTS Diubah',
    master_materi: 'Matkul',
    type_soal: 'PG Dan Essay',
    type_ujian: 'UTS',
    jumlah_soal_PG: 10,
    jumlah_soal_essay: 2,
    waktu_ujian: 60,
    pass_ujian,
    mulai: '2030-01-01 8:00:00',
    selesai: '2030-01-01 10:00:00',
  });

  /** Sends a request that must be refused: 403, the given Indonesian message, nothing changed. */
  async function refused(who: Staff, method: Method, url: string, message: string, payload?: object) {
    const before = await snapshot();
    const res = await call(who, method, url, payload);
    const what = `${method} ${url}`;
    // soft: one run names every route that lets the caller through
    expect.soft(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(403);
    expect.soft(envelopeProblem(403, res.headers['content-type'], res.body), what).toBeNull();
    const json = String(res.headers['content-type']).includes('json');
    expect.soft(json ? res.json().message : res.headers['content-type'], what).toBe(message);
    expect.soft(changedTables(before, await snapshot()), what).toEqual([]);
  }

  async function succeeds(who: Staff, method: Method, url: string, payload?: object) {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res;
  }

  it("refuses another lecturer every course, course-exam and course-result route of someone's course", async () => {
    const { course, exam, result } = await courseOf(owner);
    const own = await courseOf(other);
    const c = `/editMatkul/${course.id_matkul}`;
    // the course: taking it over, editing it, deleting it, making one for its lecturer
    await refused(other, 'PUT', c, STAFF_MSG.matkulNotYours, courseBody(course, other.user.id));
    await refused(other, 'PUT', c, STAFF_MSG.matkulNotYours, courseBody(course, owner.user.id));
    await refused(other, 'DELETE', `/deleteMatkul/${course.id_matkul}`, STAFF_MSG.matkulNotYours);
    await refused(other, 'POST', '/matkul', STAFF_MSG.matkulOwnOnly, courseBody(course, owner.user.id));
    // its exams: adding one, changing one (its password), moving one in, its materi, deleting one
    const e = exam.id_ujian;
    await refused(
      other,
      'POST',
      '/ujian',
      STAFF_MSG.examNotYours,
      examBody(course.id_matkul, `NEW-${++seq}`),
    );
    await refused(other, 'PUT', `/updateujian/${e}`, STAFF_MSG.examNotYours, {
      ...examBody(course.id_matkul, exam.kode_ujian),
    });
    await refused(other, 'PUT', `/updateujian/${e}`, STAFF_MSG.examNotYours, {
      ...examBody(own.course.id_matkul, exam.kode_ujian),
    });
    await refused(
      other,
      'PUT',
      `/updateujian/${own.exam.id_ujian}`,
      STAFF_MSG.examNotYours,
      examBody(course.id_matkul, own.exam.kode_ujian),
    );
    await refused(other, 'POST', '/addMateri', STAFF_MSG.examNotYours, {
      id_ujian: e,
      master_materi: [materiId],
    });
    await refused(other, 'DELETE', `/deleteujian/${e}`, STAFF_MSG.examNotYours);
    // its results: reading, exports, grading, deleting
    await refused(other, 'POST', '/hasilujian', RESULT_MSG.notYourExam, { id_ujian: e });
    await refused(other, 'GET', `/pdfhasilujian/${e}`, RESULT_MSG.notYourExam);
    await refused(other, 'GET', `/hasilujian/${e}/excel`, RESULT_MSG.notYourExam);
    await refused(other, 'GET', `/nilaiujianmahasiswa/${e}/excel`, RESULT_MSG.notYourExam);
    await refused(other, 'PUT', `/edithasilujian/${result.id_hasil}`, RESULT_MSG.notYourExam, {
      alasan: 'Koreksi nilai',
      nilai_essay: 100,
    });
    await refused(other, 'DELETE', `/deletehasilujian/${result.id_hasil}`, RESULT_MSG.notYourExam, {
      alasan: 'Hasil ganda',
    });
  });

  it('refuses the lecturer of a course to give it (or a new one) to another lecturer', async () => {
    const { course } = await courseOf(owner);
    await refused(
      owner,
      'PUT',
      `/editMatkul/${course.id_matkul}`,
      STAFF_MSG.matkulReassignAdminOnly,
      courseBody(course, other.user.id),
    );
    await refused(owner, 'POST', '/matkul', STAFF_MSG.matkulOwnOnly, courseBody(course, other.user.id));
  });

  it('shows the exam password only to the course lecturer and admins', async () => {
    const { exam } = await courseOf(owner);
    const own = await courseOf(other);
    const tryout = await makeTryoutExam(t.db, 1);
    await t.db
      .updateTable('exams')
      .set({ pass_ujian: 'tryout-bersama' })
      .where('id_ujian', '=', tryout.exam.id_ujian)
      .execute();
    const passwords = async (who: Staff) => {
      const list = (await succeeds(who, 'GET', '/getDataUjian')).json().data as {
        id_ujian: number;
        pass_ujian: string | null;
      }[];
      const pass = (id: number) => list.find((x) => x.id_ujian === id)?.pass_ujian;
      const detail = async (id: number) =>
        (await succeeds(who, 'GET', `/getDetailUjian/${id}`)).json().data.pass_ujian;
      return {
        list: [pass(exam.id_ujian), pass(own.exam.id_ujian), pass(tryout.exam.id_ujian)],
        detail: [await detail(exam.id_ujian), await detail(own.exam.id_ujian)],
      };
    };
    expect(await passwords(other)).toEqual({
      list: [null, 'rahasia', 'tryout-bersama'],
      detail: [null, 'rahasia'],
    });
    expect(await passwords(owner)).toEqual({
      list: ['rahasia', null, 'tryout-bersama'],
      detail: ['rahasia', null],
    });
    expect(await passwords(admin)).toEqual({
      list: ['rahasia', 'rahasia', 'tryout-bersama'],
      detail: ['rahasia', 'rahasia'],
    });
    // the course-exam result list of a lecturer holds only their own courses' exams
    const ids = async (who: Staff) =>
      ((await succeeds(who, 'GET', '/hasilujiandosen')).json().data as { id_ujian: number }[]).map(
        (x) => x.id_ujian,
      );
    expect(await ids(other)).toContain(own.exam.id_ujian);
    expect(await ids(other)).not.toContain(exam.id_ujian);
    expect(await ids(admin)).toEqual(expect.arrayContaining([exam.id_ujian, own.exam.id_ujian]));
  });

  it.each(['owner', 'admin'] as const)('lets the %s do everything with the course', async (role) => {
    const who = role === 'owner' ? owner : admin;
    const { course, exam, result } = await courseOf(owner);
    const e = exam.id_ujian;
    // a new course of the owner, and (admin) handing this one to another lecturer
    const made = await succeeds(who, 'POST', '/matkul', courseBody(course, owner.user.id));
    expect(made.json().data.id_dosen).toBe(owner.user.id);
    const lecturer = role === 'admin' ? other.user.id : owner.user.id;
    const edited = await succeeds(
      who,
      'PUT',
      `/editMatkul/${course.id_matkul}`,
      courseBody(course, lecturer, 'C'),
    );
    expect(edited.json().data).toMatchObject({ id_dosen: lecturer, kelas: 'C' });
    // its exams and results
    const added = await succeeds(who, 'POST', '/ujian', examBody(course.id_matkul, `ADD-${++seq}`));
    expect(added.json().data).toMatchObject({ id_matkul: course.id_matkul, pass_ujian: 'diambil-alih' });
    const updated = await succeeds(
      who,
      'PUT',
      `/updateujian/${e}`,
      examBody(course.id_matkul, exam.kode_ujian, 'baru'),
    );
    expect(updated.json().data.pass_ujian).toBe('baru');
    const list = await succeeds(who, 'POST', '/hasilujian', { id_ujian: e });
    expect(list.json().data.hasil.map((r: { id_hasil: number }) => r.id_hasil)).toEqual([result.id_hasil]);
    expect((await succeeds(who, 'GET', `/pdfhasilujian/${e}`)).headers['content-type']).toContain('pdf');
    await succeeds(who, 'GET', `/hasilujian/${e}/excel`);
    await succeeds(who, 'GET', `/nilaiujianmahasiswa/${e}/excel`);
    const graded = await succeeds(who, 'PUT', `/edithasilujian/${result.id_hasil}`, {
      alasan: 'Koreksi nilai',
      nilai_essay: 80,
    });
    expect(graded.json().data).toMatchObject({ nilai_essay: 80, nilai_akhir: 70 });
    await succeeds(who, 'DELETE', `/deletehasilujian/${result.id_hasil}`, { alasan: 'Hasil ganda' });
    await succeeds(who, 'POST', '/addMateri', { id_ujian: e, master_materi: [materiId] });
    await succeeds(who, 'DELETE', `/deleteujian/${e}`);
    await succeeds(who, 'DELETE', `/deleteujian/${added.json().data.id_ujian}`);
    await succeeds(who, 'DELETE', `/deleteMatkul/${course.id_matkul}`);
    expect(
      await t.db
        .selectFrom('courses')
        .select('id_matkul')
        .where('id_matkul', '=', course.id_matkul)
        .execute(),
    ).toEqual([]);
  });

  it("keeps tryout exams' results shared by all staff; the exam itself is the admins' to change", async () => {
    const tryout = await makeTryoutExam(t.db, 1);
    const r = await makeResult(t.db, { id_ujian: tryout.exam.id_ujian, type_soal: 'PG', nilai_pg: 40 });
    const e = tryout.exam.id_ujian;
    const list = await succeeds(other, 'POST', '/hasilujian', { id_ujian: e });
    expect(list.json().data.hasil.map((x: { id_hasil: number }) => x.id_hasil)).toEqual([r.id_hasil]);
    await succeeds(other, 'GET', `/hasilujian/${e}/excel`);
    await refused(other, 'PUT', `/updateujian/${e}`, STAFF_MSG.tryoutAdminOnly, {
      nama_ujian: 'Milik Dosen',
    });
    await succeeds(admin, 'PUT', `/updateujian/${e}`, {
      kode_ujian: tryout.exam.kode_ujian,
      nama_ujian: 'Tryout Bersama',
      master_materi: 'Tryout PMB',
      type_soal: 'PG',
      jumlah_soal_PG: 10,
      waktu_ujian: 60,
    });
    await succeeds(other, 'DELETE', `/deletehasilujian/${r.id_hasil}`, { alasan: 'Hasil ganda' });
  });
});
