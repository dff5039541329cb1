import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_KINDS, encodeBody } from '../../../test/bodies';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { insertProgrammes, makeCandidate, makeStaff } from '../../../test/factories';
import { makeResult, type ResultSpec } from '../../../test/result-fixtures';
import { rowOf, rowsOf } from '../../../test/rows';
import { buildApp } from '../../app';
import type { Db } from '../../db';

const API = '/tryout/api';
const KEY = 'kunci-kampus-yang-panjang';

/** The one tryout exam (one materi, MTK) every candidate of this file takes. */
let tryout: ReturnType<typeof makeTryout> | undefined;

/** A finished attempt on the tryout materi, with its result. */
async function seedResult(db: Db, candidate: ResultSpec['candidate'], nilaiPg: number) {
  tryout ??= makeTryout(db, [{ kode: 'MTK', deskripsi: 'Matematika', groups: [] }], 'TO-MTK');
  const { exam, materi } = await tryout;
  await makeResult(db, {
    id_ujian: exam.id_ujian,
    materi_id: materi[0].id,
    candidate,
    nilai_pg: nilaiPg,
    attempt_no: 1,
  });
}

describe('campus-system routes and the candidate calls that enqueue messages', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ INTEGRATION_KEY: KEY });
    await insertProgrammes(t.db, [
      ['TI', 'Teknik Informatika', 70],
      ['TM', 'Teknik Mesin', 60],
    ]);
  });
  afterAll(async () => t.close());

  const hasilTest = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/get/hasil-test`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const outboxRows = () => t.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  async function integrationToken() {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/login/tes`,
      headers: { 'x-integration-key': KEY },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  }

  describe('POST /login/tes', () => {
    it('exchanges the key (header or body) for a bearer token', async () => {
      const byHeader = await t.app.inject({
        method: 'POST',
        url: `${API}/login/tes`,
        headers: { 'x-integration-key': KEY },
      });
      expect(byHeader.statusCode).toBe(200);
      expect(byHeader.json()).toMatchObject({
        code: 200,
        message: 'Token integrasi berhasil dibuat',
        data: { token_type: 'Bearer', expires_in: 3600 },
      });
      const byBody = await t.app.inject({ method: 'POST', url: `${API}/login/tes`, payload: { key: KEY } });
      expect(byBody.statusCode).toBe(200);
      expect(byBody.json().data.token).not.toBe(byHeader.json().data.token);
    });

    it('refuses a wrong or missing key', async () => {
      for (const opts of [
        { headers: { 'x-integration-key': 'salah' } },
        { payload: { key: `${KEY}x` } },
        {},
      ]) {
        const res = await t.app.inject({ method: 'POST', url: `${API}/login/tes`, ...opts });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 401, message: 'Kunci integrasi tidak valid' });
      }
    });

    it('is closed when no INTEGRATION_KEY is configured', async () => {
      // the same database, an app configured without INTEGRATION_KEY
      const other = await buildApp({
        config: { ...t.config, integrationKey: undefined },
        db: t.db,
        dialect: t.dialect,
        mediaDir: t.mediaDir,
      });
      try {
        const res = await other.inject({ method: 'POST', url: `${API}/login/tes`, payload: { key: '' } });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(
          'Integrasi sistem akademik belum diaktifkan (INTEGRATION_KEY belum diatur)',
        );
      } finally {
        await other.close();
      }
    });
  });

  describe('POST /get/hasil-test and /update/progditerima', () => {
    it('need an integration token: none → 401, staff or candidate → 403', async () => {
      const admin = await makeStaff(t.db, 'admin');
      const cand = await makeCandidate(t.db);
      for (const url of [`${API}/get/hasil-test`, `${API}/update/progditerima`]) {
        expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
        expect(
          (await t.app.inject({ method: 'POST', url, payload: {}, headers: admin.auth })).statusCode,
        ).toBe(403);
        expect(
          (await t.app.inject({ method: 'POST', url, payload: {}, headers: cand.auth })).statusCode,
        ).toBe(403);
      }
    });

    it('returns a candidate results by noreg', async () => {
      const token = await integrationToken();
      const { candidate } = await makeCandidate(t.db);
      await seedResult(t.db, candidate, 80);
      // a second attempt staff voided ('Ulang ujian') no longer counts: not sent
      const { exam, materi } = await (tryout as NonNullable<typeof tryout>);
      const voided = await makeResult(t.db, {
        id_ujian: exam.id_ujian,
        materi_id: materi[0].id,
        candidate,
        nilai_pg: 100,
        attempt_no: 2,
      });
      await t.db
        .updateTable('attempts')
        .set({ voided_at: new Date().toISOString() })
        .where('id', '=', voided.attempt_id)
        .execute();
      const res = await hasilTest(token, { noreg: candidate.nisn });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        noreg: candidate.nisn,
        full_name: candidate.full_name,
        email: candidate.email,
      });
      expect(data.hasil).toEqual([
        expect.objectContaining({
          kode_ujian: 'MTK',
          nama_ujian: 'Matematika',
          ujian_ke: 1,
          nilai_pg: 80,
          nilai_akhir: 80,
          is_toefl: '0',
        }),
      ]);
      expect(data).not.toHaveProperty('password_hash');

      const missing = await hasilTest(token, { NOREG: 'tidak-ada' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Peserta dengan nomor registrasi tersebut tidak ditemukan');

      const empty = await hasilTest(token, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Nomor registrasi (noreg) harus diisi');

      const nul = await hasilTest(token, { noreg: 'a\u0000b' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().message).toBe('Data mengandung karakter yang tidak valid');
    });

    it('sets PROGDITERIMA (form-data too), audited; an unknown programme changes nothing', async () => {
      const token = await integrationToken();
      const auth = { authorization: `Bearer ${token}` };
      const { candidate } = await makeCandidate(t.db);
      const bad = await t.app.inject({
        method: 'POST',
        url: `${API}/update/progditerima`,
        headers: auth,
        payload: { NOREG: candidate.nisn, PROGDITERIMA: 'XX' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: 'Kode prodi tidak dikenal',
        errors: { PROGDITERIMA: 'Kode prodi tidak dikenal' },
      });

      const boundary = 'batas123';
      const part = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const form = part('NOREG', candidate.nisn) + part('PROGDITERIMA', 'TI');
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/update/progditerima`,
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${form}--${boundary}--\r\n`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 200,
        message: 'Prodi diterima berhasil disimpan',
        data: { NOREG: candidate.nisn, PROGDITERIMA: 'TI', NAMAPROGDI: 'Teknik Informatika' },
      });
      const after = await rowOf(t.db, 'candidates', { id: candidate.id });
      expect(after.PROGDITERIMA).toBe('TI');
      const audit = await rowsOf(t.db, 'audit_log', { entity_id: String(candidate.id) });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor: 'integration', action: 'update_progditerima' });
    });
  });

  describe('the campus calls accept JSON, ordinary forms (urlencoded) and multipart', () => {
    it.each(BODY_KINDS)('login/tes, update/progditerima and get/hasil-test with a %s body', async (kind) => {
      const login = await t.app.inject({
        method: 'POST',
        url: `${API}/login/tes`,
        ...(await encodeBody(kind, { key: KEY })),
      });
      expect(login.statusCode, login.body).toBe(200);
      const auth = { authorization: `Bearer ${login.json().data.token}` };
      const { candidate } = await makeCandidate(t.db);
      const set = async (fields: Record<string, string>) => {
        const body = await encodeBody(kind, fields);
        return t.app.inject({
          method: 'POST',
          url: `${API}/update/progditerima`,
          payload: body.payload,
          headers: { ...body.headers, ...auth },
        });
      };
      const res = await set({ NOREG: candidate.nisn, PROGDITERIMA: 'TM' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        NOREG: candidate.nisn,
        PROGDITERIMA: 'TM',
        NAMAPROGDI: 'Teknik Mesin',
      });
      // a bad form gets the envelope too, and changes nothing
      const bad = await set({ NOREG: candidate.nisn });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('PROGDITERIMA harus diisi');
      const hasil = await encodeBody(kind, { noreg: candidate.nisn });
      const read = await t.app.inject({
        method: 'POST',
        url: `${API}/get/hasil-test`,
        payload: hasil.payload,
        headers: { ...hasil.headers, ...auth },
      });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data).toMatchObject({ noreg: candidate.nisn, PROGDITERIMA: 'TM' });
    });
  });

  describe('POST tes-users/tryout/pass-tryout (resend button)', () => {
    const url = `${API}/tes-users/tryout/pass-tryout`;

    it('enqueues one WhatsApp pass notice to the account phone; repeated presses enqueue once', async () => {
      const { candidate, auth } = await makeCandidate(t.db);
      await t.db
        .updateTable('candidates')
        .set({ nilai: 85, status_kelulusan: 1 })
        .where('id', '=', candidate.id)
        .execute();
      const body = {
        nisn: candidate.nisn,
        full_name: candidate.full_name,
        phone: '089999999999',
        email: candidate.email,
      };
      const first = await t.app.inject({ method: 'POST', url, headers: auth, payload: body });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        code: 200,
        message: 'Notifikasi WhatsApp akan segera dikirim',
        data: { queued: true },
      });
      const again = await t.app.inject({ method: 'POST', url, headers: auth, payload: body });
      expect(again.json().data).toEqual({ queued: false });
      const rows = (await outboxRows()).filter((r) =>
        r.idempotency_key.startsWith(`pass-whatsapp:${candidate.id}:`),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].kind).toBe('whatsapp');
      const payload = JSON.parse(rows[0].payload);
      expect(payload).toMatchObject({ phone: '081234567890', name: candidate.full_name, score: 85 });
      expect(payload.message).toContain(`http://localhost:3000/tryout/ujian/${candidate.nisn}`);
      // delivered by the worker (log driver: no network)
      await t.deliverOutbox();
      const sent = await rowOf(t.db, 'outbox', { id: rows[0].id });
      expect(sent.status).toBe('sent');
    });

    it('only for the caller own account and only after passing', async () => {
      const me = await makeCandidate(t.db);
      const other = await makeCandidate(t.db);
      await t.db
        .updateTable('candidates')
        .set({ nilai: 85, status_kelulusan: 1 })
        .where('id', '=', other.candidate.id)
        .execute();
      const before = (await outboxRows()).length;
      const foreign = await t.app.inject({
        method: 'POST',
        url,
        headers: me.auth,
        payload: { nisn: other.candidate.nisn, email: other.candidate.email, full_name: 'X', phone: '0812' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe('Data peserta tidak sesuai dengan akun Anda');
      const notPassed = await t.app.inject({
        method: 'POST',
        url,
        headers: me.auth,
        payload: { nisn: me.candidate.nisn, email: me.candidate.email },
      });
      expect(notPassed.statusCode).toBe(403);
      expect(notPassed.json().message).toBe('Notifikasi hanya dapat dikirim setelah Anda dinyatakan lulus');
      const noToken = await t.app.inject({
        method: 'POST',
        url,
        payload: { nisn: me.candidate.nisn, email: me.candidate.email },
      });
      expect(noToken.statusCode).toBe(401);
      const staff = await makeStaff(t.db, 'admin');
      const asStaff = await t.app.inject({
        method: 'POST',
        url,
        headers: staff.auth,
        payload: { nisn: 'x', email: 'a@b.co' },
      });
      expect(asStaff.statusCode).toBe(403);
      const invalid = await t.app.inject({
        method: 'POST',
        url,
        headers: me.auth,
        payload: { email: 'bukan-email' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toMatchObject({
        nisn: 'NISN harus diisi',
        email: 'Format email tidak valid',
      });
      expect((await outboxRows()).length).toBe(before);
    });

    it('an account phone that is not a valid number is refused with the reason, nothing enqueued', async () => {
      const { candidate, auth } = await makeCandidate(t.db);
      await t.db
        .updateTable('candidates')
        .set({ nilai: 85, status_kelulusan: 1, phone: '0812' })
        .where('id', '=', candidate.id)
        .execute();
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: auth,
        payload: { nisn: candidate.nisn, email: candidate.email },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Nomor telepon tidak valid: "0812"');
      expect(
        (await outboxRows()).filter((r) => r.idempotency_key.startsWith(`pass-whatsapp:${candidate.id}:`)),
      ).toHaveLength(0);
    });
  });

  describe('POST tes-users/tryout/update-result', () => {
    const url = `${API}/tes-users/tryout/update-result`;

    it('ignores the numbers the browser sends: re-evaluates on the server and enqueues the result once', async () => {
      const { candidate, auth } = await makeCandidate(t.db);
      await seedResult(t.db, candidate, 64);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: auth,
        payload: { email: candidate.email, nilai: '100', status: '1' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Hasil tryout dikirim ke sistem akademik',
        data: { email: candidate.email, nilai: 64, status: 1 },
      });
      expect(await rowOf(t.db, 'candidates', { id: candidate.id })).toMatchObject({
        nilai: 64,
        status_kelulusan: 1,
      });
      const again = await t.app.inject({
        method: 'POST',
        url,
        headers: auth,
        payload: { email: candidate.email, nilai: 5, status: 0 },
      });
      expect(again.json().data).toMatchObject({ nilai: 64, status: 1, queued: false });
      const sis = (await outboxRows()).filter((r) =>
        r.idempotency_key.startsWith(`sis-update-result:${candidate.id}:`),
      );
      expect(sis).toHaveLength(1);
      expect(JSON.parse(sis[0].payload)).toEqual({ email: candidate.email, nilai: 64, status: 1 });
    });

    it('refuses before every exam is done, for another account, and with bad input; nothing enqueued', async () => {
      const { candidate, auth } = await makeCandidate(t.db);
      const other = await makeCandidate(t.db);
      const before = (await outboxRows()).length;
      const notReady = await t.app.inject({
        method: 'POST',
        url,
        headers: auth,
        payload: { email: candidate.email, nilai: 70, status: 1 },
      });
      expect(notReady.statusCode).toBe(409);
      expect(notReady.json().message).toBe(
        'Hasil tryout belum lengkap, selesaikan semua ujian terlebih dahulu',
      );
      const foreign = await t.app.inject({
        method: 'POST',
        url,
        headers: auth,
        payload: { email: other.candidate.email, nilai: 70, status: 1 },
      });
      expect(foreign.statusCode).toBe(403);
      const bad = await t.app.inject({
        method: 'POST',
        url,
        headers: auth,
        payload: { email: candidate.email, nilai: 'abc', status: 3 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject({
        nilai: 'Nilai harus berupa angka',
        status: 'Status harus 1 (lulus) atau 0 (tidak lulus)',
      });
      expect((await outboxRows()).length).toBe(before);
    });
  });
});
