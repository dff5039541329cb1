import { REVIEW_OPENED_MSG } from '@tryout/shared/review-opened';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { type BuiltMateri, makeTryout } from '../../../test/exam-fixtures';
import { examApi, takeMateri } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';

/**
 * A candidate who opened a materi's pembahasan has seen its keys (docs/decisions/0021): the opening is
 * recorded, and every staff action that would give them a new attempt there — 'Ulang ujian',
 * reopening the closed materi, raising the attempts per materi — is refused with 409 and the
 * warning until it is sent again with konfirmasi_pembahasan: true.
 */
describe('staff actions after a candidate opened the pembahasan', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  let tryout: Awaited<ReturnType<typeof makeTryout>>;
  const api = () => examApi(t);
  const materiNo = (i: number) => tryout.materi[i] as BuiltMateri;

  beforeAll(async () => {
    t = await createTestContext();
    admin = await makeStaff(t.db, 'admin');
    const one = { groups: [{ jumlah: 2, questions: [{ kunci: 'A' as const }, { kunci: 'B' as const }] }] };
    tryout = await makeTryout(t.db, [one, one, one, one]);
    await t.db.updateTable('materi').set({ tampilkan_pembahasan: 1 }).execute();
  });
  afterAll(async () => t.close());

  /** A candidate who took `n` attempts on the materi and (when `open`) then opened its review. */
  async function taker(m: BuiltMateri, n: number, open: boolean) {
    const c = await makeCandidate(t.db);
    for (let i = 0; i < n; i++)
      expect((await takeMateri(t, c.auth, m.kode_ujian, tryout.byId, i % 2 === 0)).status).toBe(200);
    if (open) expect((await review(c.auth, m)).status).toBe(200);
    return c;
  }
  const review = (auth: Record<string, string>, m: BuiltMateri) =>
    api().get(`/pembahasan/${m.kode_ujian}`, auth);
  const opens = (candidateId: number) =>
    t.db.selectFrom('review_opens').selectAll().where('candidate_id', '=', candidateId).execute();
  const voidOf = (m: BuiltMateri, body: Record<string, unknown>) =>
    api().post(`/monitor/materi/${m.id}/ulang`, admin.auth, { alasan: 'Insiden listrik', ...body });
  const counted = async (candidateId: number, m: BuiltMateri) =>
    (
      await t.db
        .selectFrom('attempts')
        .select('id')
        .where('candidate_id', '=', candidateId)
        .where('materi_id', '=', m.id)
        .where('voided_at', 'is', null)
        .execute()
    ).length;
  const editMateri = async (m: BuiltMateri, change: Record<string, unknown>) => {
    const row = await t.db.selectFrom('materi').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
    return api().post('/editMasterMateri', admin.auth, {
      id: row.id,
      kode_ujian: row.kode_ujian,
      deskripsi: row.deskripsi,
      waktu: row.waktu,
      urutan: row.urutan,
      ...change,
    });
  };
  const ditutup = async (m: BuiltMateri) =>
    (await t.db.selectFrom('materi').select('ditutup').where('id', '=', m.id).executeTakeFirstOrThrow())
      .ditutup;
  const putSettings = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/tryout/api/settings',
      headers: admin.auth,
      payload: { alasan: 'Kebijakan baru', ...body },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const attemptsSetting = async () =>
    (await api().get('/settings', admin.auth)).body.data.attempts_per_materi;

  /** The refusal: 409, the warning, the consequence under konfirmasi_pembahasan. */
  const expectWarning = (r: { status: number; body: any }, message: string) => {
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.message).toBe(message);
    expect(r.body.errors).toEqual({ konfirmasi_pembahasan: REVIEW_OPENED_MSG.consequence });
  };

  it('records the first opening of a review; a refused review records nothing', async () => {
    const m = materiNo(0);
    const refused = await taker(m, 1, false);
    expect((await review(refused.auth, m)).status).toBe(403);
    expect(await opens(refused.candidate.id)).toEqual([]);

    const c = await taker(m, 2, true);
    const [first] = await opens(c.candidate.id);
    expect(first).toMatchObject({ candidate_id: c.candidate.id, materi_id: m.id });
    await new Promise((r) => setTimeout(r, 5));
    expect((await review(c.auth, m)).status).toBe(200);
    expect(await opens(c.candidate.id)).toEqual([first]);
  });

  it("'Ulang ujian': 'Peserta ini sudah membuka pembahasan' until confirmed; a candidate who did not open it needs nothing", async () => {
    const m = materiNo(0);
    const c = await taker(m, 2, true);
    const refused = await voidOf(m, { peserta: c.candidate.id });
    expectWarning(refused, REVIEW_OPENED_MSG.taker);
    expect(await counted(c.candidate.id, m)).toBe(2);
    expectWarning(
      await voidOf(m, { peserta: c.candidate.id, konfirmasi_pembahasan: false }),
      REVIEW_OPENED_MSG.taker,
    );

    const done = await voidOf(m, { peserta: c.candidate.id, konfirmasi_pembahasan: true });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await counted(c.candidate.id, m)).toBe(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('new_value')
      .where('action', '=', 'ulang_ujian')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.new_value ?? '{}')).toMatchObject({ konfirmasi_pembahasan: true });

    const other = await taker(m, 2, false);
    expect((await voidOf(m, { peserta: other.candidate.id })).status).toBe(200);
  });

  it('reopening a closed materi: warned while a candidate who opened its review would get an attempt', async () => {
    const m = materiNo(1);
    const opener = await taker(m, 1, false);
    await taker(m, 1, false);
    expect((await editMateri(m, { ditutup: 1 })).status).toBe(200);
    // closed: the review opens after one attempt
    expect((await review(opener.auth, m)).status).toBe(200);

    expectWarning(await editMateri(m, { ditutup: 0 }), REVIEW_OPENED_MSG.many(1));
    expect(await ditutup(m)).toBe(1);
    // other edits of the closed materi need nothing
    expect((await editMateri(m, { deskripsi: 'Diubah', ditutup: 1 })).status).toBe(200);
    const r = await editMateri(m, { ditutup: 0, konfirmasi_pembahasan: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await ditutup(m)).toBe(0);
  });

  it('reopening needs nothing when every candidate who opened the review has used all attempts', async () => {
    const m = materiNo(2);
    await taker(m, 2, true);
    expect((await editMateri(m, { ditutup: 1 })).status).toBe(200);
    expect((await editMateri(m, { ditutup: 0 })).status).toBe(200);
  });

  it('raising the attempts per materi: warned with the number of candidates it gives a new attempt', async () => {
    const m = materiNo(3);
    await taker(m, 2, true);
    expect(await attemptsSetting()).toBe(2);
    const refused = await putSettings({ attempts_per_materi: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^\d+ peserta sudah membuka pembahasan$/);
    expect(refused.body.errors).toEqual({ konfirmasi_pembahasan: REVIEW_OPENED_MSG.consequence });
    expect(await attemptsSetting()).toBe(2);
    // the KKM alone changes no attempt
    expect((await putSettings({ KkmTryOut: 65 })).status).toBe(200);

    // a closed materi gives no attempt: when every opener's materi is closed, no warning
    const open = await t.db.selectFrom('materi').select('id').where('ditutup', '=', 0).execute();
    await t.db.updateTable('materi').set({ ditutup: 1 }).execute();
    expect((await putSettings({ attempts_per_materi: 3 })).status).toBe(200);
    expect((await putSettings({ attempts_per_materi: 2 })).status).toBe(200);
    await t.db
      .updateTable('materi')
      .set({ ditutup: 0 })
      .where(
        'id',
        'in',
        open.map((r) => r.id),
      )
      .execute();

    const done = await putSettings({ attempts_per_materi: 3, konfirmasi_pembahasan: true });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await attemptsSetting()).toBe(3);
    // lowering it again gives nobody anything
    expect((await putSettings({ attempts_per_materi: 2 })).status).toBe(200);
  });
});
