import fs from 'node:fs';
import path from 'node:path';
import { BANK_MSG, BANK_TRYOUT_SETTING } from '@tryout/shared/bank-access';
import { MSG } from '@tryout/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillOwners } from '../../src/db/migrations/0015_bank_owners';
import { createTestContext, type TestContext } from '../context';
import { giveCourse, makeCourseExam, makeMateri, makeTryout } from '../exam-fixtures';
import { makeStaff } from '../factories';
import { API, postMultipart, type Staff } from '../staff-api';
import { envelopeProblem } from './helpers';
import { changedTables, type Snapshot, snapshotter } from './snapshot';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const AIKEN = fs.readFileSync(
  path.join(import.meta.dirname, '../../src/modules/question-bank/import/fixtures/soal-aiken.txt'),
);

/**
 * docs/decisions/0015 (design §4): a materi belongs to its owners (its creator, the lecturers of the courses
 * using it), the tryout bank to the admins. Lecturer B against every bank route of lecturer A's
 * materi: 403 with an Indonesian message and nothing changed; a colleague A shares it with reads it
 * (or edits it), a lecturer reads the tryout bank and writes it while the setting allows.
 */
describe('bank ownership: two lecturers, a colleague and an admin against every bank route', () => {
  let t: TestContext;
  let snapshot: () => Promise<Snapshot>;
  let a: Staff;
  let b: Staff;
  let c: Staff;
  let admin: Staff;
  /** A's materi (made through the API), its group, a question and an import batch */
  let mine: { materi: number; group: number; question: number; batch: number };
  let tryout: Awaited<ReturnType<typeof makeTryout>>;

  const call = (who: Staff, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: who.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const raw = (who: Staff, url: string, bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `${API}${url}?nama_file=soal.txt`,
      headers: { ...who.auth, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  const ok = async (p: Promise<{ statusCode: number; body: string; json: () => any }>) => {
    const res = await p;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().data;
  };
  const question = (group: number, soal = '<p>Soal</p>') => ({
    soal_pg: soal,
    pil_a: 'A',
    pil_b: 'B',
    pil_c: 'C',
    pil_d: 'D',
    pil_e: 'E',
    kunci_pg: 'A',
    type_soal: 'PG',
    type_ujian: 'UTS',
    group_soal: String(group),
  });
  const groupBody = (materi: number, nama = 'Group') => ({
    master_materi: materi,
    nama_group: nama,
    jumlah_soal_ujian: 1,
    urutan: 1,
    deskripsi: 'Deskripsi',
  });

  /** A materi of `who` with one group, one question and one import (through the API). */
  async function materiOf(who: Staff, kode: string) {
    const materi = (
      await ok(call(who, 'POST', '/addMateri', { kode_ujian: kode, deskripsi: kode, waktu: 30, urutan: 9 }))
    ).id;
    const group = (await ok(call(who, 'POST', '/addGroupSoal', groupBody(materi)))).id;
    const q = (await ok(postMultipart(t, '/addsoalPG', question(group), who.auth))).id_soalPG;
    const batch = (await ok(raw(who, `/importSoal/${group}/simpan`, AIKEN))).id;
    return { materi, group, question: q, batch };
  }

  beforeAll(async () => {
    t = await createTestContext();
    snapshot = await snapshotter(t.db, t.dialect);
    a = await makeStaff(t.db, 'dosen');
    b = await makeStaff(t.db, 'dosen');
    c = await makeStaff(t.db, 'dosen');
    admin = await makeStaff(t.db, 'admin');
    mine = await materiOf(a, 'MILIK-A');
    tryout = await makeTryout(t.db);
  });
  afterAll(async () => t.close());

  /** Must be refused: 403, the message, nothing changed. */
  async function refused(
    res: () => Promise<{ statusCode: number; headers: any; body: string }>,
    what: string,
    message: string,
  ) {
    const before = await snapshot();
    const r = await res();
    expect.soft(r.statusCode, `${what}: ${r.body.slice(0, 200)}`).toBe(403);
    expect.soft(envelopeProblem(403, r.headers['content-type'], r.body), what).toBeNull();
    expect.soft(JSON.parse(r.body).message, what).toBe(message);
    expect.soft(changedTables(before, await snapshot()), what).toEqual([]);
  }

  /** Every bank route on A's materi, as `who`: each must be refused with `message`. */
  async function everyRouteRefused(who: Staff, m: typeof mine, read: string, write: string, manage: string) {
    const reads: [Method, string, unknown?][] = [
      ['POST', '/getDetailMasterMateri', { id: m.materi }],
      ['GET', `/materi/${m.materi}/pemakaian`],
      ['GET', `/groupSoal/${m.materi}`],
      ['GET', `/groupSoal/${m.group}/pemakaian`],
      ['GET', `/detailSoal/${m.question}`],
      ['GET', `/detailSoal?id=${m.question}`],
      ['POST', '/detailSoal', { id: m.question }],
      ['GET', `/soal/${m.question}/pemakaian`],
      ['POST', '/listSoalPG', { group_soal: m.group }],
      ['POST', `/listSoalPG/${m.group}`, {}],
      ['POST', '/getAllSoal', { group_soal: m.group }],
      ['GET', `/importSoal/${m.group}/riwayat`],
      ['GET', `/eksporSoal/group/${m.group}/docx`],
      ['GET', `/eksporSoal/group/${m.group}/excel`],
      ['GET', `/eksporSoal/materi/${m.materi}/docx`],
      ['GET', `/eksporSoal/materi/${m.materi}/excel`],
      ['GET', `/analisis-butir/materi/${m.materi}`],
      ['GET', `/analisis-butir/materi/${m.materi}/excel`],
    ];
    for (const [method, url, body] of reads)
      await refused(() => call(who, method, url, body), `${method} ${url}`, read);
    const writes: [Method, string, unknown?][] = [
      [
        'POST',
        '/editMasterMateri',
        { id: m.materi, kode_ujian: 'DIAMBIL', deskripsi: 'x', waktu: 1, urutan: 1 },
      ],
      ['POST', '/addGroupSoal', groupBody(m.materi, 'Titipan')],
      [
        'POST',
        `/updategroupSoal/${m.group}`,
        { nama_group: 'Diubah', jumlah_soal_ujian: 1, urutan: 1, deskripsi: 'x' },
      ],
      ['DELETE', `/deleteGroupSoal/${m.group}`],
      ['DELETE', `/deletesoal/${m.question}`],
      ['DELETE', `/importSoal/batch/${m.batch}`],
      ['PUT', `/materi/${m.materi}/arsip`, { arsip: true }],
      ['PUT', `/groupSoal/${m.group}/arsip`, { arsip: true }],
      ['PUT', `/soal/${m.question}/arsip`, { arsip: true }],
    ];
    for (const [method, url, body] of writes)
      await refused(() => call(who, method, url, body), `${method} ${url}`, write);
    await refused(() => postMultipart(t, '/addsoalPG', question(m.group), who.auth), 'addsoalPG', write);
    await refused(
      () => postMultipart(t, `/updatesoal/${m.question}`, question(m.group, '<p>Kunci diubah</p>'), who.auth),
      'updatesoal',
      write,
    );
    await refused(() => raw(who, `/importSoal/${m.group}/pratinjau`, AIKEN), 'pratinjau', write);
    await refused(() => raw(who, `/importSoal/${m.group}/simpan`, AIKEN), 'simpan', write);
    const manages: [Method, string, unknown?][] = [
      ['DELETE', `/deleteMasterMateri/${m.materi}`],
      ['DELETE', `/deleteMasterMateri?id=${m.materi}`],
      ['GET', `/materi/${m.materi}/berbagi`],
      ['PUT', `/materi/${m.materi}/berbagi`, { rekan: [{ staff_user_id: who.user.id, boleh_ubah: true }] }],
    ];
    for (const [method, url, body] of manages)
      await refused(() => call(who, method, url, body), `${method} ${url}`, manage);
  }

  it("refuses another lecturer every route of a lecturer's materi, and leaves it out of the lists", async () => {
    await everyRouteRefused(
      b,
      mine,
      BANK_MSG.materiNotYours,
      BANK_MSG.materiNotYours,
      BANK_MSG.materiNotYours,
    );
    const list = await ok(call(b, 'GET', '/getMasterMateri'));
    expect(list.map((m: { id: number }) => m.id)).not.toContain(mine.materi);
    const counts = await ok(call(b, 'GET', '/countSoalUjian'));
    expect(counts.per_materi.map((m: { id_master_materi: number }) => m.id_master_materi)).not.toContain(
      mine.materi,
    );
    // B's exam cannot take A's materi (it would make B a co-owner)
    const { exam } = await makeCourseExam(t.db);
    await giveCourse(t.db, exam.id_ujian, b.user.id);
    await refused(
      () => call(b, 'POST', '/addMateri', { id_ujian: exam.id_ujian, master_materi: [mine.materi] }),
      'assign',
      BANK_MSG.assignOwnerOnly,
    );
    // nor through the exam's own create and edit (POST /ujian, PUT /updateujian)
    const course = await t.db
      .selectFrom('exams')
      .select('id_matkul')
      .where('id_ujian', '=', exam.id_ujian)
      .executeTakeFirstOrThrow();
    const examBody = {
      id_matkul: course.id_matkul,
      kode_ujian: 'UJIAN-B-1',
      nama_ujian: 'Ujian B',
      master_materi: 'M',
      jumlah_soal_PG: 5,
      waktu_ujian: 30,
      pass_ujian: 'rahasia',
      mulai: '2026-12-01 8:00:00',
      selesai: '2026-12-01 9:00:00',
    };
    await refused(
      () => call(b, 'POST', '/ujian', { ...examBody, materi: [mine.materi] }),
      'create an exam with it',
      BANK_MSG.assignOwnerOnly,
    );
    const own = await ok(call(b, 'POST', '/ujian', examBody));
    await refused(
      () => call(b, 'PUT', `/updateujian/${own.id_ujian}`, { materi: [mine.materi] }),
      'edit an exam to hold it',
      BANK_MSG.assignOwnerOnly,
    );
  });

  it('lets the owner and an admin see what they may do; the list says so per row', async () => {
    for (const who of [a, admin]) {
      const row = (await ok(call(who, 'GET', '/getMasterMateri'))).find(
        (m: { id: number }) => m.id === mine.materi,
      );
      expect(row).toMatchObject({ boleh_ubah: true, boleh_kelola: true, pemilik: a.user.nama_dosen });
      expect((await ok(call(who, 'POST', '/getAllSoal', { group_soal: mine.group }))).questions.length).toBe(
        3,
      );
    }
  });

  it('a colleague it is shared with reads it (read) or edits it (write), never deletes or shares it', async () => {
    await ok(
      call(a, 'PUT', `/materi/${mine.materi}/berbagi`, {
        rekan: [{ staff_user_id: c.user.id, boleh_ubah: false }],
      }),
    );
    const shares = await ok(call(a, 'GET', `/materi/${mine.materi}/berbagi`));
    expect(shares.rekan).toEqual([
      { id: c.user.id, nidn: c.user.nidn, nama_dosen: c.user.nama_dosen, boleh_ubah: false },
    ]);
    expect(shares.dosen.map((d: { id: number }) => d.id)).toEqual(
      expect.arrayContaining([b.user.id, c.user.id]),
    );
    expect(shares.dosen.map((d: { id: number }) => d.id)).not.toContain(a.user.id);
    const row = (await ok(call(c, 'GET', '/getMasterMateri'))).find(
      (m: { id: number }) => m.id === mine.materi,
    );
    expect(row).toMatchObject({ boleh_ubah: false, boleh_kelola: false });
    expect((await ok(call(c, 'POST', '/getAllSoal', { group_soal: mine.group }))).questions.length).toBe(3);
    await refused(
      () =>
        call(c, 'POST', `/updategroupSoal/${mine.group}`, {
          nama_group: 'C',
          jumlah_soal_ujian: 1,
          urutan: 1,
          deskripsi: 'x',
        }),
      'read share: update group',
      BANK_MSG.readOnly,
    );
    await refused(
      () => call(c, 'DELETE', `/deletesoal/${mine.question}`),
      'read share: delete question',
      BANK_MSG.readOnly,
    );

    await ok(
      call(a, 'PUT', `/materi/${mine.materi}/berbagi`, {
        rekan: [{ staff_user_id: c.user.id, boleh_ubah: true }],
      }),
    );
    await ok(
      call(c, 'POST', `/updategroupSoal/${mine.group}`, {
        nama_group: 'Oleh C',
        jumlah_soal_ujian: 1,
        urutan: 1,
        deskripsi: 'x',
      }),
    );
    await ok(postMultipart(t, `/updatesoal/${mine.question}`, question(mine.group, '<p>Oleh C</p>'), c.auth));
    await refused(
      () => call(c, 'DELETE', `/deleteMasterMateri/${mine.materi}`),
      'edit share: delete materi',
      BANK_MSG.ownerOnly,
    );
    await refused(
      () => call(c, 'GET', `/materi/${mine.materi}/berbagi`),
      'edit share: shares',
      BANK_MSG.ownerOnly,
    );
    // shared only with lecturers, never with oneself
    for (const rekan of [
      [{ staff_user_id: admin.user.id, boleh_ubah: true }],
      [{ staff_user_id: a.user.id, boleh_ubah: true }],
      [{ staff_user_id: 999999, boleh_ubah: true }],
    ]) {
      const res = await call(a, 'PUT', `/materi/${mine.materi}/berbagi`, { rekan });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BANK_MSG.shareLecturersOnly);
    }
    await ok(call(a, 'PUT', `/materi/${mine.materi}/berbagi`, { rekan: [] }));
    await everyRouteRefused(
      c,
      mine,
      BANK_MSG.materiNotYours,
      BANK_MSG.materiNotYours,
      BANK_MSG.materiNotYours,
    );
  });

  it("the lecturer of a course whose exam uses a materi co-owns it; another course's lecturer does not", async () => {
    const { exam, materi } = await makeCourseExam(t.db);
    await giveCourse(t.db, exam.id_ujian, b.user.id);
    const group = materi[0].questions[0].group_id;
    const m = { materi: materi[0].id, group, question: materi[0].questions[0].id, batch: 0 };
    m.batch = (await ok(raw(b, `/importSoal/${group}/simpan`, AIKEN))).id;
    expect((await ok(call(b, 'POST', '/getDetailMasterMateri', { id: m.materi }))).boleh_kelola).toBe(true);
    // keys and pembahasan of B's course exam stay B's
    await everyRouteRefused(a, m, BANK_MSG.materiNotYours, BANK_MSG.materiNotYours, BANK_MSG.materiNotYours);
  });

  it('the tryout bank: every lecturer reads it and writes it while the setting allows; only admins delete or share it', async () => {
    const m = tryout.materi[0];
    const group = m.questions[0].group_id;
    const row = (await ok(call(b, 'GET', '/getMasterMateri'))).find((x: { id: number }) => x.id === m.id);
    expect(row).toMatchObject({ boleh_ubah: true, boleh_kelola: false, pemilik: null });
    await ok(
      call(b, 'POST', `/updategroupSoal/${group}`, {
        nama_group: 'Oleh B',
        jumlah_soal_ujian: 1,
        urutan: 1,
        deskripsi: 'x',
      }),
    );
    await refused(
      () => call(b, 'DELETE', `/deleteMasterMateri/${m.id}`),
      'tryout: delete materi',
      BANK_MSG.ownerOnly,
    );
    await refused(() => call(b, 'GET', `/materi/${m.id}/berbagi`), 'tryout: shares', BANK_MSG.ownerOnly);

    // only an admin turns the setting off (audited); every lecturer reads it
    await refused(
      () => call(b, 'PUT', '/pengaturanBankSoal', { [BANK_TRYOUT_SETTING]: false }),
      'setting by a lecturer',
      MSG.forbidden,
    );
    expect(await ok(call(b, 'GET', '/pengaturanBankSoal'))).toEqual({ [BANK_TRYOUT_SETTING]: true });
    await ok(call(admin, 'PUT', '/pengaturanBankSoal', { [BANK_TRYOUT_SETTING]: false }));
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'old_value', 'new_value', 'staff_user_id'])
      .where('entity_id', '=', BANK_TRYOUT_SETTING)
      .execute();
    expect(audit).toEqual([
      {
        action: 'update_setting',
        entity_id: BANK_TRYOUT_SETTING,
        old_value: null,
        new_value: '0',
        staff_user_id: admin.user.id,
      },
    ]);
    try {
      expect(
        (await ok(call(b, 'GET', '/getMasterMateri'))).find((x: { id: number }) => x.id === m.id),
      ).toMatchObject({ boleh_ubah: false });
      expect(
        (await ok(call(b, 'POST', '/getAllSoal', { group_soal: group }))).questions.length,
      ).toBeGreaterThan(0);
      await refused(
        () =>
          call(b, 'POST', `/updategroupSoal/${group}`, {
            nama_group: 'Lagi',
            jumlah_soal_ujian: 1,
            urutan: 1,
            deskripsi: 'x',
          }),
        'tryout, setting off: update group',
        BANK_MSG.tryoutReadOnly,
      );
      await refused(
        () => postMultipart(t, `/updatesoal/${m.questions[0].id}`, question(group), b.auth),
        'tryout, setting off: update question',
        BANK_MSG.tryoutReadOnly,
      );
      await refused(
        () => raw(b, `/importSoal/${group}/simpan`, AIKEN),
        'tryout, setting off: import',
        BANK_MSG.tryoutReadOnly,
      );
      // the admin still writes it
      await ok(
        call(admin, 'POST', `/updategroupSoal/${group}`, {
          nama_group: 'Oleh admin',
          jumlah_soal_ujian: 1,
          urutan: 1,
          deskripsi: 'x',
        }),
      );
    } finally {
      await ok(call(admin, 'PUT', '/pengaturanBankSoal', { [BANK_TRYOUT_SETTING]: true }));
    }
  });

  it('a new materi is its lecturer’s; an admin’s goes to the admins’ bank', async () => {
    const byB = await ok(
      call(b, 'POST', '/addMateri', { kode_ujian: 'MILIK-B', deskripsi: 'B', waktu: 10, urutan: 1 }),
    );
    const byAdmin = await ok(
      call(admin, 'POST', '/addMateri', {
        kode_ujian: 'MILIK-ADMIN',
        deskripsi: 'Adm',
        waktu: 10,
        urutan: 1,
      }),
    );
    const owners = await t.db
      .selectFrom('materi')
      .select(['id', 'owner_id'])
      .where('id', 'in', [byB.id, byAdmin.id])
      .orderBy('id')
      .execute();
    expect(owners).toEqual([
      { id: byB.id, owner_id: b.user.id },
      { id: byAdmin.id, owner_id: null },
    ]);
    expect(byB).toMatchObject({ boleh_ubah: true, boleh_kelola: true, pemilik: b.user.nama_dosen });
    expect(byAdmin).toMatchObject({ pemilik: null });
  });

  it("migration 0015: a materi used by a course exam goes to the course's lecturer, every other to the admins", async () => {
    const course = await makeCourseExam(t.db);
    await giveCourse(t.db, course.exam.id_ujian, c.user.id);
    const noCourse = await makeCourseExam(t.db);
    await t.db
      .updateTable('exams')
      .set({ created_by: b.user.id })
      .where('id_ujian', '=', noCourse.exam.id_ujian)
      .execute();
    const byAdmin = await makeCourseExam(t.db);
    await t.db
      .updateTable('exams')
      .set({ created_by: admin.user.id })
      .where('id_ujian', '=', byAdmin.exam.id_ujian)
      .execute();
    const set = await makeTryout(t.db);
    const unused = await makeMateri(t.db);
    const ids = [
      course.materi[0].id,
      noCourse.materi[0].id,
      byAdmin.materi[0].id,
      set.materi[0].id,
      unused.id,
    ];
    await t.db.updateTable('materi').set({ owner_id: null }).where('id', 'in', ids).execute();
    await fillOwners(t.db as never);
    const owners = await t.db
      .selectFrom('materi')
      .select(['id', 'owner_id'])
      .where('id', 'in', ids)
      .execute();
    expect(Object.fromEntries(owners.map((o) => [o.id, o.owner_id]))).toEqual({
      [course.materi[0].id]: c.user.id,
      [noCourse.materi[0].id]: b.user.id,
      [byAdmin.materi[0].id]: null,
      [set.materi[0].id]: null,
      [unused.id]: null,
    });
  });
});
