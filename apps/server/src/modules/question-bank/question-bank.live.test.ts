import { STAFF_MSG } from '@tryout/shared/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { multipart } from '../../../test/test-files';

const API = '/tryout/api';

/**
 * Issue 19 §4b: a question that an attempt in progress has drawn is neither edited nor deleted
 * (409, a clear message) — what a candidate sees and how it is scored never changes under them.
 */
describe('questions under a live exam', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let dosen: Awaited<ReturnType<typeof makeStaff>>;
  let admin: Awaited<ReturnType<typeof makeStaff>>;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    dosen = await makeStaff(t.db, 'dosen');
    admin = await makeStaff(t.db, 'admin');
  });
  afterAll(async () => t.close());

  const edit = async (id: number, groupId: number, soal: string, auth = dosen.auth) => {
    const mp = await multipart({
      soal_pg: soal,
      pil_a: 'Satu',
      pil_b: 'Dua',
      pil_c: 'Tiga',
      pil_d: 'Empat',
      pil_e: 'Lima',
      kunci_pg: 'B',
      type_soal: 'PG',
      type_ujian: 'UTS',
      group_soal: String(groupId),
    });
    return t.app.inject({
      method: 'POST',
      url: `${API}/updatesoal/${id}`,
      headers: { ...auth, ...mp.headers },
      payload: mp.payload,
    });
  };
  const remove = (id: number, auth = dosen.auth) =>
    t.app.inject({ method: 'DELETE', url: `${API}/deletesoal/${id}`, headers: auth });
  const questionRow = (id: number) =>
    t.db.selectFrom('questions').select(['soal_pg', 'kunci_pg']).where('id', '=', id).executeTakeFirst();

  it('refuses to edit or delete a drawn question while the attempt runs, for lecturers and admins alike', async () => {
    // the group draws one of its two questions: one is drawn, the other is free
    const set = await makeTryout(t.db, [
      { groups: [{ jumlah: 1, questions: [{ kunci: 'A' }, { kunci: 'C' }] }] },
    ]);
    const m = set.materi[0];
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, m.kode_ujian);
    const drawn = questionsOf(sheet)[0].id_soal;
    const free = m.questions.find((q) => q.id !== drawn)?.id as number;
    const groupId = m.questions[0].group_id;
    const before = await questionRow(drawn);

    for (const who of [dosen.auth, admin.auth]) {
      const e = await edit(drawn, groupId, '<p>Diubah</p>', who);
      expect(e.statusCode, e.body).toBe(409);
      expect(e.json().message).toBe(STAFF_MSG.questionInLiveExam);
      const d = await remove(drawn, who);
      expect(d.statusCode, d.body).toBe(409);
      expect(d.json().message).toBe(STAFF_MSG.questionInLiveExam);
    }
    expect(await questionRow(drawn)).toEqual(before);
    const again = await api.post('/soalUjianPg', auth, { kode_ujian: m.kode_ujian });
    expect(questionsOf(again.body.data)[0].soal_pg).toBe(questionsOf(sheet)[0].soal_pg);

    // a question no running attempt drew stays editable
    const ok = await edit(free, groupId, '<p>Bebas diubah</p>');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await questionRow(free))?.soal_pg).toBe('<p>Bebas diubah</p>');

    // once the attempt is over the edit goes through; the finished attempt keeps the question, so
    // deleting stays refused (the older rule: a used question is never deleted)
    expect((await api.submit(auth, m.kode_ujian)).status).toBe(200);
    const later = await edit(drawn, groupId, '<p>Setelah ujian</p>');
    expect(later.statusCode, later.body).toBe(200);
    expect(await questionRow(drawn)).toEqual({ soal_pg: '<p>Setelah ujian</p>', kunci_pg: 'B' });
    const del = await remove(drawn);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(STAFF_MSG.questionInUse);
  });

  it('a candidate token opens neither staff question route', async () => {
    const set = await makeTryout(t.db, [{ groups: [{ jumlah: 1, questions: [{}] }] }]);
    const q = set.materi[0].questions[0];
    const { auth } = await makeCandidate(t.db);
    expect((await edit(q.id, q.group_id, '<p>x</p>', auth)).statusCode).toBe(403);
    expect((await remove(q.id, auth)).statusCode).toBe(403);
    expect((await questionRow(q.id))?.soal_pg).not.toBe('<p>x</p>');
  });
});
