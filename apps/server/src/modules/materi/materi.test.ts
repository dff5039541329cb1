import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { makeResult } from '../../../test/result-fixtures';
import { API, jsonCall, postMultipart, type Staff, staffContext } from '../../../test/staff-api';

describe('master materi', () => {
  let t: TestContext;
  let dosen: Staff;
  beforeAll(async () => {
    [t, dosen] = await staffContext('dosen');
  });
  afterAll(async () => t.close());

  const call = jsonCall(() => ({ t, auth: dosen.auth }));
  const post = (url: string, payload: unknown, headers = dosen.auth) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload: payload as object });

  it('creates, lists, shows, edits and deletes a materi', async () => {
    let res = await post('/addMateri', { kode_ujian: 'MTK', deskripsi: 'Matematika', waktu: 60, urutan: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Berhasil Menambah Data');
    const id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      kode_ujian: 'MTK',
      waktu: 60,
      urutan: 1,
      is_toefl: '0',
      toefl_type: null,
    });

    res = await t.app.inject({ method: 'GET', url: `${API}/getMasterMateri`, headers: dosen.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { kode_ujian: string }) => m.kode_ujian)).toContain('MTK');

    res = await post('/getDetailMasterMateri', { id });
    expect(res.json().data).toMatchObject({ id, deskripsi: 'Matematika', jumlah_group: 0, jumlah_soal: 0 });

    res = await post('/editMasterMateri', { id, kode_ujian: 'MTK2', deskripsi: 'Mat', waktu: 0, urutan: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Berhasil Di Rubah');
    expect(res.json().data).toMatchObject({ kode_ujian: 'MTK2', waktu: 0, urutan: 2 });

    res = await call('DELETE', `/deleteMasterMateri/${id}`);
    expect(res.statusCode).toBe(200);
    res = await post('/getDetailMasterMateri', { id });
    expect(res.statusCode).toBe(404);
  });

  it('deletes by id in the body or the query too, 404 when missing', async () => {
    const a = (await post('/addMateri', { kode_ujian: 'DEL-A', deskripsi: 'a', waktu: 1, urutan: 1 })).json()
      .data;
    const b = (await post('/addMateri', { kode_ujian: 'DEL-B', deskripsi: 'b', waktu: 1, urutan: 1 })).json()
      .data;
    let res = await t.app.inject({
      method: 'DELETE',
      url: `${API}/deleteMasterMateri`,
      headers: dosen.auth,
      payload: { id: a.id },
    });
    expect(res.statusCode).toBe(200);
    res = await call('DELETE', `/deleteMasterMateri?id=${b.id}`);
    expect(res.statusCode).toBe(200);
    res = await call('DELETE', `/deleteMasterMateri/${b.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Gagal Menghapus Data');
  });

  it('validates the form (form-data strings too) and changes nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: `${API}/getMasterMateri`, headers: dosen.auth })
    ).json().data.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ deskripsi: 'x', waktu: 1, urutan: 1 }, 'Kode Ujian harus diisi'],
      [{ kode_ujian: '  ', deskripsi: 'x', waktu: 1, urutan: 1 }, 'Kode Ujian harus diisi'],
      [{ kode_ujian: 'K', waktu: 1, urutan: 1 }, 'Deskripsi harus diisi'],
      [{ kode_ujian: 'K', deskripsi: 'x', waktu: '', urutan: 1 }, 'Waktu harus diisi'],
      [{ kode_ujian: 'K', deskripsi: 'x', waktu: 'abc', urutan: 1 }, 'Waktu harus diisi'],
      [{ kode_ujian: 'K', deskripsi: 'x', waktu: 1 }, 'Urutan harus diisi'],
      [{ kode_ujian: 'K', deskripsi: 'x', waktu: -1, urutan: 1 }, 'Nilai minimal 0'],
      [{ kode_ujian: 'K', deskripsi: 'x', waktu: 1, urutan: 1, is_toefl: '1' }, 'Tipe Toefl harus dipilih'],
    ];
    for (const [body, message] of cases) {
      const res = await post('/addMateri', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const res = await post('/editMasterMateri', {
      id: 999999,
      kode_ujian: 'X',
      deskripsi: 'x',
      waktu: 1,
      urutan: 1,
    });
    expect(res.statusCode).toBe(404);
    const after = (
      await t.app.inject({ method: 'GET', url: `${API}/getMasterMateri`, headers: dosen.auth })
    ).json().data.length;
    expect(after).toBe(before);
  });

  it('accepts the spec form-data body', async () => {
    const res = await postMultipart(
      t,
      '/addMateri',
      { kode_ujian: 'FD', deskripsi: 'Form data', waktu: '45', urutan: '3', is_toefl: 'false' },
      dosen.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kode_ujian: 'FD', waktu: 45, urutan: 3, is_toefl: '0' });
  });

  it('refuses a duplicate code', async () => {
    expect(
      (await post('/addMateri', { kode_ujian: 'DUP', deskripsi: 'x', waktu: 1, urutan: 1 })).statusCode,
    ).toBe(200);
    const res = await post('/addMateri', { kode_ujian: 'DUP', deskripsi: 'y', waktu: 1, urutan: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Kode Ujian sudah digunakan');
  });

  it('suffixes TOEFL codes with the section and refuses a used toefl_type', async () => {
    let res = await post('/addMateri', {
      kode_ujian: 'TOEFL',
      deskripsi: 'Listening section',
      waktu: 30,
      urutan: 1,
      is_toefl: '1',
      toefl_type: '1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kode_ujian: 'TOEFL Listening', is_toefl: '1', toefl_type: 1 });
    res = await post('/addMateri', {
      kode_ujian: 'TOEFL',
      deskripsi: 'S',
      waktu: 25,
      urutan: 2,
      is_toefl: true,
      toefl_type: 2,
    });
    expect(res.json().data.kode_ujian).toBe('TOEFL Structure');
    res = await post('/addMateri', {
      kode_ujian: 'TOEFL B',
      deskripsi: 'again',
      waktu: 30,
      urutan: 3,
      is_toefl: 1,
      toefl_type: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Toefl sudah ada');
  });

  it('refuses to edit or delete a TOEFL materi and leaves it unchanged', async () => {
    const created = (
      await post('/addMateri', {
        kode_ujian: 'TOEFL',
        deskripsi: 'Reading section',
        waktu: 40,
        urutan: 3,
        is_toefl: 1,
        toefl_type: 3,
      })
    ).json().data;
    expect(created.kode_ujian).toBe('TOEFL Reading');
    const locked = 'Materi TOEFL tidak dapat diubah atau dihapus';

    let res = await post('/editMasterMateri', {
      id: created.id,
      kode_ujian: 'X',
      deskripsi: 'R',
      waktu: 55,
      urutan: 9,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, message: locked });

    for (const url of [`/deleteMasterMateri/${created.id}`, `/deleteMasterMateri?id=${created.id}`]) {
      res = await t.app.inject({ method: 'DELETE', url: `${API}${url}`, headers: dosen.auth });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(locked);
    }
    res = await post('/getDetailMasterMateri', { id: created.id });
    expect(res.json().data).toEqual(created);
  });

  it('assigns materi to an exam, refused once the exam has results', async () => {
    const m1 = (await post('/addMateri', { kode_ujian: 'AS-1', deskripsi: 'a', waktu: 10, urutan: 1 })).json()
      .data;
    const m2 = (await post('/addMateri', { kode_ujian: 'AS-2', deskripsi: 'b', waktu: 10, urutan: 2 })).json()
      .data;
    const course = (
      await post('/matkul', { nama_matkul: 'Statistika', id_dosen: dosen.user.id, kelas: 'A', prodi: 'P' })
    ).json().data;
    const exam = (
      await post('/ujian', {
        id_matkul: course.id_matkul,
        kode_ujian: 'UJ-AS',
        nama_ujian: 'UTS',
        master_materi: 'Statistika',
        jumlah_soal_PG: 10,
        waktu_ujian: 60,
        pass_ujian: 'p',
        mulai: '2026-12-01 8:00:00',
        selesai: '2026-12-01 9:00:00',
      })
    ).json().data;
    let res = await post('/addMateri', { id_ujian: exam.id_ujian, master_materi: [m1.id, m2.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Berhasil Menambah Data');
    expect(res.json().data.materi.map((m: { id: number }) => m.id)).toEqual([m1.id, m2.id]);
    // form-data style list
    res = await post('/addMateri', { id_ujian: String(exam.id_ujian), master_materi: `${m2.id}` });
    expect(res.json().data.materi.map((m: { id: number }) => m.id)).toEqual([m2.id]);
    res = await post('/addMateri', { id_ujian: exam.id_ujian, master_materi: [999999] });
    expect(res.statusCode).toBe(400);

    // a result for that exam
    const { candidate } = await makeCandidate(t.db);
    await makeResult(t.db, {
      id_ujian: exam.id_ujian,
      materi_id: m2.id,
      candidate,
      nilai_pg: 80,
      attempt_no: 1,
    });
    res = await post('/addMateri', { id_ujian: exam.id_ujian, master_materi: [m1.id, m2.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Gagal Menambahkan Materi Ujian, Hasil Ujian Sudah Ada');
    const links = await t.db
      .selectFrom('exam_materi')
      .selectAll()
      .where('id_ujian', '=', exam.id_ujian)
      .execute();
    expect(links.map((l) => l.materi_id)).toEqual([m2.id]);
    // the materi with candidates' work cannot be deleted
    res = await call('DELETE', `/deleteMasterMateri/${m2.id}`);
    expect(res.statusCode).toBe(409);
  });

  it('needs a staff token', async () => {
    let res = await t.app.inject({ method: 'GET', url: `${API}/getMasterMateri` });
    expect(res.statusCode).toBe(401);
    const cand = await makeCandidate(t.db);
    for (const [method, url] of [
      ['GET', '/getMasterMateri'],
      ['POST', '/getDetailMasterMateri'],
      ['POST', '/addMateri'],
      ['POST', '/editMasterMateri'],
      ['DELETE', '/deleteMasterMateri/1'],
    ] as const) {
      res = await t.app.inject({ method, url: `${API}${url}`, headers: cand.auth, payload: {} });
      expect(res.statusCode, url).toBe(403);
    }
    const admin = await makeStaff(t.db, 'admin');
    res = await t.app.inject({ method: 'GET', url: `${API}/getMasterMateri`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
  });
});
