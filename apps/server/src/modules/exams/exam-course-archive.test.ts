import { ARCHIVE_MSG } from '@tryout/shared/archive';
import { BANK_MSG } from '@tryout/shared/bank-access';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { giveCourse, makeCourseExam, makeMateri, makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf, workingStudent } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { changedTables, type Snapshot, snapshotter } from '../../../test/security/snapshot';
import { auditsOf, type Staff, staffCalls } from '../../../test/staff-api';

/**
 * The archive of exams and courses (docs/decisions/0016): an exam with results or a course with
 * exams is not deleted but archived — by whoever may edit it (a course exam's lecturer, a course's
 * lecturer; a tryout exam admins only), audited; staff lists leave archived rows out unless
 * ?arsip=1; an archived exam starts no new attempt while one running goes on and its results stay;
 * an archived course takes no new exam. A tryout-bank materi is archived by admins only.
 */
describe('the exam and course archive', () => {
  let t: TestContext;
  let snapshot: () => Promise<Snapshot>;
  let owner: Staff;
  let other: Staff;
  let admin: Staff;

  beforeAll(async () => {
    t = await createTestContext();
    snapshot = await snapshotter(t.db, t.dialect);
    owner = await makeStaff(t.db, 'dosen');
    other = await makeStaff(t.db, 'dosen');
    admin = await makeStaff(t.db, 'admin');
  });
  afterAll(async () => t.close());

  const { call, data } = staffCalls(() => t);
  const examIds = async (who: Staff, query = '') =>
    ((await data(who, 'GET', `/getDataUjian${query}`)) as { id_ujian: number }[]).map((e) => e.id_ujian);
  const courseIds = async (who: Staff, url: string) =>
    ((await data(who, 'GET', url)) as { id_matkul: number }[]).map((c) => c.id_matkul);
  const audits = (entity: string, id: number) => auditsOf(t, entity, id);
  const examRow = (id: number) =>
    t.db.selectFrom('exams').selectAll().where('id_ujian', '=', id).executeTakeFirstOrThrow();
  const courseRow = (id: number) =>
    t.db.selectFrom('courses').selectAll().where('id_matkul', '=', id).executeTakeFirstOrThrow();

  /** A course exam of the owner's course with a student working on it and one who handed in. */
  async function courseExamWithHistory() {
    const { exam, materi } = await makeCourseExam(t.db);
    const course = await giveCourse(t.db, exam.id_ujian, owner.user.id);
    const working = await workingStudent(t, exam.kode_ujian, `41${exam.id_ujian}1`, 'A');
    const done = await workingStudent(t, exam.kode_ujian, `41${exam.id_ujian}2`, 'B');
    expect((await examApi(t).submit(done.auth, exam.kode_ujian)).status).toBe(200);
    return { exam, course, materi, working };
  }

  it('a course exam with results: the delete points to the archive; its lecturer archives and restores it, audited', async () => {
    const { exam } = await courseExamWithHistory();
    const del = await call(owner, 'DELETE', `/deleteujian/${exam.id_ujian}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      `Dipakai oleh 1 hasil, sehingga tidak dapat dihapus. ${ARCHIVE_MSG.archiveInstead}`,
    );

    const res = await call(owner, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ARCHIVE_MSG.examArchived);
    expect(res.json().data).toMatchObject({ id_ujian: exam.id_ujian, boleh_arsip: true, jumlah_hasil: 1 });
    const at = res.json().data.diarsipkan_pada;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);

    // left out of the staff list unless ?arsip=1, where it is marked
    for (const who of [owner, admin, other]) {
      expect(await examIds(who)).not.toContain(exam.id_ujian);
      expect(await examIds(who, '?arsip=0')).not.toContain(exam.id_ujian);
    }
    const all = await data(owner, 'GET', '/getDataUjian?arsip=1');
    expect(all.find((e: { id_ujian: number }) => e.id_ujian === exam.id_ujian)).toMatchObject({
      diarsipkan_pada: at,
    });
    // the list's other filters still apply with the archive
    expect(await examIds(owner, '?arsip=1&kategori=tryout')).not.toContain(exam.id_ujian);
    expect(await examIds(owner, '?arsip=1&kategori=matkul')).toContain(exam.id_ujian);
    // still read by its id
    expect((await data(owner, 'GET', `/getDetailUjian/${exam.id_ujian}`)).diarsipkan_pada).toBe(at);

    // twice: nothing changes, one entry
    await data(owner, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: true });
    expect(await audits('ujian', exam.id_ujian)).toEqual([
      {
        action: 'arsipkan',
        actor: owner.user.nidn,
        old_value: '{"diarsipkan":false}',
        new_value: '{"diarsipkan":true}',
      },
    ]);
    // the lecturer's audit log shows it, named
    const log = await data(owner, 'GET', '/audit-log?action=arsipkan');
    expect(log.rows.map((r: { objek: string }) => r.objek)).toContain(`Ujian ${exam.nama_ujian}`);

    const back = await call(owner, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: false });
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe(ARCHIVE_MSG.restored);
    expect(back.json().data.diarsipkan_pada).toBeNull();
    expect(await examIds(owner)).toContain(exam.id_ujian);
    expect((await audits('ujian', exam.id_ujian)).map((a) => a.action)).toEqual(['arsipkan', 'pulihkan']);
  });

  it('another lecturer is refused (403) and changes nothing; an admin archives any exam', async () => {
    const { exam } = await makeCourseExam(t.db);
    await giveCourse(t.db, exam.id_ujian, owner.user.id);
    const listed = (await data(other, 'GET', '/getDataUjian')).find(
      (e: { id_ujian: number }) => e.id_ujian === exam.id_ujian,
    );
    expect(listed.boleh_arsip).toBe(false);
    for (const arsip of [true, false]) {
      const before = await snapshot();
      const res = await call(other, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(STAFF_MSG.examNotYours);
      expect(changedTables(before, await snapshot())).toEqual([]);
    }
    expect(
      (await data(admin, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: true })).diarsipkan_pada,
    ).not.toBeNull();
    expect((await audits('ujian', exam.id_ujian)).map((a) => [a.action, a.actor])).toEqual([
      ['arsipkan', admin.user.nidn],
    ]);
  });

  it('a tryout exam: admins only — a lecturer (even its creator) reads it but is refused', async () => {
    const { exam } = await makeTryout(t.db);
    await t.db
      .updateTable('exams')
      .set({ created_by: owner.user.id })
      .where('id_ujian', '=', exam.id_ujian)
      .execute();
    for (const who of [owner, other]) {
      const row = (await data(who, 'GET', '/getDataUjian')).find(
        (e: { id_ujian: number }) => e.id_ujian === exam.id_ujian,
      );
      expect(row.boleh_arsip).toBe(false);
      const before = await snapshot();
      const res = await call(who, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ARCHIVE_MSG.tryoutExamAdminOnly);
      expect(changedTables(before, await snapshot())).toEqual([]);
    }
    const row = (await data(admin, 'GET', '/getDataUjian')).find(
      (e: { id_ujian: number }) => e.id_ujian === exam.id_ujian,
    );
    expect(row.boleh_arsip).toBe(true);
    await data(admin, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: true });
    await data(admin, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: false });
  });

  it('an archived course exam: no new attempt; the running one saves and submits; results, analysis and monitor stay', async () => {
    const { exam, working } = await courseExamWithHistory();
    await data(owner, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: true });
    const api = examApi(t);

    // a student who had not started: logs in (the page may show the exam) but cannot start
    const login = await api.loginStudent(exam.kode_ujian, `41${exam.id_ujian}3`);
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.body.data.api_token}` };
    const start = await api.post('/soalUjianPg', auth, { kode_ujian: exam.kode_ujian, mulai: true });
    expect(start.status).toBe(400);
    expect(start.body.message).toBe(EXAM_REFUSAL_MSG.examArchived);
    expect(
      await t.db.selectFrom('attempts').select('id').where('id_ujian', '=', exam.id_ujian).execute(),
    ).toHaveLength(2);

    // the running student reloads, saves and hands in as before
    const again = await api.sheet(working.auth, exam.kode_ujian);
    expect(questionsOf(again).map((q) => q.id_soal)).toEqual(
      questionsOf(working.sheet).map((q) => q.id_soal),
    );
    expect((await api.save(working.auth, exam.kode_ujian, working.id_soal, 'C')).status).toBe(200);
    const submitted = await api.submit(working.auth, exam.kode_ujian);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    // both results, their answers, the item analysis and the monitor's history still read it
    const results = await t.db
      .selectFrom('results')
      .select('id_hasil')
      .where('id_ujian', '=', exam.id_ujian)
      .orderBy('id_hasil')
      .execute();
    expect(results).toHaveLength(2);
    for (const r of results) await data(owner, 'GET', `/hasilujian/${r.id_hasil}/jawaban`);
    const analysis = await data(owner, 'GET', `/analisis-butir/ujian/${exam.id_ujian}`);
    expect(JSON.stringify(analysis)).toContain('"');
    const monitor = await data(owner, 'GET', `/monitor/ujian/${exam.id_ujian}`);
    expect(JSON.stringify(monitor)).toContain(`41${exam.id_ujian}1`);
  });

  it('an archived tryout exam: a candidate cannot start its materi; one already running submits', async () => {
    const { exam, materi } = await makeTryout(t.db, [{ deskripsi: 'Arsip A' }, { deskripsi: 'Arsip B' }]);
    const api = examApi(t);
    const running = await makeCandidate(t.db);
    const sheet = await api.sheet(running.auth, materi[0].kode_ujian);
    const q = questionsOf(sheet).find((x) => x.type_soal === 'PG');
    if (!q) throw new Error('no PG question');

    await data(admin, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: true });

    const fresh = await makeCandidate(t.db);
    for (const m of materi) {
      const res = await api.post('/soalUjianPg', fresh.auth, { kode_ujian: m.kode_ujian, mulai: true });
      expect(res.status, m.kode_ujian).toBe(400);
      expect(res.body.message).toBe(EXAM_REFUSAL_MSG.examArchived);
    }
    // the running candidate: another materi of it is refused, the running one goes on
    const second = await api.post('/soalUjianPg', running.auth, {
      kode_ujian: materi[1].kode_ujian,
      mulai: true,
    });
    expect(second.status).not.toBe(200);
    expect((await api.save(running.auth, materi[0].kode_ujian, q.id_soal, 'A')).status).toBe(200);
    const submitted = await api.submit(running.auth, materi[0].kode_ujian);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const result = await t.db
      .selectFrom('results')
      .select('id_hasil')
      .where('id_ujian', '=', exam.id_ujian)
      .executeTakeFirstOrThrow();
    await data(admin, 'GET', `/hasilujian/${result.id_hasil}/jawaban`);

    // restored: the fresh candidate starts
    await data(admin, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: false });
    expect(questionsOf(await api.sheet(fresh.auth, materi[0].kode_ujian)).length).toBeGreaterThan(0);
  });

  it('a course: the delete points to the archive; its lecturer archives it, another lecturer is refused, lists and pickers leave it out', async () => {
    const { exam, course } = await courseExamWithHistory();
    const del = await call(owner, 'DELETE', `/deleteMatkul/${course}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      `Dipakai oleh 1 ujian, sehingga tidak dapat dihapus. ${ARCHIVE_MSG.archiveInstead}`,
    );

    for (const arsip of [true, false]) {
      const before = await snapshot();
      const res = await call(other, 'PUT', `/matkul/${course}/arsip`, { arsip });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(STAFF_MSG.matkulNotYours);
      expect(changedTables(before, await snapshot())).toEqual([]);
    }

    const res = await call(owner, 'PUT', `/matkul/${course}/arsip`, { arsip: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ARCHIVE_MSG.courseArchived);
    const at = res.json().data.diarsipkan_pada;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await audits('matkul', course)).toEqual([
      {
        action: 'arsipkan',
        actor: owner.user.nidn,
        old_value: '{"diarsipkan":false}',
        new_value: '{"diarsipkan":true}',
      },
    ]);

    for (const url of ['/matkul', '/matkul_dosen']) {
      expect(await courseIds(owner, url), url).not.toContain(course);
      const shown = await data(owner, 'GET', `${url}?arsip=1`);
      expect(
        shown.find((c: { id_matkul: number }) => c.id_matkul === course),
        url,
      ).toMatchObject({
        diarsipkan_pada: at,
      });
    }
    expect(await courseIds(admin, '/matkul')).not.toContain(course);
    // its exam is not archived with it: listed, and editable on its course
    expect(await examIds(owner)).toContain(exam.id_ujian);
    const edit = await call(owner, 'PUT', `/updateujian/${exam.id_ujian}`, {
      nama_ujian: 'UTS Algoritma (ubah)',
    });
    expect(edit.statusCode, edit.body).toBe(200);

    // an admin restores it
    expect(
      (await data(admin, 'PUT', `/matkul/${course}/arsip`, { arsip: false })).diarsipkan_pada,
    ).toBeNull();
    expect(await courseIds(owner, '/matkul')).toContain(course);
  });

  it('an archived course takes no new exam (400, Indonesian) and no exam moves onto it', async () => {
    const { exam, course } = await courseExamWithHistory();
    const { exam: elsewhere } = await makeCourseExam(t.db);
    await giveCourse(t.db, elsewhere.id_ujian, owner.user.id);
    const materi = await makeMateri(t.db);
    await data(owner, 'PUT', `/matkul/${course}/arsip`, { arsip: true });
    const body = {
      id_matkul: course,
      kode_ujian: `ARS-${course}`,
      nama_ujian: 'Kuis',
      master_materi: 'M',
      type_ujian: 'QUIZ',
      jumlah_soal_PG: 2,
      waktu_ujian: 30,
      pass_ujian: 'p',
      mulai: '2027-01-04 8:00:00',
      selesai: '2027-01-04 9:00:00',
      materi: [materi.id],
    };
    for (const who of [owner, admin]) {
      const before = await snapshot();
      const res = await call(who, 'POST', '/ujian', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(ARCHIVE_MSG.courseArchivedPick);
      expect(res.json().errors).toEqual({ id_matkul: ARCHIVE_MSG.courseArchivedPick });
      expect(changedTables(before, await snapshot())).toEqual([]);
    }
    const move = await call(owner, 'PUT', `/updateujian/${elsewhere.id_ujian}`, { id_matkul: course });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe(ARCHIVE_MSG.courseArchivedPick);
    // the exam already on it keeps it
    expect(
      (await call(owner, 'PUT', `/updateujian/${exam.id_ujian}`, { id_matkul: course })).statusCode,
    ).toBe(200);
    // restored: the same exam is made
    await data(owner, 'PUT', `/matkul/${course}/arsip`, { arsip: false });
    expect((await call(owner, 'POST', '/ujian', body)).statusCode).toBe(200);
  });

  it('an archive PUT changes only archived_at of its exam or course row', async () => {
    const { exam, course } = await courseExamWithHistory();
    const before = { exam: await examRow(exam.id_ujian), course: await courseRow(course) };
    await data(owner, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: true });
    await data(owner, 'PUT', `/matkul/${course}/arsip`, { arsip: true });
    const archived = { exam: await examRow(exam.id_ujian), course: await courseRow(course) };
    for (const k of ['exam', 'course'] as const) {
      expect(archived[k].archived_at, k).not.toBeNull();
      expect(before[k].archived_at, k).toBeNull();
      expect({ ...archived[k], archived_at: null }, k).toEqual(before[k]);
    }
    await data(owner, 'PUT', `/ujian/${exam.id_ujian}/arsip`, { arsip: false });
    await data(owner, 'PUT', `/matkul/${course}/arsip`, { arsip: false });
    expect({ exam: await examRow(exam.id_ujian), course: await courseRow(course) }).toEqual(before);
  });

  it('a tryout-bank materi: a lecturer may write it (the setting) but not archive it; read-only lecturers are refused too; admins archive', async () => {
    const m = await makeMateri(t.db);
    const mine = (who: Staff) =>
      data(who, 'GET', '/getMasterMateri').then((rows: { id: number }[]) => rows.find((r) => r.id === m.id));
    expect(await mine(owner)).toMatchObject({ boleh_ubah: true, boleh_arsip: false, pemilik: null });
    for (const arsip of [true, false]) {
      const before = await snapshot();
      const res = await call(owner, 'PUT', `/materi/${m.id}/arsip`, { arsip });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ARCHIVE_MSG.tryoutMateriAdminOnly);
      expect(changedTables(before, await snapshot())).toEqual([]);
    }
    // with the setting off the lecturer only reads the tryout bank: the read-only reason
    await data(admin, 'PUT', '/pengaturanBankSoal', { dosen_ubah_bank_tryout: false });
    try {
      expect(await mine(owner)).toMatchObject({ boleh_ubah: false, boleh_arsip: false });
      const res = await call(owner, 'PUT', `/materi/${m.id}/arsip`, { arsip: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(BANK_MSG.tryoutReadOnly);
    } finally {
      await data(admin, 'PUT', '/pengaturanBankSoal', { dosen_ubah_bank_tryout: true });
    }
    expect(await mine(admin)).toMatchObject({ boleh_arsip: true });
    await data(admin, 'PUT', `/materi/${m.id}/arsip`, { arsip: true });
    expect(await mine(owner)).toBeUndefined();
  });

  it('refuses a bad body or filter with an Indonesian 400 and a missing exam or course with 404', async () => {
    const { exam } = await makeCourseExam(t.db);
    const course = await giveCourse(t.db, exam.id_ujian, owner.user.id);
    for (const url of [`/ujian/${exam.id_ujian}/arsip`, `/matkul/${course}/arsip`])
      for (const body of [{}, { arsip: 'ya' }, { arsip: 1 }]) {
        const res = await call(owner, 'PUT', url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().message).toBe(ARCHIVE_MSG.archiveFlagInvalid);
      }
    for (const url of ['/getDataUjian?arsip=semua', '/matkul?arsip=2', '/matkul_dosen?arsip=ya']) {
      const res = await call(owner, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(ARCHIVE_MSG.archiveFlagInvalid);
    }
    for (const url of ['/ujian/999999/arsip', '/matkul/999999/arsip']) {
      const res = await call(admin, 'PUT', url, { arsip: true });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
