import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { insertProgrammes, makeCandidate } from '../../../test/factories';
import { rowOf } from '../../../test/rows';
import { API, type Staff, staffContext } from '../../../test/staff-api';

describe('pass settings and programme thresholds', () => {
  let t: TestContext;
  let [admin, lecturer]: Staff[] = [];

  beforeAll(async () => {
    [t, admin, lecturer] = await staffContext('admin', 'dosen');
    await insertProgrammes(t.db, [
      ['TI', 'Teknik Informatika', 70],
      ['TM', 'Teknik Mesin', 60],
      ['TE', 'Teknik Elektro', 65.5],
    ]);
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'PUT', url: string, headers?: object, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: headers as Record<string, string>, payload });
  /** every change says why (docs/decisions/0020) */
  const why = { alasan: 'Keputusan rapat panitia' };
  const audit = (entity: string) =>
    t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

  it('reads the settings (staff) and refuses others', async () => {
    let res = await call('GET', '/settings', lecturer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ KkmTryOut: 60, attempts_per_materi: 2 });
    res = await call('GET', '/settings');
    expect(res.statusCode).toBe(401);
    const cand = await makeCandidate(t.db);
    expect((await call('GET', '/settings', cand.auth)).statusCode).toBe(403);
  });

  it('only an admin changes KKM and attempts; each change is audit-logged', async () => {
    let res = await call('PUT', '/settings', lecturer.auth, { ...why, KkmTryOut: 50 });
    expect(res.statusCode).toBe(403);
    res = await call('PUT', '/settings', admin.auth, { ...why, KkmTryOut: '72.5', attempts_per_materi: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Data berhasil diubah');
    expect(res.json().data).toEqual({ KkmTryOut: 72.5, attempts_per_materi: 3 });
    const kkm = await rowOf(t.db, 'settings', { key: 'KkmTryOut' });
    expect(kkm.value).toBe('72.5');
    // the candidate-facing KKM call sees it
    const rows = await audit('settings');
    expect(
      rows.map((r) => [r.entity_id, r.old_value, r.new_value, r.staff_user_id, r.actor, r.reason]),
    ).toEqual([
      ['KkmTryOut', '60', '72.5', admin.user.id, admin.user.nidn, why.alasan],
      ['attempts_per_materi', '2', '3', admin.user.id, admin.user.nidn, why.alasan],
    ]);
    // saving the same values again logs nothing
    await call('PUT', '/settings', admin.auth, { ...why, KkmTryOut: 72.5 });
    expect(await audit('settings')).toHaveLength(2);
  });

  it('refuses bad settings with an Indonesian message and changes nothing', async () => {
    for (const [body, message] of [
      [{ KkmTryOut: -1 }, 'KKM harus antara 0 dan 100'],
      [{ KkmTryOut: 101 }, 'KKM harus antara 0 dan 100'],
      [{ attempts_per_materi: 0 }, 'Jumlah percobaan per materi harus antara 1 dan 10'],
      [{ attempts_per_materi: 1.5 }, 'Jumlah percobaan per materi harus antara 1 dan 10'],
      [{}, 'Tidak ada data yang diubah'],
    ] as const) {
      const res = await call('PUT', '/settings', admin.auth, { ...why, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('GET', '/settings', admin.auth)).json().data).toEqual({
      KkmTryOut: 72.5,
      attempts_per_materi: 3,
    });
  });

  it('refuses a change without a reason (or with a blank one): 400, nothing changed', async () => {
    const before = (await call('GET', '/settings', admin.auth)).json().data;
    const auditBefore = (await audit('settings')).length + (await audit('programmes')).length;
    for (const body of [
      { KkmTryOut: 55 },
      { KkmTryOut: 55, alasan: '   ' },
      { KkmTryOut: 55, alasan: 'x'.repeat(501) },
    ]) {
      const res = await call('PUT', '/settings', admin.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/^Alasan/);
      const p = await call('PUT', '/programmes/TM', admin.auth, {
        ...body,
        nilai_min_kelulusan: 61,
        KkmTryOut: undefined,
      });
      expect(p.statusCode).toBe(400);
      expect(p.json().message).toMatch(/^Alasan/);
    }
    expect((await call('GET', '/settings', admin.auth)).json().data).toEqual(before);
    expect((await audit('settings')).length + (await audit('programmes')).length).toBe(auditBefore);
  });

  it('never coerces a boolean, array, object or null into a number: 400, nothing changed; numeric strings still work', async () => {
    const before = (await call('GET', '/settings', admin.auth)).json().data;
    const auditBefore = (await audit('settings')).length;
    const wrong = [true, false, [5], ['5'], {}, { n: 5 }, null];
    for (const v of wrong) {
      for (const [field, message] of [
        ['KkmTryOut', 'KKM harus antara 0 dan 100'],
        ['attempts_per_materi', 'Jumlah percobaan per materi harus antara 1 dan 10'],
      ] as const) {
        const res = await call('PUT', '/settings', admin.auth, { ...why, [field]: v });
        expect(res.statusCode, `${field}=${JSON.stringify(v)}`).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const res = await call('PUT', '/programmes/TM', admin.auth, { ...why, nilai_min_kelulusan: v });
      expect(res.statusCode, `nilai_min_kelulusan=${JSON.stringify(v)}`).toBe(400);
      expect(res.json().message).toBe('Nilai minimal kelulusan harus antara 0 dan 100');
    }
    expect((await call('GET', '/settings', admin.auth)).json().data).toEqual(before);
    expect(await audit('settings')).toHaveLength(auditBefore);
    const tm = await rowOf(t.db, 'programmes', { kode_prodi: 'TM' });
    expect(tm.nilai_min_kelulusan).toBe(60);
    // a form posts numbers as strings
    const res = await call('PUT', '/settings', admin.auth, { ...why, attempts_per_materi: ' 4 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attempts_per_materi).toBe(4);
    expect((await call('PUT', '/settings', admin.auth, { ...why, ...before })).statusCode).toBe(200);
  });

  it('lists programmes; only an admin changes a threshold; audit-logged; past outcomes untouched', async () => {
    const c = await makeCandidate(t.db);
    await t.db
      .updateTable('candidates')
      .set({ program_studi: 'TI', nilai: 72, status_kelulusan: 1, PROGDITERIMA: 'TI' })
      .where('id', '=', c.candidate.id)
      .execute();
    let res = await call('GET', '/programmes', lecturer.auth);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((p: { kode_prodi: string; nilai_min_kelulusan: number }) => [
          p.kode_prodi,
          p.nilai_min_kelulusan,
        ]),
    ).toEqual([
      ['TE', 65.5],
      ['TI', 70],
      ['TM', 60],
    ]);
    res = await call('PUT', '/programmes/TI', lecturer.auth, { ...why, nilai_min_kelulusan: 80 });
    expect(res.statusCode).toBe(403);
    res = await call('PUT', '/programmes/TI', admin.auth, { ...why, nilai_min_kelulusan: 80 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kode_prodi: 'TI', nilai_min_kelulusan: 80 });
    const rows = await audit('programmes');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity_id: 'TI',
      old_value: '70',
      new_value: '80',
      staff_user_id: admin.user.id,
      action: 'update_programme_threshold',
      reason: why.alasan,
    });
    const after = await t.db
      .selectFrom('candidates')
      .select(['nilai', 'status_kelulusan', 'PROGDITERIMA'])
      .where('id', '=', c.candidate.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ nilai: 72, status_kelulusan: 1, PROGDITERIMA: 'TI' });

    for (const [body, status, message] of [
      [{ nilai_min_kelulusan: -5 }, 400, 'Nilai minimal kelulusan harus antara 0 dan 100'],
      [{ nilai_min_kelulusan: 'x' }, 400, 'Nilai minimal kelulusan harus antara 0 dan 100'],
      [{}, 400, 'Nilai minimal kelulusan harus antara 0 dan 100'],
    ] as const) {
      const r = await call('PUT', '/programmes/TI', admin.auth, { ...why, ...body });
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      expect(r.json().message).toBe(message);
    }
    res = await call('PUT', '/programmes/XX', admin.auth, { ...why, nilai_min_kelulusan: 50 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Prodi tidak ditemukan');
    expect(await audit('programmes')).toHaveLength(1);
  });

  it('answers the public programme thresholds in data.data, choice 1 then choice 2', async () => {
    let res = await call('GET', '/prodi-without-token/kode-prodi/TM/kode-prodi2/TE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: 'Berhasil',
      data: {
        data: [
          { kode_prodi: 'TM', nama_prodi: 'Teknik Mesin', nilai_min_kelulusan: 60 },
          { kode_prodi: 'TE', nama_prodi: 'Teknik Elektro', nilai_min_kelulusan: 65.5 },
        ],
      },
    });
    res = await call('GET', '/prodi-without-token/kode-prodi/TE/kode-prodi2/NOPE');
    expect(res.json().data.data.map((p: { kode_prodi: string }) => p.kode_prodi)).toEqual(['TE']);
  });
});
