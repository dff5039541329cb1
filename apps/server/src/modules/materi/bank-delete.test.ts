import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { giveCourse, makeCourseExam, makeMateri, makeTryout } from '../../../test/exam-fixtures';
import { examApi, takeMateri, workingStudent } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { changedTables, type Snapshot, snapshotter } from '../../../test/security/snapshot';
import { API, type Staff } from '../../../test/staff-api';

/**
 * docs/decisions/0016: a materi, group or question used by an exam (tryout or course) or drawn by an
 * attempt (running or finished) is never deleted: the 409 says what uses it and not one row goes
 * (answers, results, draws: nothing by cascade). What is free to go says first what goes with it.
 */
describe('deletes that cannot destroy an exam', () => {
  let t: TestContext;
  let snapshot: () => Promise<Snapshot>;
  let owner: Staff;
  let admin: Staff;

  beforeAll(async () => {
    t = await createTestContext();
    snapshot = await snapshotter(t.db, t.dialect);
    owner = await makeStaff(t.db, 'dosen');
    admin = await makeStaff(t.db, 'admin');
  });
  afterAll(async () => t.close());

  const call = (who: Staff, method: 'GET' | 'DELETE', url: string) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who.auth });

  /** Each delete is refused with a 409 and `message` (by the owner and an admin); no table changes. */
  async function refused(url: string, message: string | RegExp, callers = [owner, admin]) {
    for (const who of callers) {
      const before = await snapshot();
      const res = await call(who, 'DELETE', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(409);
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
      expect(changedTables(before, await snapshot()), url).toEqual([]);
    }
  }

  it('a course exam with one student working and one finished: its materi, groups and questions stay', async () => {
    const { exam, materi } = await makeCourseExam(t.db);
    await giveCourse(t.db, exam.id_ujian, owner.user.id);
    const m = materi[0];
    const working = await workingStudent(t, exam.kode_ujian, '2201', 'A');
    const done = await workingStudent(t, exam.kode_ujian, '2202', 'B');
    expect((await examApi(t).submit(done.auth, exam.kode_ujian)).status).toBe(200);
    const rows = async () => ({
      answers: (await t.db.selectFrom('answers').selectAll().execute()).length,
      results: (await t.db.selectFrom('results').selectAll().execute()).length,
      draws: (await t.db.selectFrom('attempt_draws').selectAll().execute()).length,
    });
    const before = await rows();
    expect(before.answers).toBeGreaterThanOrEqual(2);
    expect(before.results).toBe(1);

    const inUse =
      'Dipakai oleh 1 ujian, 1 hasil dan 1 peserta yang sedang mengerjakan, sehingga tidak dapat dihapus. Arsipkan saja agar tidak tampil lagi di daftar; ujian dan hasilnya tetap utuh';
    await refused(`/deleteMasterMateri/${m.id}`, inUse);
    await refused(`/deleteMasterMateri?id=${m.id}`, inUse);
    const drawnGroup = m.questions.find((q) => q.id === working.id_soal)?.group_id as number;
    await refused(
      `/deleteGroupSoal/${drawnGroup}`,
      /^Dipakai oleh 1 hasil dan 1 peserta yang sedang mengerjakan/,
    );
    // the finished student's question (drawn by a finished attempt only, or both)
    const drawnByDone = done.id_soal;
    const res = await call(owner, 'DELETE', `/deletesoal/${drawnByDone}`);
    expect(res.statusCode).toBe(409);
    expect(await rows()).toEqual(before);

    // the usage route says the same before anyone tries
    const usage = (await call(owner, 'GET', `/materi/${m.id}/pemakaian`)).json().data;
    expect(usage).toMatchObject({ ujian: 1, hasil: 1, berjalan: 1, percobaan: 0, alasan: inUse });
  });

  it('a tryout materi with a finished attempt, and a materi only assigned to an exam, stay', async () => {
    const set = await makeTryout(t.db);
    const cand = await makeCandidate(t.db);
    expect((await takeMateri(t, cand.auth, set.materi[0].kode_ujian, set.byId, true)).status).toBe(200);
    await refused(
      `/deleteMasterMateri/${set.materi[0].id}`,
      'Dipakai oleh 1 ujian dan 1 hasil, sehingga tidak dapat dihapus. Arsipkan saja agar tidak tampil lagi di daftar; ujian dan hasilnya tetap utuh',
      [admin],
    );
    const group = set.materi[0].questions[0].group_id;
    await refused(
      `/deleteGroupSoal/${group}`,
      /^Dipakai oleh 1 hasil, sehingga tidak dapat dihapus\. Arsipkan saja/,
    );

    const assigned = await makeTryout(t.db);
    await refused(
      `/deleteMasterMateri/${assigned.materi[0].id}`,
      'Dipakai oleh 1 ujian, sehingga tidak dapat dihapus. Arsipkan saja agar tidak tampil lagi di daftar; ujian dan hasilnya tetap utuh',
      [admin],
    );
    // a group or question no attempt drew may still go (the bank is prepared before the exam)
    const free = assigned.materi[0].questions[0];
    expect((await call(admin, 'GET', `/soal/${free.id}/pemakaian`)).json().data).toMatchObject({
      alasan: null,
      ikut_terhapus: '1 soal',
    });
    expect((await call(admin, 'DELETE', `/deletesoal/${free.id}`)).statusCode).toBe(200);
  });

  it('an unused materi says what goes with it, then goes with its groups and questions', async () => {
    const m = await makeMateri(t.db);
    await t.db.updateTable('materi').set({ owner_id: owner.user.id }).where('id', '=', m.id).execute();
    const usage = (await call(owner, 'GET', `/materi/${m.id}/pemakaian`)).json().data;
    expect(usage).toEqual({
      ujian: 0,
      hasil: 0,
      berjalan: 0,
      percobaan: 0,
      jumlah_group: 2,
      jumlah_soal: 8,
      alasan: null,
      ikut_terhapus: '8 soal, 2 group',
    });
    const group = m.questions[0].group_id;
    expect((await call(owner, 'GET', `/groupSoal/${group}/pemakaian`)).json().data).toMatchObject({
      alasan: null,
      ikut_terhapus: '5 soal',
    });
    expect((await call(owner, 'DELETE', `/deleteMasterMateri/${m.id}`)).statusCode).toBe(200);
    const left = await t.db
      .selectFrom('questions')
      .select('id')
      .where('id_master_materi', '=', m.id)
      .execute();
    expect(left).toEqual([]);
  });
});
