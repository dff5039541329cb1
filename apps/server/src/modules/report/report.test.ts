import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCandidate, makeStaff } from '../../../test/factories';

const API = '/tryout/api';
const WIB = 7 * 3600_000;

describe('registrant report (admin only)', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  let lecturer: Awaited<ReturnType<typeof makeStaff>>;

  const people = [
    // nisn, name, email, school, type, major, created_at (UTC)
    [
      '1111100001',
      'ANDI PRATAMA',
      'Andi.Pratama@Mail.test',
      'SMA NEGERI 3 BANDUNG',
      'SMA',
      'IPA',
      '2026-02-01T03:00:00.000Z',
    ],
    [
      '1111100002',
      'BUNGA LESTARI',
      'bunga@mail.test',
      'SMK TELKOM MALANG',
      'SMK',
      'TEKNIK KOMPUTER JARINGAN',
      '2025-07-15T10:00:00.000Z',
    ],
    [
      '2222200003',
      'CANDRA WIJAYA',
      'candra@other.test',
      'MA AL-HIKMAH',
      'MA',
      'IPS',
      '2025-12-31T18:30:00.000Z',
    ], // 1 Jan 2026 01:30 WIB
    [
      '2222200004',
      'DEWI 100% SARI',
      'dewi_sari@mail.test',
      'SMA NEGERI 1 YOGYAKARTA',
      'SMA',
      'IPA',
      '2016-05-05T05:00:00.000Z',
    ],
  ] as const;

  beforeAll(async () => {
    t = await createTestContext();
    admin = await makeStaff(t.db, 'admin');
    lecturer = await makeStaff(t.db, 'dosen');
    for (const [nisn, full_name, email, asal_sekolah, jenis_sekolah, jurusan_sekolah, created_at] of people) {
      const c = await makeCandidate(t.db, { nisn, email });
      await t.db
        .updateTable('candidates')
        .set({ full_name, asal_sekolah, jenis_sekolah, jurusan_sekolah, created_at })
        .where('id', '=', c.candidate.id)
        .execute();
    }
  });
  afterAll(async () => t.close());

  const report = (body: object, headers = admin.auth) =>
    t.app.inject({ method: 'POST', url: `${API}/reportPendaftar`, headers, payload: body });
  const nisns = (res: { json(): { data: { nisn: string }[] } }) =>
    res
      .json()
      .data.map((r) => r.nisn)
      .sort();

  it('refuses lecturers (403) and callers without a token (401)', async () => {
    expect((await report({}, lecturer.auth)).statusCode).toBe(403);
    expect((await report({}, {} as typeof admin.auth)).statusCode).toBe(401);
    const x = await t.app.inject({
      method: 'GET',
      url: `${API}/reportPendaftar/excel`,
      headers: lecturer.auth,
    });
    expect(x.statusCode).toBe(403);
  });

  it('returns every registrant with the report columns, newest first', async () => {
    const res = await report({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(4);
    expect(res.json().data[0]).toEqual({
      nisn: '1111100001',
      email: 'Andi.Pratama@Mail.test',
      full_name: 'ANDI PRATAMA',
      asal_sekolah: 'SMA NEGERI 3 BANDUNG',
      phone: '081234567890',
      created_at: '2026-02-01T03:00:00.000Z',
      jurusan_sekolah: 'IPA',
      jenis_sekolah: 'SMA',
    });
  });

  it('filters partially and case-insensitively on every text field, combined with AND', async () => {
    expect(nisns(await report({ nisn: '11111' }))).toEqual(['1111100001', '1111100002']);
    expect(nisns(await report({ email: 'andi.PRATAMA@mail' }))).toEqual(['1111100001']);
    expect(nisns(await report({ full_name: 'lestari' }))).toEqual(['1111100002']);
    expect(nisns(await report({ asal_sekolah: 'negeri' }))).toEqual(['1111100001', '2222200004']);
    expect(nisns(await report({ jenis_sekolah: 'smk' }))).toEqual(['1111100002']);
    expect(nisns(await report({ jurusan_sekolah: 'ipa', asal_sekolah: 'bandung' }))).toEqual(['1111100001']);
    // LIKE wildcards are literal
    expect(nisns(await report({ full_name: '100%' }))).toEqual(['2222200004']);
    expect(nisns(await report({ email: 'dewi_' }))).toEqual(['2222200004']);
    expect((await report({ email: 'd%i' })).statusCode).toBe(404);
    // blank fields are ignored (form-data sends them)
    expect(nisns(await report({ nisn: '', email: ' ', tahun: '' }))).toHaveLength(4);
  });

  it('filters by registration year in WIB', async () => {
    expect(nisns(await report({ tahun: 2026 }))).toEqual(['1111100001', '2222200003']);
    expect(nisns(await report({ tahun: '2025' }))).toEqual(['1111100002']);
    expect(nisns(await report({ tahun: 2016 }))).toEqual(['2222200004']);
    const res = await report({ tahun: 'dua ribu' });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 when nothing matches', async () => {
    const res = await report({ nisn: '999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Data pendaftar tidak ditemukan');
  });

  it('exports the filtered list to a real .xlsx', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/reportPendaftar/excel?asal_sekolah=negeri`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'nisn',
      'email',
      'full_name',
      'asal_sekolah',
      'phone',
      'created_at (WIB)',
      'jurusan_sekolah',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(0, 5)).toEqual([
      '1111100001',
      'Andi.Pratama@Mail.test',
      'ANDI PRATAMA',
      'SMA NEGERI 3 BANDUNG',
      '081234567890',
    ]);
    expect(rows[1][5]).toBeInstanceOf(Date);
    expect((rows[1][5] as Date).getTime()).toBe(Date.parse('2026-02-01T03:00:00.000Z') + WIB);
    expect(rows[2][0]).toBe('2222200004');

    const all = await t.app.inject({
      method: 'GET',
      url: `${API}/reportPendaftar/excel?tahun=2026`,
      headers: admin.auth,
    });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    expect(wb2.worksheets[0].rowCount).toBe(3);
  });
});
