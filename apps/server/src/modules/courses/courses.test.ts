import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { expectStaffOnly, jsonCall, type Staff, staffContext } from '../../../test/staff-api';

const _API = '/tryout/api';

describe('courses (matakuliah)', () => {
  let t: TestContext;
  let [dosen, other, admin]: Staff[] = [];
  beforeAll(async () => {
    [t, dosen, other, admin] = await staffContext('dosen', 'dosen', 'admin');
  });
  afterAll(async () => t.close());

  const call = jsonCall(() => ({ t, auth: dosen.auth }));

  it('adds, lists, counts, edits and deletes a course', async () => {
    let res = await call('POST', '/matkul', {
      nama_matkul: 'Algoritma',
      id_dosen: String(dosen.user.id),
      kelas: 'A',
      prodi: 'Teknik Informatika',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Berhasil Di Tambah');
    const c = res.json().data;
    expect(c).toMatchObject({
      nama_matkul: 'Algoritma',
      nidn: dosen.user.nidn,
      nama_dosen: dosen.user.nama_dosen,
      kelas: 'A',
    });
    // only an admin makes a course for another lecturer
    res = await call(
      'POST',
      '/matkul',
      { nama_matkul: 'Fisika', id_dosen: other.user.id, kelas: 'B', prodi: 'Teknik Mesin' },
      admin.auth,
    );
    expect(res.statusCode, res.body).toBe(200);

    res = await call('GET', '/matkul');
    expect(res.json().data.map((x: { nama_matkul: string }) => x.nama_matkul)).toEqual([
      'Algoritma',
      'Fisika',
    ]);
    res = await call('GET', '/matkul_dosen');
    expect(res.json().data.map((x: { nama_matkul: string }) => x.nama_matkul)).toEqual(['Algoritma']);
    res = await call('GET', '/matkulCount');
    expect(res.json().data).toEqual({ jumlah_matkul: 2 });

    res = await call('PUT', `/editMatkul/${c.id_matkul}`, {
      nama_matkul: 'Algoritma 1',
      id_dosen: dosen.user.id,
      kelas: 'B',
      prodi: 'Teknik Informatika',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nama_matkul: 'Algoritma 1', kelas: 'B' });
    // only an admin gives a course to another lecturer
    res = await call(
      'PUT',
      `/editMatkul/${c.id_matkul}`,
      { nama_matkul: 'Algoritma 2', id_dosen: other.user.id, kelas: 'C', prodi: 'Teknik Elektro' },
      admin.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Berhasil Di Rubah');
    expect(res.json().data).toMatchObject({
      nama_matkul: 'Algoritma 2',
      nama_dosen: other.user.nama_dosen,
      kelas: 'C',
    });
    expect(
      (
        await call('PUT', '/editMatkul/999999', {
          nama_matkul: 'x',
          id_dosen: other.user.id,
          kelas: 'C',
          prodi: 'p',
        })
      ).statusCode,
    ).toBe(404);

    // the course is now the other lecturer's
    res = await call('DELETE', `/deleteMatkul/${c.id_matkul}`, undefined, other.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Berhasil Di Hapus');
    expect((await call('DELETE', `/deleteMatkul/${c.id_matkul}`, undefined, other.auth)).statusCode).toBe(
      404,
    );
  });

  it('validates the form', async () => {
    const base = { nama_matkul: 'M', id_dosen: dosen.user.id, kelas: 'A', prodi: 'P' };
    for (const [body, message] of [
      [{ ...base, id_dosen: '' }, 'Nama Dosen harus diisi'],
      [{ ...base, id_dosen: undefined }, 'Nama Dosen harus diisi'],
      [{ ...base, nama_matkul: '' }, 'Nama Matakuliah harus diisi'],
      [{ ...base, kelas: '' }, 'Kelas harus diisi'],
      [{ ...base, prodi: '' }, 'Prodi harus diisi'],
    ] as const) {
      const res = await call('POST', '/matkul', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // an admin may choose any lecturer, but one that exists
    const res = await call('POST', '/matkul', { ...base, id_dosen: 999999 }, admin.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dosen tidak ditemukan');
  });

  it('refuses to delete a course that has exams', async () => {
    const c = (
      await call('POST', '/matkul', {
        nama_matkul: 'Kalkulus',
        id_dosen: dosen.user.id,
        kelas: 'A',
        prodi: 'P',
      })
    ).json().data;
    const e = await call('POST', '/ujian', {
      id_matkul: c.id_matkul,
      kode_ujian: 'KAL',
      nama_ujian: 'UTS',
      master_materi: 'K',
      jumlah_soal_PG: 5,
      waktu_ujian: 30,
      pass_ujian: 'p',
      mulai: '2026-12-01 8:00:00',
      selesai: '2026-12-01 9:00:00',
    });
    expect(e.statusCode, e.body).toBe(200);
    const res = await call('DELETE', `/deleteMatkul/${c.id_matkul}`);
    expect(res.statusCode).toBe(409);
    // docs/decisions/0016: what uses it, and the archive instead
    expect(res.json().message).toBe(
      'Dipakai oleh 1 ujian, sehingga tidak dapat dihapus. Arsipkan saja agar tidak tampil lagi di daftar; ujian dan hasilnya tetap utuh',
    );
  });

  it('needs a staff token', async () => {
    await expectStaffOnly(t, [
      ['GET', '/matkul'],
      ['POST', '/matkul'],
      ['PUT', '/editMatkul/1'],
      ['DELETE', '/deleteMatkul/1'],
      ['GET', '/matkulCount'],
      ['GET', '/matkul_dosen'],
    ]);
  });
});
