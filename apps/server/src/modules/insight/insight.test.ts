import type { Insight } from '@tryout/shared/insight';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { type BuiltMateri, makeProgramme, makeTryout } from '../../../test/exam-fixtures';
import { allKeys, examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { makeResult } from '../../../test/result-fixtures';

/**
 * GET /wawasan/:kode_ujian: a candidate takes a materi through the exam API (Aljabar 2/2 right,
 * Geometri 1 right, 1 empty → nilai 75) among four earlier candidates' first attempts (20, 40, 60, 80;
 * one of them later scored 100 on a second attempt, which does not count): better than 3 of 5.
 */
describe('candidate insight after an attempt (docs/decisions/0022)', () => {
  let t: TestContext;
  let materi: BuiltMateri;
  let other: BuiltMateri;
  let me: Awaited<ReturnType<typeof makeCandidate>>;
  let stranger: Awaited<ReturnType<typeof makeCandidate>>;
  let kkm: number;
  const api = () => examApi(t);

  beforeAll(async () => {
    t = await createTestContext();
    const tryout = await makeTryout(t.db, [
      {
        groups: [
          { nama: 'Aljabar', jumlah: 2, questions: [{ kunci: 'A' }, { kunci: 'B' }] },
          { nama: 'Geometri', jumlah: 2, questions: [{ kunci: 'C' }, { kunci: 'D' }] },
        ],
      },
      { groups: [{ nama: 'Bahasa', jumlah: 1, questions: [{ kunci: 'E' }] }] },
    ]);
    [materi, other] = tryout.materi;
    for (const [i, nilai] of [20, 40, 60, 80].entries()) {
      const c = (await makeCandidate(t.db)).candidate;
      await makeResult(t.db, {
        id_ujian: tryout.exam.id_ujian,
        materi_id: materi.id,
        candidate: c,
        attempt_no: 1,
        nilai_pg: nilai,
      });
      if (i === 0)
        await makeResult(t.db, {
          id_ujian: tryout.exam.id_ujian,
          materi_id: materi.id,
          candidate: c,
          attempt_no: 2,
          nilai_pg: 100,
        });
    }
    const p1 = await makeProgramme(t.db, 70);
    const p2 = await makeProgramme(t.db, 60);
    me = await makeCandidate(t.db);
    stranger = await makeCandidate(t.db);
    await t.db
      .updateTable('candidates')
      .set({ program_studi: p1.kode_prodi, program_studi2: p2.kode_prodi })
      .where('id', '=', me.candidate.id)
      .execute();
    kkm = Number(
      (
        await t.db
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'KkmTryOut')
          .executeTakeFirstOrThrow()
      ).value,
    );
    const sheet = await api().sheet(me.auth, materi.kode_ujian);
    for (const q of questionsOf(sheet)) {
      const key = materi.keys.get(q.id_soal)!;
      if (key === 'D') continue; // left empty
      const r = await api().save(me.auth, materi.kode_ujian, q.id_soal, key);
      expect(r.status).toBe(200);
    }
    const submitted = await api().submit(me.auth, materi.kode_ujian);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.nilai_pg).toBe(75);
  });
  afterAll(async () => t.close());

  it('scores per group, the standing among first attempts, the KKM and both programme thresholds', async () => {
    const r = await api().get(`/wawasan/${materi.kode_ujian}`, me.auth);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const w = r.body.data as Insight;
    expect(w).toMatchObject({
      kode_ujian: materi.kode_ujian,
      attempt_no: 1,
      nilai: 75,
      // the four others (not the candidate's own first attempt): 20, 40, 60 below 75, 80 above
      peserta: 4,
      lebih_rendah: 3,
      persentil: 75,
    });
    expect(w.kelompok).toEqual([
      { nama_group: 'Aljabar', benar: 2, salah: 0, kosong: 0, essay: 0, nilai: 100 },
      { nama_group: 'Geometri', benar: 1, salah: 0, kosong: 1, essay: 0, nilai: 50 },
    ]);
    expect(w.kkm).toBe(kkm);
    // the second materi has no attempt yet: no final average
    expect(w.rata_rata).toBeNull();
    expect(w.prodi.map((p) => [p.pilihan, p.nilai_min_kelulusan])).toEqual([
      [1, 70],
      [2, 60],
    ]);
    // nothing of a key, an answer letter or another candidate
    const keys = allKeys(w);
    for (const k of ['kunci_pg', 'kunci_essay', 'pembahasan', 'value', 'email', 'nisn'])
      expect(keys).not.toContain(k);
  });

  it('refuses without a finished attempt, an unknown materi, a staff or no token', async () => {
    const none = await api().get(`/wawasan/${materi.kode_ujian}`, stranger.auth);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Belum ada ujian yang selesai pada materi ini');
    // an attempt in progress is not finished
    await api().sheet(me.auth, other.kode_ujian);
    expect((await api().get(`/wawasan/${other.kode_ujian}`, me.auth)).status).toBe(404);
    expect((await api().get('/wawasan/TIDAK-ADA', me.auth)).status).toBe(404);
    const staff = await makeStaff(t.db, 'admin');
    expect((await api().get(`/wawasan/${materi.kode_ujian}`, staff.auth)).status).toBe(403);
    expect((await api().get(`/wawasan/${materi.kode_ujian}`, undefined)).status).toBe(401);
    expect((await api().get(`/wawasan/${'X'.repeat(60)}`, me.auth)).status).toBe(400);
  });
});
