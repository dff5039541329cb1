import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { makeResult } from '../../../test/result-fixtures';
import { API, type Staff, staffContext } from '../../../test/staff-api';

describe('dashboard', () => {
  let t: TestContext;
  let dosen: Staff;
  let admin: Staff;
  beforeAll(async () => {
    [t, dosen, admin] = await staffContext('dosen', 'admin');
  });
  afterAll(async () => t.close());

  it('counts exams per type, real participants and passed candidates', async () => {
    let res = await t.app.inject({ method: 'GET', url: `${API}/dashboard`, headers: dosen.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      jumlah_ujian: 0,
      jumlah_peserta: 0,
      jumlah_lulus: 0,
      dataPG: 0,
      dataEssay: 0,
      dataMix: 0,
    });

    const essay = {
      type_soal: 'Essay',
      jumlah_soal_essay: 1,
      pass_ujian: 'p',
      mulai: '2026-12-01 8:00:00',
      selesai: '2026-12-01 9:00:00',
    };
    const base = { nama_ujian: 'N', master_materi: 'M', jumlah_soal_PG: 5, waktu_ujian: 30 };
    for (const body of [
      { ...base, kode_ujian: 'D1' },
      { ...base, kode_ujian: 'D2' },
      { ...base, ...essay, kode_ujian: 'D3' },
      { ...base, ...essay, type_soal: 'PG Dan Essay', kode_ujian: 'D4' },
    ]) {
      // tryout exams (no course): an admin's to make
      const r = await t.app.inject({
        method: 'POST',
        url: `${API}/ujian`,
        headers: admin.auth,
        payload: body,
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const m = await t.app.inject({
      method: 'POST',
      url: `${API}/addMateri`,
      headers: dosen.auth,
      payload: { kode_ujian: 'DM', deskripsi: 'd', waktu: 1, urutan: 1 },
    });
    const materiId = m.json().data.id;
    const a = await makeCandidate(t.db);
    const b = await makeCandidate(t.db);
    await makeCandidate(t.db); // no result: not a participant
    await makeResult(t.db, {
      id_ujian: null,
      materi_id: materiId,
      candidate: a.candidate,
      nilai_pg: 70,
      attempt_no: 1,
    });
    await makeResult(t.db, {
      id_ujian: null,
      materi_id: materiId,
      candidate: a.candidate,
      nilai_pg: 70,
      attempt_no: 2,
    });
    await makeResult(t.db, {
      id_ujian: null,
      materi_id: materiId,
      candidate: b.candidate,
      nilai_pg: 70,
      attempt_no: 1,
    });
    await t.db
      .updateTable('candidates')
      .set({ status_kelulusan: 1 })
      .where('id', '=', a.candidate.id)
      .execute();
    await t.db
      .updateTable('candidates')
      .set({ status_kelulusan: 0 })
      .where('id', '=', b.candidate.id)
      .execute();

    res = await t.app.inject({ method: 'GET', url: `${API}/dashboard`, headers: dosen.auth });
    expect(res.json().data).toEqual({
      jumlah_ujian: 4,
      jumlah_peserta: 2,
      jumlah_lulus: 1,
      dataPG: 2,
      dataEssay: 1,
      dataMix: 1,
    });
  });

  it('needs a staff token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/dashboard` })).statusCode).toBe(401);
    const cand = await makeCandidate(t.db);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/dashboard`, headers: cand.auth })).statusCode,
    ).toBe(403);
    const admin = await makeStaff(t.db, 'admin');
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/dashboard`, headers: admin.auth })).statusCode,
    ).toBe(200);
  });
});
