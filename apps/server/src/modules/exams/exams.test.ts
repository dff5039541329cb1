import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { makeCandidate } from '../../../test/factories';
import { makeResult } from '../../../test/result-fixtures';
import { rowOf } from '../../../test/rows';
import { API, expectStaffOnly, jsonCall, type Staff, staffContext } from '../../../test/staff-api';
import { nowIso } from '../../lib/time';

describe('staff exams (ujian)', () => {
  let t: TestContext;
  let dosen: Staff;
  let admin: Staff;
  let courseId: number;
  let materi: number[];

  beforeAll(async () => {
    [t, dosen, admin] = await staffContext('dosen', 'admin');
    const now = nowIso();
    courseId = (
      await t.db
        .insertInto('courses')
        .values({
          nama_matkul: 'Basis Data',
          id_dosen: dosen.user.id,
          kelas: 'TI-2A',
          prodi: 'Teknik Informatika',
          created_at: now,
          updated_at: now,
        })
        .returning('id_matkul')
        .executeTakeFirstOrThrow()
    ).id_matkul;
    materi = [];
    for (const [kode, urutan] of [
      ['UJ-M2', 2],
      ['UJ-M1', 1],
    ] as const) {
      const r = await t.app.inject({
        method: 'POST',
        url: `${API}/addMateri`,
        headers: dosen.auth,
        payload: { kode_ujian: kode, deskripsi: kode, waktu: 30, urutan },
      });
      materi.push(r.json().data.id);
    }
  });
  afterAll(async () => t.close());

  const call = jsonCall(() => ({ t, auth: dosen.auth }));

  it("creates a tryout exam (an admin's, PG) with materi and lists it with nested materi", async () => {
    const res = await call(
      'POST',
      '/ujian',
      {
        kode_ujian: 'TRY-1',
        nama_ujian: 'Tryout Gelombang 1',
        master_materi: 'Tryout',
        jumlah_soal_PG: '40',
        waktu_ujian: '90',
        type_ujian: 'UTS',
        materi: materi,
      },
      admin.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Data Berhasil Di Simpan');
    const e = res.json().data;
    expect(e).toMatchObject({
      kategori: 'tryout',
      id_matkul: null,
      type_soal: 'PG',
      jumlah_soal_PG: 40,
      jumlah_soal_essay: 0,
      waktu_ujian: 90,
      mulai: null,
      nama_matkul: null,
    });
    // ordered by urutan
    expect(e.materi.map((m: { kode_ujian: string }) => m.kode_ujian)).toEqual(['UJ-M1', 'UJ-M2']);
    const list = await call('GET', '/getDataUjian');
    expect(list.json().data.find((x: { id_ujian: number }) => x.id_ujian === e.id_ujian).materi).toHaveLength(
      2,
    );
    const detail = await call('GET', `/getDetailUjian/${e.id_ujian}`);
    expect(detail.json().data.kode_ujian).toBe('TRY-1');
    expect((await call('GET', '/getDetailUjian/999999')).statusCode).toBe(404);
  });

  it("creates a course exam 'PG Dan Essay' with WIB times, course, lecturer and class", async () => {
    const res = await call('POST', '/ujian', {
      id_matkul: courseId,
      kode_ujian: 'BD-UTS',
      nama_ujian: 'UTS Basis Data',
      master_materi: 'Basis Data',
      jumlah_soal_PG: 10,
      jumlah_soal_essay: 2,
      waktu_ujian: 100,
      type_ujian: 'UTS',
      type_soal: 'PG Dan Essay',
      pass_ujian: 'rahasia',
      mulai: '2026-12-01 8:00:00',
      selesai: '2026-12-01 10:30:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json().data;
    expect(e).toMatchObject({
      kategori: 'matkul',
      nama_matkul: 'Basis Data',
      nama_dosen: dosen.user.nama_dosen,
      kelas: 'TI-2A',
      pass_ujian: 'rahasia',
      mulai: '2026-12-01 8:00:00',
      selesai: '2026-12-01 10:30:00',
      mulai_utc: '2026-12-01T01:00:00.000Z',
    });
    const row = await rowOf(t.db, 'exams', { id_ujian: e.id_ujian });
    expect(row.mulai).toBe('2026-12-01T01:00:00.000Z');
    expect(row.created_by).toBe(dosen.user.id);

    // the filters, judged by this test's own exam (other tests of the file add exams of their own)
    type Listed = { kode_ujian: string; type_soal: string; type_ujian: string };
    const listed = async (query: string) =>
      (await call('GET', `/getDataUjian?${query}`)).json().data as Listed[];
    const filtered = await listed('type_soal=PG%20Dan%20Essay');
    expect(filtered.map((x) => x.kode_ujian)).toContain('BD-UTS');
    expect(filtered.map((x) => x.type_soal)).toEqual(filtered.map(() => 'PG Dan Essay'));
    const pg = await listed('type_soal=PG');
    expect(pg.map((x) => x.kode_ujian)).not.toContain('BD-UTS');
    expect(pg.map((x) => x.type_soal)).toEqual(pg.map(() => 'PG'));
    const uts = await listed('type_ujian=UTS');
    expect(uts.map((x) => x.kode_ujian)).toContain('BD-UTS');
    const uas = await listed('type_ujian=UAS');
    expect(uas.map((x) => x.kode_ujian)).not.toContain('BD-UTS');
    expect(uas.map((x) => x.type_ujian)).toEqual(uas.map(() => 'UAS'));
  });

  it('validates the exam form and changes nothing', async () => {
    const before = (await t.db.selectFrom('exams').select('id_ujian').execute()).length;
    const base = {
      id_matkul: courseId,
      kode_ujian: 'V-1',
      nama_ujian: 'N',
      master_materi: 'M',
      jumlah_soal_PG: 5,
      waktu_ujian: 30,
      pass_ujian: 'p',
      mulai: '2026-12-01 8:00:00',
      selesai: '2026-12-01 9:00:00',
    };
    const essay = { ...base, type_soal: 'Essay', jumlah_soal_essay: 2 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, nama_ujian: '' }, 'Nama Ujian harus diisi'],
      [{ ...base, master_materi: ' ' }, 'Master Materi harus diisi'],
      [{ ...base, kode_ujian: '' }, 'Kode Ujian harus diisi'],
      [{ ...base, jumlah_soal_PG: 0 }, 'Jumlah Soal minimal 1'],
      [{ ...base, jumlah_soal_PG: undefined }, 'Jumlah Soal minimal 1'],
      [{ ...base, waktu_ujian: 0 }, 'Waktu Ujian minimal 1'],
      [{ ...base, waktu_ujian: '' }, 'Waktu Ujian minimal 1'],
      [{ ...base, type_ujian: 'UKK' }, 'Tipe ujian harus UTS, UAS atau QUIZ'],
      [{ ...base, type_soal: 'Campur' }, "Tipe soal harus PG, Essay atau 'PG Dan Essay'"],
      [{ ...essay, jumlah_soal_essay: 0 }, 'Jumlah Soal minimal 1'],
      [{ ...essay, pass_ujian: '' }, 'Password Ujian harus diisi'],
      [{ ...essay, mulai: '' }, 'Waktu mulai harus diisi dengan format YYYY-MM-DD H:mm:ss'],
      [{ ...essay, mulai: '01/12/2026' }, 'Waktu mulai harus diisi dengan format YYYY-MM-DD H:mm:ss'],
      [{ ...essay, selesai: '' }, 'Waktu selesai harus diisi dengan format YYYY-MM-DD H:mm:ss'],
      [{ ...essay, selesai: '2026-12-01 7:00:00' }, 'Waktu selesai harus setelah waktu mulai'],
      [{ ...base, id_matkul: 999999 }, 'Matakuliah tidak ditemukan'],
      [{ ...base, materi: [999999] }, 'Materi tidak ditemukan'],
      // a PG course exam has its password and window too
      [{ ...base, pass_ujian: '' }, 'Password Ujian harus diisi'],
      [{ ...base, selesai: undefined }, 'Waktu selesai harus diisi dengan format YYYY-MM-DD H:mm:ss'],
      // a lecturer's exam always has one of the lecturer's courses
      [{ ...base, id_matkul: undefined }, STAFF_MSG.examCourseRequired],
      [{ ...base, id_matkul: undefined, kategori: 'matkul' }, STAFF_MSG.examCourseRequired],
      [{ ...base, kategori: 'tryout' }, STAFF_MSG.tryoutHasNoCourse],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/ujian', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // essay only: PG count not needed
    const ok = await call('POST', '/ujian', { ...essay, jumlah_soal_PG: 0, kode_ujian: 'ESS-1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ type_soal: 'Essay', jumlah_soal_PG: 0, jumlah_soal_essay: 2 });
    const dup = await call('POST', '/ujian', { ...base, kode_ujian: 'ESS-1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Kode Ujian sudah digunakan');
    // a materi code is taken too (candidates open both by kode_ujian), and the other way round
    const clash = await call('POST', '/ujian', { ...base, kode_ujian: 'UJ-M1' });
    expect(clash.statusCode).toBe(409);
    const clash2 = await call('POST', '/addMateri', {
      kode_ujian: 'ESS-1',
      deskripsi: 'x',
      waktu: 1,
      urutan: 1,
    });
    expect(clash2.statusCode).toBe(409);
    expect(clash2.json().message).toBe('Kode Ujian sudah digunakan');
    expect((await t.db.selectFrom('exams').select('id_ujian').execute()).length).toBe(before + 1);
  });

  it('updates and deletes an exam; materi changes refused once results exist', async () => {
    const body = {
      id_matkul: courseId,
      kode_ujian: 'UP-1',
      nama_ujian: 'Awal',
      master_materi: 'M',
      jumlah_soal_PG: 5,
      waktu_ujian: 30,
      pass_ujian: 'p',
      mulai: '2026-12-01 8:00:00',
      selesai: '2026-12-01 9:00:00',
      materi: [materi[0]],
    };
    const e = (await call('POST', '/ujian', body)).json().data;
    let res = await call('PUT', `/updateujian/${e.id_ujian}`, {
      ...body,
      nama_ujian: 'Diubah',
      type_ujian: 'QUIZ',
      materi: materi,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Data Berhasil Di Ubah');
    expect(res.json().data).toMatchObject({ nama_ujian: 'Diubah', type_ujian: 'QUIZ' });
    expect(res.json().data.materi).toHaveLength(2);
    expect((await call('PUT', '/updateujian/999999', body)).statusCode).toBe(404);

    const { candidate } = await makeCandidate(t.db);
    await makeResult(t.db, {
      id_ujian: e.id_ujian,
      materi_id: materi[0],
      candidate,
      nilai_pg: 50,
      attempt_no: 1,
    });
    res = await call('PUT', `/updateujian/${e.id_ujian}`, { ...body, materi: [materi[1]] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Gagal Menambahkan Materi Ujian, Hasil Ujian Sudah Ada');
    // same materi set: other fields may still change
    res = await call('PUT', `/updateujian/${e.id_ujian}`, { ...body, nama_ujian: 'Lagi', materi: materi });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.jumlah_hasil).toBe(1);
    res = await call('DELETE', `/deleteujian/${e.id_ujian}`);
    expect(res.statusCode).toBe(409);

    const f = (await call('POST', '/ujian', { ...body, kode_ujian: 'DEL-1' })).json().data;
    res = await call('DELETE', `/deleteujian/${f.id_ujian}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Data Berhasil Di Hapus');
    expect((await call('DELETE', `/deleteujian/${f.id_ujian}`)).statusCode).toBe(404);
  });

  describe('an edit changes only the fields sent', () => {
    const course = (type_soal: string, kode_ujian: string) => ({
      id_matkul: courseId,
      kode_ujian,
      nama_ujian: `Ujian ${kode_ujian}`,
      master_materi: 'Basis Data',
      type_soal,
      type_ujian: 'UAS',
      jumlah_soal_PG: type_soal === 'Essay' ? 0 : 10,
      jumlah_soal_essay: type_soal === 'PG' ? 0 : 2,
      waktu_ujian: 90,
      pass_ujian: 'kunci-kelas',
      mulai: '2026-12-01 8:00:00',
      selesai: '2026-12-01 10:00:00',
      acak_pilihan: true,
      materi: [materi[0]],
    });
    /** One field each: what is sent and the column it must change to. */
    const edits: [string, unknown, Record<string, unknown>][] = [
      ['nama_ujian', 'Nama Baru', { nama_ujian: 'Nama Baru' }],
      ['master_materi', 'Materi Baru', { master_materi: 'Materi Baru' }],
      ['waktu_ujian', 45, { waktu_ujian: 45 }],
      ['type_ujian', 'QUIZ', { type_ujian: 'QUIZ' }],
      ['pass_ujian', 'sandi-baru', { pass_ujian: 'sandi-baru' }],
      ['mulai', '2026-12-01 7:30:00', { mulai: '2026-12-01T00:30:00.000Z' }],
      ['selesai', '2026-12-02 9:00:00', { selesai: '2026-12-02T02:00:00.000Z' }],
      ['acak_pilihan', false, { acak_pilihan: 0 }],
      ['nilai_setelah_tutup', false, { nilai_setelah_tutup: 0 }],
    ];

    for (const type of ['PG', 'Essay', 'PG Dan Essay']) {
      it(`a '${type}' course exam keeps every other column`, async () => {
        const kode = `ED-${type.replace(/ /g, '')}`;
        const created = await call('POST', '/ujian', course(type, kode));
        expect(created.statusCode, created.body).toBe(200);
        const id = created.json().data.id_ujian;
        for (const [field, value, change] of edits) {
          const before = await rowOf(t.db, 'exams', { id_ujian: id });
          const res = await call('PUT', `/updateujian/${id}`, { [field]: value });
          expect(res.statusCode, `${field}: ${res.body}`).toBe(200);
          const after = await rowOf(t.db, 'exams', { id_ujian: id });
          expect(after, field).toEqual({ ...before, ...change, updated_at: after.updated_at });
        }
        // the materi set is untouched by an edit that does not send it
        const detail = (await call('GET', `/getDetailUjian/${id}`)).json().data;
        expect(detail.materi.map((m: { id: number }) => m.id)).toEqual([materi[0]]);
        // a blank field is a field not sent: the password stays
        const blank = await call('PUT', `/updateujian/${id}`, { pass_ujian: '', nama_ujian: 'Lagi' });
        expect(blank.statusCode, blank.body).toBe(200);
        expect((await rowOf(t.db, 'exams', { id_ujian: id })).pass_ujian).toBe('sandi-baru');
      });
    }

    it("an admin's tryout exam keeps its columns; a lecturer may not change it", async () => {
      const created = await call(
        'POST',
        '/ujian',
        {
          kategori: 'tryout',
          kode_ujian: 'ED-TRY',
          nama_ujian: 'Tryout',
          master_materi: 'Tryout',
          jumlah_soal_PG: 10,
          waktu_ujian: 60,
        },
        admin.auth,
      );
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id_ujian;
      const before = await rowOf(t.db, 'exams', { id_ujian: id });
      const res = await call('PUT', `/updateujian/${id}`, { waktu_ujian: 75 }, admin.auth);
      expect(res.statusCode, res.body).toBe(200);
      const after = await rowOf(t.db, 'exams', { id_ujian: id });
      expect(after).toEqual({ ...before, waktu_ujian: 75, updated_at: after.updated_at });

      for (const [method, url, body] of [
        ['PUT', `/updateujian/${id}`, { nama_ujian: 'Milik Dosen' }],
        [
          'PUT',
          `/updateujian/${id}`,
          {
            id_matkul: courseId,
            pass_ujian: 'x',
            mulai: '2026-12-01 8:00:00',
            selesai: '2026-12-01 9:00:00',
          },
        ],
        ['DELETE', `/deleteujian/${id}`, undefined],
      ] as const) {
        const refused = await call(method, url, body);
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json().message).toBe(STAFF_MSG.tryoutAdminOnly);
      }
      expect(await rowOf(t.db, 'exams', { id_ujian: id })).toEqual(after);
    });

    it("a lecturer's exam without a course is refused; a tryout is an admin's to make", async () => {
      const before = (await t.db.selectFrom('exams').select('id_ujian').execute()).length;
      const pg = {
        kode_ujian: 'NO-COURSE',
        nama_ujian: 'UTS',
        master_materi: 'M',
        jumlah_soal_PG: 5,
        waktu_ujian: 30,
      };
      let res = await call('POST', '/ujian', pg);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: STAFF_MSG.examCourseRequired,
        errors: { id_matkul: STAFF_MSG.examCourseRequired },
      });
      res = await call('POST', '/ujian', { ...pg, kategori: 'tryout' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(STAFF_MSG.tryoutAdminOnly);
      expect((await t.db.selectFrom('exams').select('id_ujian').execute()).length).toBe(before);
      // an admin's exam without a course is a tryout exam
      res = await call('POST', '/ujian', pg, admin.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ kategori: 'tryout', id_matkul: null });
    });

    it("the lecturer's own exam stored as a tryout by the old PG form becomes a course exam when given a course", async () => {
      const now = nowIso();
      const id = await t.db
        .insertInto('exams')
        .values({
          kategori: 'tryout',
          id_matkul: null,
          kode_ujian: 'OLD-PG',
          pass_ujian: null,
          nama_ujian: 'UTS lama',
          master_materi: 'M',
          type_ujian: 'UTS',
          type_soal: 'PG',
          jumlah_soal_PG: 5,
          jumlah_soal_essay: 0,
          waktu_ujian: 30,
          mulai: null,
          selesai: null,
          kelas: null,
          created_by: dosen.user.id,
          created_at: now,
          updated_at: now,
        })
        .returning('id_ujian')
        .executeTakeFirstOrThrow();
      // keeping it a tryout is refused, and so is a course exam without its password and window
      let res = await call('PUT', `/updateujian/${id.id_ujian}`, { nama_ujian: 'UTS' });
      expect(res.statusCode).toBe(403);
      res = await call('PUT', `/updateujian/${id.id_ujian}`, { id_matkul: courseId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ pass_ujian: STAFF_MSG.passUjianRequired });
      res = await call('PUT', `/updateujian/${id.id_ujian}`, {
        id_matkul: courseId,
        pass_ujian: 'kelas',
        mulai: '2026-12-01 8:00:00',
        selesai: '2026-12-01 9:00:00',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rowOf(t.db, 'exams', { id_ujian: id.id_ujian })).toMatchObject({
        kategori: 'matkul',
        id_matkul: courseId,
        kelas: 'TI-2A',
        nama_ujian: 'UTS lama',
        pass_ujian: 'kelas',
      });
    });
  });

  it('needs a staff token', async () => {
    await expectStaffOnly(t, [
      ['GET', '/getDataUjian'],
      ['GET', '/getDetailUjian/1'],
      ['POST', '/ujian'],
      ['PUT', '/updateujian/1'],
      ['DELETE', '/deleteujian/1'],
    ]);
  });
});
