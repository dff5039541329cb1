import { ROSTER_MSG } from '@tryout/shared/roster';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { giveCourse, makeCourseExam } from '../../../test/exam-fixtures';
import { bearer, examApi, studentIdentity } from '../../../test/exam-helpers';
import { rowsOf } from '../../../test/rows';
import { API, expectStaffOnly, jsonCall, type Staff, staffContext } from '../../../test/staff-api';

/** docs/decisions/0018: a course's student list, and course exams that know their students. */
describe("a course's student list ('Daftar Mahasiswa')", () => {
  let t: TestContext;
  let dosen: Staff;
  let other: Staff;
  let admin: Staff;
  let exam: Awaited<ReturnType<typeof makeCourseExam>>['exam'];
  let idMatkul: number;

  beforeAll(async () => {
    [t, dosen, other, admin] = await staffContext('dosen', 'dosen', 'admin');
    exam = (await makeCourseExam(t.db, { type_soal: 'PG', jumlah_soal_essay: 0 })).exam;
    idMatkul = await giveCourse(t.db, exam.id_ujian, dosen.user.id);
  });
  afterAll(async () => t.close());

  const call = jsonCall(() => ({ t, auth: dosen.auth }));
  const base = () => `/matkul/${idMatkul}/mahasiswa`;
  const upload = (bytes: Buffer, auth = dosen.auth) =>
    t.app.inject({
      method: 'POST',
      url: `${API}${base()}/impor`,
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  const login = (nim: string, extra: Record<string, unknown> = {}) =>
    examApi(t).post('/loginujian', undefined, {
      kode_ujian: exam.kode_ujian,
      pass_ujian: 'rahasia',
      ...studentIdentity('1'),
      nama: 'Nama Ketikan',
      nim,
      ...extra,
    });

  it('without a list anyone with the password enters under the name typed', async () => {
    const info = await examApi(t).get(`/detailUjian/${exam.kode_ujian}`, undefined);
    expect(info.body.data).toMatchObject({ daftar_mahasiswa: false, kode_pribadi: false });
    const r = await login('BEBAS01');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.nama).toBe('Nama Ketikan');
    // and a missing name is refused then
    const none = await login('BEBAS02', { nama: '' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toMatchObject({ nama: 'Nama harus diisi' });
  });

  it('the lecturer types students (NIM normalised), a NIM twice is refused, a student removed', async () => {
    let res = await call('POST', base(), {
      nim: ' ti22 a001 ',
      nama: 'Ani Lestari',
      email: 'ANI@kampus.ac.id',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: ROSTER_MSG.added,
      data: { nim: 'TI22A001', nama: 'Ani Lestari', email: 'ani@kampus.ac.id', kode_pribadi: null },
    });
    res = await call('POST', base(), { nim: 'ti22a001', nama: 'Lagi' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ROSTER_MSG.nimExists);
    res = await call('POST', base(), { nim: '', nama: '' });
    expect(res.statusCode).toBe(400);
    const extra = (await call('POST', base(), { nim: 'HAPUS1', nama: 'Sebentar' })).json().data;
    expect((await call('DELETE', `${base()}/${extra.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${base()}/${extra.id}`)).statusCode).toBe(404);
    const list = await call('GET', base());
    expect(list.json().data).toMatchObject({
      matkul: { id_matkul: idMatkul, nama_matkul: 'Algoritma', kelas: 'A' },
      mahasiswa: [{ nim: 'TI22A001' }],
    });
  });

  it('imports a CSV (semicolons, any column order) and an Excel sheet; bad rows are named', async () => {
    const csv = Buffer.from(
      '\uFEFFNama;NIM;Email\r\nBudi Santoso;ti22a002;budi@kampus.ac.id\r\nAni L.;TI22A001;\r\n;TI22A009;\r\nCitra;TI22A003;bukan\r\n',
    );
    let res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      ditambah: 1,
      diperbarui: 1,
      ditolak: [
        { baris: 4, alasan: ROSTER_MSG.namaRequired },
        { baris: 5, alasan: ROSTER_MSG.emailInvalid },
      ],
    });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Kelas A');
    sheet.addRow(['NIM', 'Nama Mahasiswa', 'E-mail']);
    sheet.addRow(['TI22A004', 'Dedi', 'dedi@kampus.ac.id']);
    sheet.addRow([22005, 'Eka', '']);
    res = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ditambah: 2, diperbarui: 0, ditolak: [] });
    const nims = (await rowsOf(t.db, 'course_roster', { id_matkul: idMatkul })).map((r) => r.nim).sort();
    expect(nims).toEqual(['22005', 'TI22A001', 'TI22A002', 'TI22A004']);
    expect((await rowsOf(t.db, 'course_roster', { nim: 'TI22A001' }))[0].nama).toBe('Ani L.');
    // a file with nothing to read, or not a table at all, changes nothing
    for (const bytes of [
      Buffer.from('NIM;Nama\r\n'),
      Buffer.from([0x50, 0x4b, 3, 4, 0, 0]),
      Buffer.alloc(0),
    ]) {
      res = await upload(bytes);
      expect(res.statusCode).toBe(400);
    }
    expect((await rowsOf(t.db, 'course_roster', { id_matkul: idMatkul })).length).toBe(4);
  });

  it('with a list only its NIMs enter, under the listed name; the others are told why and nothing is written', async () => {
    const info = await examApi(t).get(`/detailUjian/${exam.kode_ujian}`, undefined);
    expect(info.body.data).toMatchObject({ daftar_mahasiswa: true, kode_pribadi: false });
    const seats = (await rowsOf(t.db, 'exam_students', { id_ujian: exam.id_ujian })).length;
    const refused = await login('ORANG-LAIN');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ROSTER_MSG.notInRoster);
    expect((await rowsOf(t.db, 'exam_students', { id_ujian: exam.id_ujian })).length).toBe(seats);
    // the name need not be typed: the list gives it, and the course's prodi
    const r = await login(' ti22a002', { nama: undefined, prodi: undefined, email: 'lain@x.id' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ nim: 'TI22A002', nama: 'Budi Santoso' });
    const [seat] = await rowsOf(t.db, 'exam_students', { id_ujian: exam.id_ujian, nim: 'TI22A002' });
    expect(seat).toMatchObject({
      nama: 'Budi Santoso',
      email: 'budi@kampus.ac.id',
      prodi: 'Teknik Informatika',
    });
  });

  it("the participants' list names the listed students who have not entered ('Belum mulai')", async () => {
    const res = await call('GET', `/ujian/${exam.id_ujian}/peserta`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.belum_masuk.map((s: { nim: string }) => s.nim)).toEqual(['22005', 'TI22A001', 'TI22A004']);
    expect(data.peserta.map((s: { nim: string }) => s.nim)).toContain('TI22A002');
    // and so does the control room ('Pengawasan Ujian')
    const monitor = await call('GET', `/monitor/ujian/${exam.id_ujian}`);
    expect(monitor.statusCode, monitor.body).toBe(200);
    expect(monitor.json().data.belum_masuk).toEqual([
      { nim: '22005', nama: 'Eka' },
      { nim: 'TI22A001', nama: 'Ani L.' },
      { nim: 'TI22A004', nama: 'Dedi' },
    ]);
  });

  it('personal codes: made once for each student, asked at entry besides the password', async () => {
    const res = await call('POST', `${base()}/kode-pribadi`);
    expect(res.statusCode, res.body).toBe(200);
    const codes = new Map<string, string>(
      res.json().data.mahasiswa.map((s: { nim: string; kode_pribadi: string }) => [s.nim, s.kode_pribadi]),
    );
    expect([...codes.values()].every((c) => /^[A-Z2-9]{6}$/.test(c))).toBe(true);
    // made again: the codes handed out stay
    const again = await call('POST', `${base()}/kode-pribadi`);
    expect(again.json().data.mahasiswa.map((s: { kode_pribadi: string }) => s.kode_pribadi)).toEqual([
      ...codes.values(),
    ]);
    expect((await examApi(t).get(`/detailUjian/${exam.kode_ujian}`, undefined)).body.data.kode_pribadi).toBe(
      true,
    );
    for (const kode_pribadi of [undefined, 'SALAH1']) {
      const r = await login('TI22A004', { kode_pribadi });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe(ROSTER_MSG.personalCodeWrong);
    }
    const ok = await login('TI22A004', { kode_pribadi: codes.get('TI22A004')?.toLowerCase() });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.nama).toBe('Dedi');
    await examApi(t).sheet(bearer(ok.body.data.api_token), exam.kode_ujian);
  });

  it("'Akomodasi': a listed student's attempts last longer by their multiplier", async () => {
    const list = (await call('GET', base())).json().data.mahasiswa as {
      id: number;
      nim: string;
      kode_pribadi: string;
    }[];
    const eka = list.find((s) => s.nim === '22005');
    if (!eka) throw new Error('22005 not listed');
    const url = `${base()}/${eka.id}/akomodasi`;
    for (const pengali of [0.5, 5, 'x']) {
      const bad = await call('PUT', url, { pengali });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(ROSTER_MSG.multiplierInvalid);
    }
    expect((await call('PUT', url, { pengali: 2 }, other.auth)).statusCode).toBe(403);
    const res = await call('PUT', url, { pengali: 1.25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: ROSTER_MSG.multiplierSaved,
      data: { time_multiplier: 1.25 },
    });
    const r = await login('22005', { kode_pribadi: eka.kode_pribadi });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const sheet = await examApi(t).sheet(bearer(r.body.data.api_token), exam.kode_ujian);
    // 45 minutes × 1.25 (the exam closes later than that)
    expect(Date.parse(sheet.deadline_at) - Date.parse(sheet.started_at)).toBe(45 * 1.25 * 60_000);
  });

  it("is the course lecturer's and the admins' only", async () => {
    const student = (await call('GET', base())).json().data.mahasiswa[0];
    const before = await rowsOf(t.db, 'course_roster', { id_matkul: idMatkul });
    for (const [method, url, body] of [
      ['GET', base(), undefined],
      ['POST', base(), { nim: 'X1', nama: 'X' }],
      ['DELETE', `${base()}/${student.id}`, undefined],
      ['POST', `${base()}/kode-pribadi`, undefined],
    ] as const) {
      const res = await call(method, url, body, other.auth);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(STAFF_MSG.matkulNotYours);
    }
    expect((await upload(Buffer.from('NIM,Nama\nX2,Y\n'), other.auth)).statusCode).toBe(403);
    expect(await rowsOf(t.db, 'course_roster', { id_matkul: idMatkul })).toEqual(before);
    expect((await call('GET', base(), undefined, admin.auth)).statusCode).toBe(200);
    expect((await call('GET', '/matkul/999999/mahasiswa')).statusCode).toBe(404);
    await expectStaffOnly(t, [
      ['GET', base()],
      ['POST', base()],
      ['DELETE', `${base()}/1`],
      ['POST', `${base()}/kode-pribadi`],
    ]);
  });
});
