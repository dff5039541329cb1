import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../context';
import { makeTryout } from '../exam-fixtures';
import { makeCandidate, makeStaff } from '../factories';
import { envelopeProblem } from './helpers';

/**
 * Independent checks of the abuse and race defences: rate limits on login, register and
 * forgot-password (per IP and per account), concurrent registrations of one e-mail, concurrent
 * submits of one attempt.
 */

const API = '/tryout/api';
const LIMIT = 3;

const registration = (n: number, email: string) => ({
  nisn: String(8100000000 + n).slice(0, 10),
  full_name: `Peserta Balapan ${n}`,
  email,
  password: 'rahasia123',
  confirm_password: 'rahasia123',
  phone: '081234567890',
  asal_sekolah: 'SMA NEGERI 2',
  jenis_sekolah: 'SMA',
  alamat_sekolah1: 'JL. SUDIRMAN 2',
  alamat_sekolah2: 'BANDUNG',
  jurusan_sekolah: 'IPA',
  provinsi_sekolah: 'JAWA BARAT',
});

describe('rate limits (independent of the accounts suite)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      RATE_LIMIT_MAX: String(LIMIT),
      RATE_LIMIT_WINDOW_MS: '60000',
      RATE_LIMIT_FAILURES: String(LIMIT),
    });
  });
  afterAll(async () => t?.close());

  const send = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, payload, remoteAddress: ip });
  const tooMany = 'Terlalu banyak percobaan, coba lagi dalam 1 menit';

  // every request counts: each may send a mail
  const routes: [string, (i: number, email: string) => object][] = [
    ['/tes-users/tryout/forgot-password', (_i, email) => ({ email })],
    ['/tes-users/tryout/register', (i, email) => registration(i, email)],
  ];

  it.each(routes)(
    '%s: per IP — the request after the limit gets 429 with the envelope',
    async (url, body) => {
      const ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof send>> | undefined;
      for (let i = 0; i <= LIMIT; i++) {
        // a different account each time: only the IP is shared
        last = await send(url, body(Math.floor(Math.random() * 1e6), `ip${i}.${Date.now()}@tryout.test`), ip);
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(statuses[LIMIT]).toBe(429);
      expect(envelopeProblem(429, last?.headers['content-type'], last?.payload ?? '')).toBeNull();
      expect(last?.json().message).toBe(tooMany);
      // another IP is not affected
      const other = await send(
        url,
        body(Math.floor(Math.random() * 1e6), `lain.${Date.now()}@tryout.test`),
        '10.9.9.9',
      );
      expect(other.statusCode).not.toBe(429);
    },
  );

  it.each(routes)('%s: per account — one e-mail from many IPs is limited too', async (url, body) => {
    const email = `akun.${url.length}.${Date.now()}@tryout.test`;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      statuses.push((await send(url, body(i + 500, email), `10.2.${i}.${url.length}`)).statusCode);
    }
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT]).toBe(429);
  });

  // logins count failures per account and address, never successes (docs/decisions/0009)
  const logins: [string, () => Promise<{ id: string; password: string; body: (p: string) => object }>][] = [
    [
      '/tes-users/tryout/login',
      async () => {
        const c = await makeCandidate(t.db, { password: 'peserta123' });
        return {
          id: c.candidate.email,
          password: c.password,
          body: (p) => ({ email: c.candidate.email, password: p }),
        };
      },
    ],
    [
      '/loginDosen',
      async () => {
        const s = await makeStaff(t.db, 'dosen', 'dosen12345');
        return { id: s.user.nidn, password: 'dosen12345', body: (p) => ({ nidn: s.user.nidn, password: p }) };
      },
    ],
  ];

  it.each(logins)(
    '%s: failures of one account from one address — then even the right password waits',
    async (url, make) => {
      const who = await make();
      const ip = `10.3.${url.length}.1`;
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++)
        statuses.push((await send(url, who.body('salahsalah1'), ip)).statusCode);
      expect(statuses).toEqual(Array(LIMIT + 1).fill(401));
      const right = await send(url, who.body(who.password), ip);
      expect(right.statusCode).toBe(429);
      expect(envelopeProblem(429, right.headers['content-type'], right.payload)).toBeNull();
      expect(right.json().message).toBe(tooMany);
      // the owner from another address is not locked out
      expect((await send(url, who.body(who.password), `10.4.${url.length}.1`)).statusCode).toBe(200);
    },
  );

  it.each(logins)(
    '%s: failures spread over many addresses, or over many accounts, never wait',
    async (url, make) => {
      const who = await make();
      for (let i = 0; i <= 2 * LIMIT; i++) {
        expect((await send(url, who.body('salahsalah1'), `10.5.${i}.${url.length}`)).statusCode).toBe(401);
      }
      for (let i = 0; i <= 2 * LIMIT; i++) {
        const other = await make();
        expect((await send(url, other.body('salahsalah1'), `10.6.0.${url.length}`)).statusCode).toBe(401);
      }
    },
  );
});

describe('rate limits behind a proxy (TRUST_PROXY as a hop count)', () => {
  it('TRUST_PROXY=1: the client address comes from X-Forwarded-For, so clients are limited apart', async () => {
    const t = await createTestContext({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' });
    try {
      const send = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: `${API}/tes-users/tryout/forgot-password`,
          payload: { email: `proxy.${ip}@tryout.test` },
          headers: { 'x-forwarded-for': ip },
        });
      expect((await send('10.20.0.1')).statusCode).toBe(200);
      expect((await send('10.20.0.2')).statusCode).toBe(200);
      expect((await send('10.20.0.1')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('races', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('8 concurrent registrations with one e-mail → one account, a clear 409 for the others', async () => {
    const email = `balapan.${Date.now()}@tryout.test`;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${API}/tes-users/tryout/register`,
          payload: registration(i + 1, email),
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('Email sudah terdaftar');
    }
    const rows = await t.db.selectFrom('candidates').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('6 concurrent submits of one attempt → exactly one result, the others refused', async () => {
    const tryout = await makeTryout(t.db);
    const cand = await makeCandidate(t.db);
    const kode = tryout.materi[0].kode_ujian;
    const start = await t.app.inject({
      method: 'POST',
      url: `${API}/soalUjianPg`,
      headers: cand.auth,
      payload: { kode_ujian: kode, mulai: true },
    });
    expect(start.statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${API}/posthasilujian`,
          headers: cand.auth,
          payload: { kode_ujian: kode },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(envelopeProblem(r.statusCode, r.headers['content-type'], r.payload)).toBeNull();
    }
    const rows = await t.db
      .selectFrom('results')
      .select('id_hasil')
      .where('candidate_id', '=', cand.candidate.id)
      .where('materi_id', '=', tryout.materi[0].id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
