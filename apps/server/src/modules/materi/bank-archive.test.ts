import { BANK_MSG } from '@tryout/shared/bank-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { giveCourse, makeCourseExam, makeMateri } from '../../../test/exam-fixtures';
import { examApi, questionsOf, workingStudent } from '../../../test/exam-helpers';
import { makeStaff } from '../../../test/factories';
import { changedTables, type Snapshot, snapshotter } from '../../../test/security/snapshot';
import { auditsOf, type Staff, staffCalls } from '../../../test/staff-api';

/**
 * docs/decisions/0016, the archive: a materi, group or question with history cannot be deleted, so staff
 * archive it instead. 'Arsipkan' / 'Pulihkan' by whoever may edit it (admins: all), audited; the
 * bank's lists leave archived rows out unless ?arsip=1; exams, attempts and results go on as before.
 */
describe('the bank archive', () => {
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
  const ids = (rows: { id?: number; id_soalPG?: number }[]) => rows.map((r) => r.id ?? r.id_soalPG);
  const audits = (entity: string, id: number) => auditsOf(t, entity, id);

  /** A materi the owner owns (a course exam of theirs uses it), with a working and a finished student. */
  async function examWithHistory() {
    const { exam, materi } = await makeCourseExam(t.db);
    await giveCourse(t.db, exam.id_ujian, owner.user.id);
    const working = await workingStudent(t, exam.kode_ujian, `31${exam.id_ujian}1`, 'A');
    const done = await workingStudent(t, exam.kode_ujian, `31${exam.id_ujian}2`, 'B');
    expect((await examApi(t).submit(done.auth, exam.kode_ujian)).status).toBe(200);
    return { exam, m: materi[0], working };
  }

  it('a used materi: the delete points to the archive; the owner archives and restores it, audited', async () => {
    const { m } = await examWithHistory();
    const del = await call(owner, 'DELETE', `/deleteMasterMateri/${m.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(
      /^Dipakai oleh 1 ujian, 1 hasil dan 1 peserta yang sedang mengerjakan, sehingga tidak dapat dihapus\. Arsipkan saja/,
    );

    const res = await call(owner, 'PUT', `/materi/${m.id}/arsip`, { arsip: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Materi diarsipkan');
    expect(res.json().data).toMatchObject({ id: m.id, boleh_ubah: true });
    expect(Date.parse(res.json().data.diarsipkan_pada)).toBeGreaterThan(Date.now() - 60_000);

    // hidden from the list (the bank page and the exam form's picker) unless ?arsip=1
    expect(ids(await data(owner, 'GET', '/getMasterMateri'))).not.toContain(m.id);
    expect(ids(await data(owner, 'GET', '/getMasterMateri?arsip=0'))).not.toContain(m.id);
    const all = await data(owner, 'GET', '/getMasterMateri?arsip=1');
    expect(all.find((r: { id: number }) => r.id === m.id)).toMatchObject({
      diarsipkan_pada: res.json().data.diarsipkan_pada,
    });
    // still readable by id (its groups, its questions): nothing of it is gone
    expect((await data(owner, 'POST', '/getDetailMasterMateri', { id: m.id })).jumlah_soal).toBe(
      m.questions.length,
    );
    expect((await data(owner, 'GET', `/groupSoal/${m.id}`)).length).toBe(2);

    // archiving twice changes nothing and logs once
    await data(owner, 'PUT', `/materi/${m.id}/arsip`, { arsip: true });
    expect(await audits('materi', m.id)).toEqual([
      {
        action: 'arsipkan',
        actor: owner.user.nidn,
        old_value: '{"diarsipkan":false}',
        new_value: '{"diarsipkan":true}',
      },
    ]);

    const back = await call(owner, 'PUT', `/materi/${m.id}/arsip`, { arsip: false });
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe(BANK_MSG.restored);
    expect(back.json().data.diarsipkan_pada).toBeNull();
    expect(ids(await data(owner, 'GET', '/getMasterMateri'))).toContain(m.id);
    expect((await audits('materi', m.id)).map((a) => a.action)).toEqual(['arsipkan', 'pulihkan']);
  });

  it('an archived materi is still served to a running attempt, starts new ones, and its results stay', async () => {
    const { exam, m, working } = await examWithHistory();
    await data(owner, 'PUT', `/materi/${m.id}/arsip`, { arsip: true });
    // a group and a question of it archived too
    const group = m.questions[0].group_id;
    await data(owner, 'PUT', `/groupSoal/${group}/arsip`, { arsip: true });
    await data(owner, 'PUT', `/soal/${working.id_soal}/arsip`, { arsip: true });

    const api = examApi(t);
    // the running student reloads the page: the same questions, the answer kept, saves and finishes
    const again = await api.sheet(working.auth, exam.kode_ujian);
    expect(questionsOf(again).map((q) => q.id_soal)).toEqual(
      questionsOf(working.sheet).map((q) => q.id_soal),
    );
    expect((await api.save(working.auth, exam.kode_ujian, working.id_soal, 'C')).status).toBe(200);
    const submitted = await api.submit(working.auth, exam.kode_ujian);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    // a student who had not started yet still gets the exam's questions
    const late = await workingStudent(t, exam.kode_ujian, `31${exam.id_ujian}3`, 'A');
    expect(questionsOf(late.sheet).length).toBe(questionsOf(working.sheet).length);

    // every result of the exam: its answers, line by line, with the archived question in them
    const results = await t.db
      .selectFrom('results')
      .select('id_hasil')
      .where('id_ujian', '=', exam.id_ujian)
      .orderBy('id_hasil')
      .execute();
    expect(results.length).toBe(2);
    for (const r of results) {
      const detail = await data(owner, 'GET', `/hasilujian/${r.id_hasil}/jawaban`);
      expect(JSON.stringify(detail)).toContain(`Soal`);
    }
    const mine = await data(owner, 'GET', `/hasilujian/${results[1].id_hasil}/jawaban`);
    expect(JSON.stringify(mine)).toContain(String(working.id_soal));
  });

  it('groups and questions: hidden from the lists by default, shown marked with ?arsip=1', async () => {
    const m = await makeMateri(t.db);
    await t.db.updateTable('materi').set({ owner_id: owner.user.id }).where('id', '=', m.id).execute();
    const [g1, g2] = [...new Set(m.questions.map((q) => q.group_id))];
    const q = m.questions.find((x) => x.group_id === g2) as { id: number };

    const g = await call(owner, 'PUT', `/groupSoal/${g1}/arsip`, { arsip: true });
    expect(g.statusCode).toBe(200);
    expect(g.json().message).toBe('Group soal diarsipkan');
    expect(g.json().data).toMatchObject({ id: g1, diarsipkan_pada: expect.any(String) });
    const s = await call(owner, 'PUT', `/soal/${q.id}/arsip`, { arsip: true });
    expect(s.statusCode).toBe(200);
    expect(s.json().message).toBe('Soal diarsipkan');
    expect(s.json().data).toMatchObject({ id_soalPG: q.id, diarsipkan_pada: expect.any(String) });

    expect(ids(await data(owner, 'GET', `/groupSoal/${m.id}`))).toEqual([g2]);
    const withArchive = await data(owner, 'GET', `/groupSoal/${m.id}?arsip=1`);
    expect(ids(withArchive)).toEqual([g1, g2]);
    expect(withArchive[0].diarsipkan_pada).not.toBeNull();
    expect(withArchive[1].diarsipkan_pada).toBeNull();

    const inG2 = m.questions.filter((x) => x.group_id === g2).map((x) => x.id);
    for (const url of ['/listSoalPG', `/listSoalPG/${g2}`]) {
      const listed = ids(await data(owner, 'POST', url, { group_soal: g2 }));
      expect(listed, url).toEqual(inG2.filter((id) => id !== q.id));
      const shown = await data(owner, 'POST', `${url}?arsip=1`, { group_soal: g2 });
      expect(ids(shown), url).toEqual(inG2);
      expect(shown.find((x: { id_soalPG: number }) => x.id_soalPG === q.id).diarsipkan_pada).not.toBeNull();
    }
    expect(ids((await data(owner, 'POST', '/getAllSoal', { group_soal: g2 })).questions)).not.toContain(q.id);
    expect(ids((await data(owner, 'POST', '/getAllSoal?arsip=1', { group_soal: g2 })).questions)).toContain(
      q.id,
    );
    // the question itself still opens
    expect((await data(owner, 'GET', `/detailSoal/${q.id}`)).diarsipkan_pada).not.toBeNull();

    // restored: back in the lists; audited per object
    await data(owner, 'PUT', `/groupSoal/${g1}/arsip`, { arsip: false });
    await data(owner, 'PUT', `/soal/${q.id}/arsip`, { arsip: false });
    expect(ids(await data(owner, 'GET', `/groupSoal/${m.id}`))).toEqual([g1, g2]);
    expect(ids(await data(owner, 'POST', '/listSoalPG', { group_soal: g2 }))).toEqual(inG2);
    expect((await audits('question_groups', g1)).map((a) => a.action)).toEqual(['arsipkan', 'pulihkan']);
    expect((await audits('questions', q.id)).map((a) => a.action)).toEqual(['arsipkan', 'pulihkan']);
  });

  it("another lecturer may not archive or restore a lecturer's materi, group or question; an admin may", async () => {
    const m = await makeMateri(t.db);
    await t.db.updateTable('materi').set({ owner_id: owner.user.id }).where('id', '=', m.id).execute();
    const q = m.questions[0];
    const targets = [`/materi/${m.id}/arsip`, `/groupSoal/${q.group_id}/arsip`, `/soal/${q.id}/arsip`];
    for (const url of targets)
      for (const arsip of [true, false]) {
        const before = await snapshot();
        const res = await call(other, 'PUT', url, { arsip });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message, url).toBe(BANK_MSG.materiNotYours);
        expect(changedTables(before, await snapshot()), url).toEqual([]);
      }
    // a colleague it is shared with to read only: 403, the read-only reason
    await data(owner, 'PUT', `/materi/${m.id}/berbagi`, {
      rekan: [{ staff_user_id: other.user.id, boleh_ubah: false }],
    });
    for (const url of targets) {
      const res = await call(other, 'PUT', url, { arsip: true });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(BANK_MSG.readOnly);
    }
    // shared to edit: allowed, as the admin is
    await data(owner, 'PUT', `/materi/${m.id}/berbagi`, {
      rekan: [{ staff_user_id: other.user.id, boleh_ubah: true }],
    });
    await data(other, 'PUT', `/soal/${q.id}/arsip`, { arsip: true });
    for (const url of targets) await data(admin, 'PUT', url, { arsip: true });
    expect(ids(await data(admin, 'GET', '/getMasterMateri'))).not.toContain(m.id);
    // the lecturer's list hides it too, and the archived materi's owner still sees it with ?arsip=1
    expect(ids(await data(owner, 'GET', '/getMasterMateri?arsip=1'))).toContain(m.id);
  });

  it('archive and restore send only {arsip}: every other column of the materi, its groups and questions is unchanged', async () => {
    const { m } = await examWithHistory();
    const group = m.questions[0].group_id;
    const soal = m.questions[0].id;
    const rows = async () => ({
      materi: await t.db.selectFrom('materi').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow(),
      group: await t.db
        .selectFrom('question_groups')
        .selectAll()
        .where('id', '=', group)
        .executeTakeFirstOrThrow(),
      soal: await t.db.selectFrom('questions').selectAll().where('id', '=', soal).executeTakeFirstOrThrow(),
    });
    const before = await rows();
    await data(owner, 'PUT', `/materi/${m.id}/arsip`, { arsip: true });
    await data(owner, 'PUT', `/groupSoal/${group}/arsip`, { arsip: true });
    await data(owner, 'PUT', `/soal/${soal}/arsip`, { arsip: true });
    const archived = await rows();
    for (const k of ['materi', 'group', 'soal'] as const) {
      expect(archived[k].archived_at, k).not.toBeNull();
      expect({ ...archived[k], archived_at: null }, k).toEqual(before[k]);
    }
    await data(owner, 'PUT', `/materi/${m.id}/arsip`, { arsip: false });
    await data(owner, 'PUT', `/groupSoal/${group}/arsip`, { arsip: false });
    await data(owner, 'PUT', `/soal/${soal}/arsip`, { arsip: false });
    expect(await rows()).toEqual(before);
  });

  it('refuses a bad body or filter with an Indonesian 400 and a missing object with 404', async () => {
    const m = await makeMateri(t.db);
    for (const body of [{}, { arsip: 'ya' }, { arsip: 1 }]) {
      const res = await call(admin, 'PUT', `/materi/${m.id}/arsip`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('Pilih arsipkan atau pulihkan');
    }
    const bad = await call(admin, 'GET', '/getMasterMateri?arsip=semua');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Pilih arsipkan atau pulihkan');
    for (const url of ['/materi/999999/arsip', '/groupSoal/999999/arsip', '/soal/999999/arsip']) {
      const res = await call(admin, 'PUT', url, { arsip: true });
      expect(res.statusCode, url).toBe(404);
    }
    const toefl = await makeMateri(t.db, { toefl_type: 1, kode: `TOEFL-ARSIP-${m.id}` });
    const res = await call(admin, 'PUT', `/materi/${toefl.id}/arsip`, { arsip: true });
    expect(res.statusCode).toBe(403);
  });
});
