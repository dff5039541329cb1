import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { sha256 } from '../../lib/crypto';
import { resolveBearer } from '../auth/auth.service';

const API = '/tryout/api';
const FAIL = { code: 401, message: 'Kode Akses atau Password Salah' };

function form(fields: Record<string, string>) {
  const boundary = `----staff${Math.random().toString(16).slice(2)}`;
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: `${body}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('staff login, session check and logout', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  const login = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${API}/loginDosen`, payload: body, headers });
  const detail = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/dosenDetail`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('admin and lecturer log in with access code and password (JSON and form-data)', async () => {
    const admin = await makeStaff(t.db, 'admin');
    const lecturer = await makeStaff(t.db, 'dosen');

    const a = await login({ nidn: admin.user.nidn, password: admin.password });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({
      code: 200,
      data: { role: 'admin', nidn: admin.user.nidn, nama_dosen: admin.user.nama_dosen },
    });
    expect(Object.keys(a.json().data).sort()).toEqual(['api_token', 'nama_dosen', 'nidn', 'role']);

    const m = form({ nidn: lecturer.user.nidn, password: lecturer.password });
    const l = await t.app.inject({ method: 'POST', url: `${API}/loginDosen`, ...m });
    expect(l.statusCode, l.body).toBe(200);
    const data = l.json().data;
    expect(data).toMatchObject({ role: 'dosen', nidn: lecturer.user.nidn });
    const row = await t.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', sha256(data.api_token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'staff', staff_user_id: lecturer.user.id, revoked_at: null });
    for (const res of [a, l]) {
      expect(res.body).not.toContain('password_hash');
      expect(res.body).not.toContain('$argon2');
      expect(res.body).not.toContain(row.token_hash);
    }

    // the new token opens the session check
    const d = await detail(data.api_token);
    expect(d.statusCode).toBe(200);
    expect(d.json().data).toEqual({
      id: lecturer.user.id,
      id_dosen: lecturer.user.id_dosen,
      nidn: lecturer.user.nidn,
      nama_dosen: lecturer.user.nama_dosen,
      role: 'dosen',
      prodi: 'Teknik Informatika',
    });
    expect(d.body).not.toContain('password');
  });

  it('wrong password, unknown access code → the same 401 Kode Akses atau Password Salah', async () => {
    const lecturer = await makeStaff(t.db, 'dosen');
    const wrong = await login({ nidn: lecturer.user.nidn, password: 'salah-sekali' });
    const unknown = await login({ nidn: 'tidak-ada', password: lecturer.password });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(FAIL);
    expect(unknown.json()).toEqual(FAIL);
    // a candidate's credentials are not a staff account
    const cand = await makeCandidate(t.db);
    expect((await login({ nidn: cand.candidate.email, password: cand.password })).json()).toEqual(FAIL);
  });

  it('missing fields → 400 with a message, no token written', async () => {
    const before = await t.db.selectFrom('auth_tokens').select('id').execute();
    const noCode = await login({ password: 'x' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ code: 400, message: 'Kode Akses harus diisi' });
    const noPassword = await login({ nidn: 'admin' });
    expect(noPassword.json()).toMatchObject({ code: 400, message: 'Password harus diisi' });
    const empty = await t.app.inject({ method: 'POST', url: `${API}/loginDosen` });
    expect(empty.statusCode).toBe(400);
    expect(await t.db.selectFrom('auth_tokens').select('id').execute()).toHaveLength(before.length);
  });

  it('dosenDetail without, with a bad, or with a candidate token → 401/403', async () => {
    const none = await detail();
    expect(none.statusCode).toBe(401);
    expect(typeof none.json().message).toBe('string');
    expect((await detail('bukan-token')).statusCode).toBe(401);
    const cand = await makeCandidate(t.db);
    expect((await detail(cand.token)).statusCode).toBe(403);
  });

  it('logoutDosen revokes the token on the server; other sessions stay', async () => {
    const admin = await makeStaff(t.db, 'admin');
    const first = (await login({ nidn: admin.user.nidn, password: admin.password })).json().data.api_token;
    const second = (await login({ nidn: admin.user.nidn, password: admin.password })).json().data.api_token;
    const out = await t.app.inject({
      method: 'POST',
      url: `${API}/logoutDosen`,
      headers: { authorization: `Bearer ${first}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ code: 200, message: 'Berhasil keluar', data: null });
    expect(await resolveBearer(t.db, first)).toBeNull();
    expect((await detail(first)).statusCode).toBe(401);
    expect((await detail(second)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `${API}/logoutDosen`,
      headers: { authorization: `Bearer ${first}` },
    });
    expect(again.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${API}/logoutDosen` })).statusCode).toBe(401);
  });
});

describe('staff login limits: failures per access code and address (RATE_LIMIT_FAILURES=3)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FAILURES: '3', TRUST_PROXY: 'true' });
  });
  afterAll(async () => t?.close());

  const from = (ip: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/loginDosen`,
      payload: body,
      headers: { 'x-forwarded-for': ip },
    });
  const tooMany = { code: 429, message: 'Terlalu banyak percobaan, coba lagi dalam 1 menit' };

  it('correct logins from one address never count; wrong codes of different staff never add up', async () => {
    const staff = await Promise.all(Array.from({ length: 12 }, () => makeStaff(t.db, 'dosen')));
    for (const s of staff)
      expect((await from('10.9.0.1', { nidn: s.user.nidn, password: s.password })).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await from('10.9.0.1', { nidn: `x${i}`, password: 'y' })).statusCode);
    expect(codes).toEqual(Array(8).fill(401));
  });

  it('per access code and address: after the free failures the next attempt waits, even with the right password', async () => {
    const lecturer = await makeStaff(t.db, 'dosen');
    const other = await makeStaff(t.db, 'dosen');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await from('10.8.0.1', { nidn: lecturer.user.nidn, password: 'salah' })).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401]);
    const blocked = await from('10.8.0.1', { nidn: lecturer.user.nidn, password: lecturer.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(55);
    // another code behind the same address, and the owner from elsewhere, are not affected
    expect((await from('10.8.0.1', { nidn: other.user.nidn, password: other.password })).statusCode).toBe(
      200,
    );
    expect(
      (await from('10.8.1.1', { nidn: lecturer.user.nidn, password: lecturer.password })).statusCode,
    ).toBe(200);
  });
});

describe('rate-limit allow list (RATE_LIMIT_FAILURES=1, RATE_LIMIT_ALLOW)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      RATE_LIMIT_FAILURES: '1',
      RATE_LIMIT_ALLOW: '10.7.0.1',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => t?.close());

  it("an allowed IP's failures never wait; others' do", async () => {
    const lecturer = await makeStaff(t.db, 'dosen');
    const send = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/loginDosen`,
        payload: { nidn: lecturer.user.nidn, password: 'salah' },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 3; i++) expect((await send('10.7.0.1')).statusCode).toBe(401);
    expect((await send('10.7.0.2')).statusCode).toBe(401);
    expect((await send('10.7.0.2')).statusCode).toBe(401);
    expect((await send('10.7.0.2')).statusCode).toBe(429);
  });
});
