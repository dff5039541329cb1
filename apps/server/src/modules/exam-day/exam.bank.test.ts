import { MSG } from '@tryout/shared/messages';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/context';
import { type BuiltQuestion, makeMateri, makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf, takeMateri } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { postMultipart } from '../../../test/staff-api';
import type { Part } from '../../../test/test-files';

const API = '/tryout/api';

/**
 * The exam engine keeps each materi's question bank in memory (exam.bank.ts). These tests take a
 * sheet first (so the bank is loaded), then change the bank through the staff API, and check that
 * the very next candidate request sees the change.
 */
describe('question bank in memory follows the staff edits', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let dosen: Awaited<ReturnType<typeof makeStaff>>;
  let set: Awaited<ReturnType<typeof makeTryout>>;
  let kode: string;
  let groupId: number;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    dosen = await makeStaff(t.db, 'dosen');
    set = await makeTryout(t.db, [
      {
        deskripsi: 'Fisika',
        groups: [{ nama: 'Mekanika', jumlah: 2, questions: [{ kunci: 'A' }, { kunci: 'B' }] }],
      },
    ]);
    kode = set.materi[0].kode_ujian;
    groupId = set.materi[0].questions[0].group_id;
  });
  afterAll(async () => t.close());

  const post = (url: string, fields: Record<string, Part>, auth = dosen.auth) =>
    postMultipart(t, url, fields, auth);
  const send = async (url: string, fields: Record<string, Part>) => {
    const res = await post(url, fields);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const update = (id: number, fields: Record<string, Part>) => post(`/updatesoal/${id}`, fields);
  const pg = (soal: string, group: number) => ({
    soal_pg: soal,
    pil_a: 'Satu',
    pil_b: 'Dua',
    pil_c: 'Tiga',
    pil_d: 'Empat',
    pil_e: 'Lima',
    kunci_pg: 'A',
    type_soal: 'PG',
    type_ujian: 'UTS',
    group_soal: String(group),
  });
  const card = async (auth: Record<string, string>) => {
    const r = await api.get('/listujian', auth);
    expect(r.status).toBe(200);
    return r.body.data.ujian.find((c: { kode_ujian: string }) => c.kode_ujian === kode);
  };

  it('a resumed sheet shows a renamed group at once; a drawn question is edited only once the attempt ends', async () => {
    const { auth } = await makeCandidate(t.db);
    const first = await api.sheet(auth, kode);
    const [q1, q2] = questionsOf(first);
    expect(first.groups.map((g) => g.nama_group)).toEqual(['Mekanika']);

    const g = await t.app.inject({
      method: 'POST',
      url: `${API}/updategroupSoal/${groupId}`,
      headers: dosen.auth,
      payload: { nama_group: 'Mekanika Klasik', jumlah_soal_ujian: 2, urutan: 1, deskripsi: 'Gerak' },
    });
    expect(g.statusCode, g.body).toBe(200);
    // docs/decisions/0032: what a candidate sees never changes under them (the last test has the refusals)
    const refused = await update(q1.id_soal, pg('<p>Soal yang sudah diperbaiki</p>', groupId));
    expect(refused.statusCode, refused.body).toBe(409);

    const again = await api.sheet(auth, kode);
    expect(again.attempt_id).toBe(first.attempt_id);
    expect(again.groups.map((x) => [x.nama_group, x.deskripsi])).toEqual([['Mekanika Klasik', 'Gerak']]);
    expect(questionsOf(again).map((q) => q.soal_pg)).toEqual([q1.soal_pg, q2.soal_pg]);
    expect(questionsOf(again).map((q) => q.number)).toEqual([1, 2]);

    // once the attempt is over the edit goes through, and the next sheet of the bank shows it at once
    expect((await api.submit(auth, kode)).status).toBe(200);
    await send(`/updatesoal/${q1.id_soal}`, pg('<p>Soal yang sudah diperbaiki</p>', groupId));
    const next = await api.sheet((await makeCandidate(t.db)).auth, kode);
    const byId = new Map(questionsOf(next).map((q) => [q.id_soal, q]));
    expect(byId.get(q1.id_soal)?.soal_pg).toBe('<p>Soal yang sudah diperbaiki</p>');
    expect(byId.get(q1.id_soal)?.options.map((o) => o.html)).toEqual([
      'Satu',
      'Dua',
      'Tiga',
      'Empat',
      'Lima',
    ]);
    expect(byId.get(q2.id_soal)?.soal_pg).toBe(q2.soal_pg);
  });

  it("the card's type and a new draw follow an added essay question", async () => {
    const before = await makeCandidate(t.db);
    expect((await card(before.auth)).type_soal).toBe('PG');
    await t.app.inject({
      method: 'POST',
      url: `${API}/updategroupSoal/${groupId}`,
      headers: dosen.auth,
      payload: { nama_group: 'Mekanika Klasik', jumlah_soal_ujian: 3, urutan: 1, deskripsi: 'Gerak' },
    });
    const essay = await send('/addsoalPG', {
      soal_pg: '<p>Jelaskan hukum Newton</p>',
      type_soal: 'Essay',
      group_soal: String(groupId),
    });
    const { auth } = await makeCandidate(t.db);
    expect((await card(auth)).type_soal).toBe('PG Dan Essay');
    const sheet = await api.sheet(auth, kode);
    expect(sheet.type_soal).toBe('PG Dan Essay');
    expect(questionsOf(sheet).map((q) => q.id_soal)).toContain(essay.id_soalPG);
  });

  it('a sheet whose question moved to another materi is still whole', async () => {
    const other = await makeMateri(t.db, {
      groups: [{ nama: 'Lain', jumlah: 1, questions: [{ kunci: 'C' }] }],
    });
    const { auth } = await makeCandidate(t.db);
    const first = await api.sheet(auth, kode);
    const moved = questionsOf(first).find((q) => q.type_soal === 'PG');
    expect(moved).toBeDefined();
    // the staff API refuses to move a question a live attempt drew (409); a question can still
    // leave the bank behind the API's back (a database repair): the sheet is then read whole
    const refused = await update(moved?.id_soal as number, pg('<p>Pindah</p>', other.questions[0].group_id));
    expect(refused.statusCode, refused.body).toBe(409);
    await t.db
      .updateTable('questions')
      .set({ soal_pg: '<p>Pindah</p>', group_soal: other.questions[0].group_id, id_master_materi: other.id })
      .where('id', '=', moved?.id_soal as number)
      .execute();
    await t.db
      .updateTable('materi')
      .set((eb) => ({ bank_version: eb('bank_version', '+', 1) }))
      .where('id', '=', set.materi[0].id)
      .execute();
    const again = await api.sheet(auth, kode);
    // the same draw under the same numbers (the moved question now shows under its new group)
    const numbered = (sheet: typeof first) =>
      questionsOf(sheet)
        .map((q) => [q.number, q.id_soal])
        .sort((a, b) => a[0] - b[0]);
    expect(numbered(again)).toEqual(numbered(first));
    expect(again.groups.map((g) => g.nama_group)).toContain('Lain');
    expect(questionsOf(again).find((q) => q.id_soal === moved?.id_soal)?.soal_pg).toBe('<p>Pindah</p>');
  });

  // docs/decisions/0032: what a candidate sees and how it is scored never changes under them
  const remove = (id: number, auth: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `${API}/deletesoal/${id}`, headers: auth });
  const questionRow = (id: number) =>
    t.db.selectFrom('questions').select(['soal_pg', 'kunci_pg']).where('id', '=', id).executeTakeFirst();

  it('a drawn question is neither edited nor deleted while the attempt runs (409), by lecturers and admins alike', async () => {
    const admin = await makeStaff(t.db, 'admin');
    // the group draws one of its two questions: one is drawn, the other is free
    const live = await makeTryout(t.db, [
      { groups: [{ jumlah: 1, questions: [{ kunci: 'C' }, { kunci: 'D' }] }] },
    ]);
    const m = live.materi[0];
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, m.kode_ujian);
    const drawn = questionsOf(sheet)[0].id_soal;
    const free = m.questions.find((q) => q.id !== drawn)?.id as number;
    const group = m.questions[0].group_id;
    const before = await questionRow(drawn);

    for (const who of [dosen, admin]) {
      const e = await post(`/updatesoal/${drawn}`, pg('<p>Diubah</p>', group), who.auth);
      expect(e.statusCode, e.body).toBe(409);
      expect(e.json().message).toBe(STAFF_MSG.questionInLiveExam);
      const d = await remove(drawn, who.auth);
      expect(d.statusCode, d.body).toBe(409);
      expect(d.json().message).toBe(STAFF_MSG.questionInLiveExam);
    }
    expect(await questionRow(drawn)).toEqual(before);
    const again = await api.post('/soalUjianPg', auth, { kode_ujian: m.kode_ujian });
    expect(questionsOf(again.body.data)[0].soal_pg).toBe(questionsOf(sheet)[0].soal_pg);
    // a candidate token opens neither staff route
    expect((await post(`/updatesoal/${drawn}`, pg('<p>x</p>', group), auth)).statusCode).toBe(403);
    expect((await remove(drawn, auth)).statusCode).toBe(403);

    // a question no running attempt drew stays editable
    await send(`/updatesoal/${free}`, pg('<p>Bebas diubah</p>', group));
    expect((await questionRow(free))?.soal_pg).toBe('<p>Bebas diubah</p>');

    // once the attempt is over the edit goes through; the finished attempt keeps the question,
    // so deleting stays refused (the older rule: a used question is never deleted)
    expect((await api.submit(auth, m.kode_ujian)).status).toBe(200);
    await send(`/updatesoal/${drawn}`, pg('<p>Setelah ujian</p>', group));
    expect(await questionRow(drawn)).toEqual({ soal_pg: '<p>Setelah ujian</p>', kunci_pg: 'A' });
    const del = await remove(drawn, dosen.auth);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'Dipakai oleh 1 hasil, sehingga tidak dapat dihapus. Arsipkan saja agar tidak tampil lagi di daftar; ujian dan hasilnya tetap utuh',
    );
  });
});

/**
 * The submit scores by the keys as they are when it closes the attempt. PostgreSQL takes them from
 * memory (scoring-keys.ts) at the bank_version the close read; these tests change a key after the
 * keys were loaded and check the very next submit.
 */
describe('the submit scores by the keys as they are now', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let dosen: Awaited<ReturnType<typeof makeStaff>>;
  let m: Awaited<ReturnType<typeof makeTryout>>['materi'][number];
  /** the keys as the candidates of these tests believe them (the first ones written) */
  let believed: Map<number, BuiltQuestion>;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    dosen = await makeStaff(t.db, 'dosen');
    const set = await makeTryout(t.db, [
      { groups: [{ nama: 'Mekanika', jumlah: 2, questions: [{ kunci: 'A' }, { kunci: 'B' }] }] },
    ]);
    m = set.materi[0];
    believed = new Map(m.questions.map((q) => [q.id, q]));
  });
  afterAll(async () => t.close());

  /** A new candidate answers every question by the believed keys and submits: its nilai_pg. */
  const scoreOfBelievedKeys = async () => {
    const { auth } = await makeCandidate(t.db);
    const res = await takeMateri(t, auth, m.kode_ujian, believed, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { nilai_pg: number; rincian: { nama_group: string; benar: number }[] };
  };
  const bumpBank = (materiId: number) =>
    t.db
      .updateTable('materi')
      .set((eb) => ({ bank_version: eb('bank_version', '+', 1) }))
      .where('id', '=', materiId)
      .execute();

  it('a key edited through the staff API scores the next submit by the new key', async () => {
    expect((await scoreOfBelievedKeys()).nilai_pg).toBe(100);
    const [q1] = m.questions;
    const res = await postMultipart(
      t,
      `/updatesoal/${q1.id}`,
      {
        soal_pg: '<p>Soal pertama</p>',
        pil_a: 'Satu',
        pil_b: 'Dua',
        pil_c: 'Tiga',
        pil_d: 'Empat',
        pil_e: 'Lima',
        kunci_pg: 'C',
        type_soal: 'PG',
        type_ujian: 'UTS',
        group_soal: String(q1.group_id),
      },
      dosen.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await scoreOfBelievedKeys()).nilai_pg).toBe(50);
  });

  it('a key changed by another server process, which raised the bank version, scores the next submit by it', async () => {
    const before = (await scoreOfBelievedKeys()).nilai_pg;
    const q2 = m.questions[1];
    await t.db.updateTable('questions').set({ kunci_pg: 'E' }).where('id', '=', q2.id).execute();
    await bumpBank(m.id);
    expect((await scoreOfBelievedKeys()).nilai_pg).toBe(before - 50);
  });

  it('twenty submits at once, on keys this app does not hold yet, all finish (more than the pool has connections)', async () => {
    const takers = [];
    for (let i = 0; i < 20; i++) {
      const { auth } = await makeCandidate(t.db);
      await api.sheet(auth, m.kode_ujian);
      takers.push(auth);
    }
    t.caches.clear();
    const started = Date.now();
    const results = await Promise.all(takers.map((auth) => api.submit(auth, m.kode_ujian)));
    expect(results.map((r) => r.status)).toEqual(takers.map(() => 200));
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 15_000);

  // PostgreSQL reads the keys inside the submit's transaction: a connection cut during that read
  if (TEST_DB === 'postgres') {
    it('a submit whose connection is cut while it reads the keys gets 503 and changes nothing; the next submit is scored', async () => {
      const fresh = await makeTryout(t.db, [
        { groups: [{ nama: 'Listrik', jumlah: 2, questions: [{ kunci: 'B' }, { kunci: 'E' }] }] },
      ]);
      const f = fresh.materi[0];
      const keys = new Map(f.questions.map((q) => [q.id, q]));
      const { auth } = await makeCandidate(t.db);
      const sheet = await api.sheet(auth, f.kode_ujian);
      for (const q of questionsOf(sheet)) {
        expect(
          (await api.save(auth, f.kode_ujian, q.id_soal, keys.get(q.id_soal)?.kunci_pg as 'B')).status,
        ).toBe(200);
      }
      // the questions held against reads, so the submit's read of the keys waits; then its backend is ended
      let holding!: () => void;
      const held = new Promise<void>((r) => {
        holding = r;
      });
      let release!: () => void;
      const holder = t.db.transaction().execute(async (trx) => {
        await sql`lock table questions in access exclusive mode`.execute(trx);
        holding();
        await new Promise<void>((r) => {
          release = r;
        });
      });
      await held;
      const submitting = api.submit(auth, f.kode_ujian);
      let ended = 0;
      for (const started = Date.now(); ended === 0 && Date.now() - started < 5_000; ) {
        const { rows } = await sql<{ n: number }>`
          select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like '%master_materi%' and pid <> pg_backend_pid()`.execute(
          t.db,
        );
        ended = rows[0].n;
      }
      release();
      await holder;
      expect(ended).toBe(1);
      const cut = await submitting;
      expect(cut.status, JSON.stringify(cut.body)).toBe(503);
      expect(cut.body.message).toBe(MSG.dbUnavailable);
      const attempt = await t.db
        .selectFrom('attempts')
        .select(['status'])
        .where('id', '=', sheet.attempt_id)
        .executeTakeFirstOrThrow();
      expect(attempt.status).toBe('in_progress');
      const again = await api.submit(auth, f.kode_ujian);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data.nilai_pg).toBe(100);
    });
  }

  it("a drawn question moved to another materi behind the API's back is scored by its key, under its new group", async () => {
    const fresh = await makeTryout(t.db, [
      { groups: [{ nama: 'Optik', jumlah: 2, questions: [{ kunci: 'D' }, { kunci: 'C' }] }] },
    ]);
    const f = fresh.materi[0];
    const other = await makeMateri(t.db, {
      groups: [{ nama: 'Lain', jumlah: 1, questions: [{ kunci: 'A' }] }],
    });
    // a first submit loads the keys of the bank
    const first = await makeCandidate(t.db);
    const keys = new Map(f.questions.map((q) => [q.id, q]));
    expect((await takeMateri(t, first.auth, f.kode_ujian, keys, true)).body.data.nilai_pg).toBe(100);

    const { auth } = await makeCandidate(t.db);
    await api.sheet(auth, f.kode_ujian);
    const moved = f.questions[0];
    await t.db
      .updateTable('questions')
      .set({ group_soal: other.questions[0].group_id, id_master_materi: other.id })
      .where('id', '=', moved.id)
      .execute();
    await bumpBank(f.id);
    await bumpBank(other.id);
    const res = await takeMateri(t, auth, f.kode_ujian, keys, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.nilai_pg).toBe(100);
    expect(
      (res.body.data.rincian as { nama_group: string; benar: number }[])
        .map((g) => [g.nama_group, g.benar])
        .sort(),
    ).toEqual([
      ['Lain', 1],
      ['Optik', 1],
    ]);
  });
});
