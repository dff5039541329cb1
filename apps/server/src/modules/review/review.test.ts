import type { Review } from '@tryout/shared/insight';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { type BuiltMateri, makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf, takeMateri } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { rowOf } from '../../../test/rows';

/**
 * GET /pembahasan/:kode_ujian: the keys and the pembahasan reach a candidate only where the materi
 * shows them and only once they can no longer start or continue an attempt (2 attempts per materi, or
 * the materi closed). Every refusal carries nothing of the questions.
 */
const PEMBAHASAN = 'Pembahasan rahasia: gunakan rumus luas';

describe("review with keys and pembahasan ('Tampilkan pembahasan', docs/decisions/0022)", () => {
  let t: TestContext;
  let materi: BuiltMateri;
  let byId: Map<number, { kunci_pg: 'A' | 'B' | 'C' | 'D' | 'E' | null }>;
  let staff: Awaited<ReturnType<typeof makeStaff>>;
  const api = () => examApi(t);

  /** Nothing of the keys or explanations in a refusal. */
  const refusedWithoutLeak = async (
    auth: Record<string, string> | undefined,
    status: number,
    message?: string,
  ) => {
    const r = await api().get(`/pembahasan/${materi.kode_ujian}`, auth);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    if (message) expect(r.body.message).toBe(message);
    const text = JSON.stringify(r.body);
    for (const leak of ['kunci', 'pembahasan"', PEMBAHASAN, 'soal_pg', 'Pilihan A'])
      expect(text).not.toContain(leak);
    expect(r.body.data).toBeUndefined();
  };
  const setMateri = async (change: {
    tampilkan_pembahasan?: number;
    ditutup?: number;
    konfirmasi_pembahasan?: boolean;
  }) => {
    const row = await t.db
      .selectFrom('materi')
      .selectAll()
      .where('id', '=', materi.id)
      .executeTakeFirstOrThrow();
    const r = await t.app.inject({
      method: 'POST',
      url: '/tryout/api/editMasterMateri',
      headers: staff.auth,
      payload: {
        id: row.id,
        kode_ujian: row.kode_ujian,
        deskripsi: row.deskripsi,
        waktu: row.waktu,
        urutan: row.urutan,
        tampilkan_pembahasan: row.tampilkan_pembahasan,
        ditutup: row.ditutup,
        ...change,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  };

  beforeAll(async () => {
    t = await createTestContext();
    staff = await makeStaff(t.db, 'dosen');
    const tryout = await makeTryout(t.db, [
      {
        groups: [
          { nama: 'Geometri', jumlah: 3, questions: [{ kunci: 'A' }, { kunci: 'B' }, { kunci: 'C' }] },
        ],
      },
    ]);
    materi = tryout.materi[0];
    byId = tryout.byId;
    await t.db
      .updateTable('questions')
      .set({ pembahasan: `<p>${PEMBAHASAN}</p>` })
      .where('id_master_materi', '=', materi.id)
      .execute();
  });
  afterAll(async () => t.close());

  it('is off by default in the materi form and schema; then refused even after every attempt', async () => {
    expect(await rowOf(t.db, 'materi', { id: materi.id })).toMatchObject({
      tampilkan_pembahasan: 0,
      ditutup: 0,
    });
    const c = await makeCandidate(t.db);
    expect((await takeMateri(t, c.auth, materi.kode_ujian, byId as never, true)).status).toBe(200);
    expect((await takeMateri(t, c.auth, materi.kode_ujian, byId as never, false)).status).toBe(200);
    await refusedWithoutLeak(c.auth, 403, 'Pembahasan tidak ditampilkan untuk materi ini');
  });

  it('with the setting on: refused while an attempt can be started or is in progress, given after the last', async () => {
    expect(await setMateri({ tampilkan_pembahasan: 1 })).toMatchObject({
      tampilkan_pembahasan: 1,
      ditutup: 0,
    });
    const c = await makeCandidate(t.db);
    await refusedWithoutLeak(c.auth, 403, 'Pembahasan tersedia setelah Anda menyelesaikan ujian materi ini');
    expect((await takeMateri(t, c.auth, materi.kode_ujian, byId as never, true)).status).toBe(200);
    await refusedWithoutLeak(
      c.auth,
      403,
      'Pembahasan tersedia setelah seluruh kesempatan ujian materi ini digunakan atau materi ditutup',
    );
    // the second (last) attempt in progress: still refused
    const sheet = await api().sheet(c.auth, materi.kode_ujian);
    await refusedWithoutLeak(c.auth, 403, 'Pembahasan tidak tersedia selama ujian masih berlangsung');
    const qs = questionsOf(sheet);
    // answer the first question wrongly, leave the others empty
    const first = qs[0];
    const wrong = byId.get(first.id_soal)?.kunci_pg === 'A' ? 'B' : 'A';
    expect((await api().save(c.auth, materi.kode_ujian, first.id_soal, wrong)).status).toBe(200);
    expect((await api().submit(c.auth, materi.kode_ujian)).status).toBe(200);

    const r = await api().get(`/pembahasan/${materi.kode_ujian}`, c.auth);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const review = r.body.data as Review;
    expect(review.attempt_no).toBe(2);
    // the materi's name for the page's header, not only its code
    const named = await rowOf(t.db, 'materi', { id: materi.id });
    expect(review.nama_ujian).toBe(named.deskripsi);
    expect(review.nama_ujian).not.toBe(materi.kode_ujian);
    expect(review.soal.map((s) => s.id_soal)).toEqual(qs.map((q) => q.id_soal));
    for (const s of review.soal) {
      expect(s.kunci).toBe(byId.get(s.id_soal)?.kunci_pg);
      expect(s.pembahasan).toBe(`<p>${PEMBAHASAN}</p>`);
    }
    expect(review.soal[0]).toMatchObject({ jawaban: wrong, benar: false });
    expect(review.soal.slice(1).map((s) => [s.jawaban, s.benar])).toEqual([
      [null, false],
      [null, false],
    ]);
    // another candidate is not given this one's review
    await refusedWithoutLeak((await makeCandidate(t.db)).auth, 403);
  });

  it('a closed materi: no new attempt, and the review after a single attempt', async () => {
    const c = await makeCandidate(t.db);
    expect((await takeMateri(t, c.auth, materi.kode_ujian, byId as never, true)).status).toBe(200);
    await refusedWithoutLeak(c.auth, 403);
    await setMateri({ ditutup: 1 });
    const start = await api().post('/soalUjianPg', c.auth, { kode_ujian: materi.kode_ujian, mulai: true });
    expect(start.status).toBe(400);
    expect(start.body.message).toBe('Materi ini sudah ditutup');
    const r = await api().get(`/pembahasan/${materi.kode_ujian}`, c.auth);
    expect(r.status).toBe(200);
    expect((r.body.data as Review).soal.every((s) => s.benar)).toBe(true);
    // the candidate saw the keys and would get an attempt: reopening needs the confirmation (docs/decisions/0021)
    await setMateri({ ditutup: 0, konfirmasi_pembahasan: true });
  });

  it('GET …/status: whether the review opens and why not yet, read only: no opening recorded (docs/decisions/0036)', async () => {
    const status = async (auth: Record<string, string>) => {
      const r = await api().get(`/pembahasan/${materi.kode_ujian}/status`, auth);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data;
    };
    const c = await makeCandidate(t.db);
    const opened = () =>
      t.db
        .selectFrom('review_opens')
        .select('materi_id')
        .where('candidate_id', '=', c.candidate.id)
        .execute();
    await setMateri({ tampilkan_pembahasan: 0 });
    expect(await status(c.auth)).toEqual({
      tampil: false,
      tersedia: false,
      pesan: 'Pembahasan tidak ditampilkan untuk materi ini',
    });
    await setMateri({ tampilkan_pembahasan: 1 });
    expect(await status(c.auth)).toEqual({
      tampil: true,
      tersedia: false,
      pesan: 'Pembahasan tersedia setelah Anda menyelesaikan ujian materi ini',
    });
    expect((await takeMateri(t, c.auth, materi.kode_ujian, byId as never, true)).status).toBe(200);
    expect((await status(c.auth)).pesan).toBe(
      'Pembahasan tersedia setelah seluruh kesempatan ujian materi ini digunakan atau materi ditutup',
    );
    expect((await takeMateri(t, c.auth, materi.kode_ujian, byId as never, true)).status).toBe(200);
    expect(await status(c.auth)).toEqual({ tampil: true, tersedia: true, pesan: null });
    expect(await opened()).toEqual([]);
    // the review itself is recorded as opened
    expect((await api().get(`/pembahasan/${materi.kode_ujian}`, c.auth)).status).toBe(200);
    expect(await opened()).toEqual([{ materi_id: materi.id }]);
    expect((await api().get(`/pembahasan/${materi.kode_ujian}/status`, staff.auth)).status).toBe(403);
  });

  it('refuses a staff token, no token and an unknown materi', async () => {
    await refusedWithoutLeak(staff.auth, 403);
    await refusedWithoutLeak(undefined, 401);
    const c = await makeCandidate(t.db);
    expect((await api().get('/pembahasan/TIDAK-ADA', c.auth)).status).toBe(404);
  });
});
