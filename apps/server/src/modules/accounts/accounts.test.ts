import { ACCOUNT_MSG } from '@tryout/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_KINDS, encodeBody } from '../../../test/bodies';
import { createTestContext, type TestContext } from '../../../test/context';
import { insertProgrammes, makeCandidate } from '../../../test/factories';
import { linkIn, startSmtpSink } from '../../../test/smtp-sink';
import { sha256 } from '../../lib/crypto';
import { nowIso } from '../../lib/time';
import { issueToken, resolveBearer } from '../auth/auth.service';
import { insertCandidate } from './accounts.repository';
import { uniqueViolation } from './accounts.service';

const API = '/tryout/api/tes-users/tryout';
type Fields = Record<string, string | undefined>;

let seq = 0;
/** A valid registration, unique per call (nisn ≤ 10 digits). */
function registration(overrides: Fields = {}): Fields {
  seq++;
  const n = `${Date.now() % 100_000}${String(seq).padStart(4, '0')}`.slice(-9);
  return {
    nisn: `9${n}`,
    full_name: 'Budi Santoso',
    email: `calon${n}@sekolah.test`,
    password: 'rahasia123',
    confirm_password: 'rahasia123',
    phone: '081234567890',
    asal_sekolah: 'sma negeri 3 bandung',
    jenis_sekolah: 'SMA',
    alamat_sekolah1: 'jl. belitung no. 8',
    alamat_sekolah2: 'bandung',
    jurusan_sekolah: 'ipa',
    provinsi_sekolah: 'jawa barat',
    ...overrides,
  };
}

/** A real multipart/form-data body (what the web client sends, spec §7.1). */
function multipart(fields: Fields, files: Record<string, Buffer> = {}) {
  const boundary = `----tryout${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`, 'utf8'),
    );
  }
  for (const [k, data] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const stripUndefined = (f: Fields) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));

describe('candidate accounts API', () => {
  let t: TestContext;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const post = (path: string, body: Fields, as: 'form' | 'json' = 'form', headers: Fields = {}) =>
    as === 'form'
      ? (() => {
          const m = multipart(body);
          return t.app.inject({
            method: 'POST',
            url: `${API}${path}`,
            payload: m.payload,
            headers: { ...m.headers, ...(headers as Record<string, string>) },
          });
        })()
      : t.app.inject({
          method: 'POST',
          url: `${API}${path}`,
          payload: stripUndefined(body),
          headers: headers as Record<string, string>,
        });

  const snapshot = async () => ({
    candidates: await t.db.selectFrom('candidates').selectAll().orderBy('id').execute(),
    outbox: await t.db.selectFrom('outbox').select(['id', 'idempotency_key']).orderBy('id').execute(),
    tokens: await t.db.selectFrom('auth_tokens').select(['id', 'kind']).orderBy('id').execute(),
  });

  const tokenRow = (token: string) =>
    t.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();

  /** Registers, delivers the outbox, and returns the verify link's token and email from the real mail. */
  async function registerAndReadLink(body: Fields) {
    const res = await post('/register', body);
    expect(res.statusCode, res.body).toBe(201);
    await t.deliverOutbox();
    const mails = sink.for(body.email!.toLowerCase());
    const mail = mails[mails.length - 1];
    const link = new URL(linkIn(mail, '/tes-users/tryout/verify'));
    return {
      res,
      mail,
      link,
      token: link.searchParams.get('token')!,
      email: link.searchParams.get('email')!,
    };
  }

  it('register → e-mail over SMTP → verify → login (happy path)', async () => {
    const body = registration({ email: 'Siti.Aminah@Sekolah.Test' });
    const before = await t.db.selectFrom('outbox').select('id').execute();
    const { res, mail, link, token, email } = await registerAndReadLink(body);
    expect(res.json()).toEqual({
      code: 201,
      message: 'Berhasil Mendaftar',
      data: { nisn: body.nisn, email: 'siti.aminah@sekolah.test' },
    });
    // the e-mail went through the outbox, written with the registration
    const outbox = await t.db.selectFrom('outbox').selectAll().execute();
    expect(outbox.length).toBe(before.length + 1);
    expect(outbox.at(-1)!.status).toBe('sent');

    expect(mail.to).toEqual(['siti.aminah@sekolah.test']);
    expect(mail.decoded).toContain('Subject: Verifikasi Akun Tryout');
    expect(mail.decoded).toContain('Silahkan klik tautan di bawah ini untuk memverifikasi akun anda');
    expect(mail.decoded).toMatch(/Content-Type: text\/html/);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/tryout/tes-users/tryout/verify');
    expect(email).toBe('siti.aminah@sekolah.test');
    expect(token.length).toBeGreaterThanOrEqual(40);

    // stored upper-cased, argon2id, unverified; the token only as a hash
    const row = await t.db
      .selectFrom('candidates')
      .selectAll()
      .where('nisn', '=', body.nisn!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: 'BUDI SANTOSO',
      email: 'siti.aminah@sekolah.test',
      phone: '081234567890',
      asal_sekolah: 'SMA NEGERI 3 BANDUNG',
      jenis_sekolah: 'SMA',
      alamat_sekolah1: 'JL. BELITUNG NO. 8',
      alamat_sekolah2: 'BANDUNG',
      jurusan_sekolah: 'IPA',
      provinsi_sekolah: 'JAWA BARAT',
      email_verified_at: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await tokenRow(token)).kind).toBe('verify_email');
    expect(JSON.stringify(outbox)).not.toContain(row.password_hash);

    // not verified yet: login refused with 403
    const early = await post('/login', { email: body.email, password: body.password });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ code: 403, message: ACCOUNT_MSG.notVerified });

    const verify = await t.app.inject({
      method: 'POST',
      url: `${API}/verify?${link.searchParams.toString()}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({
      code: 200,
      message: 'Akun Anda berhasil diverifikasi, silahkan login',
      data: { status: true },
    });
    const verified = await t.db
      .selectFrom('candidates')
      .select('email_verified_at')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(verified.email_verified_at).not.toBeNull();

    const login = await post('/login', { email: 'SITI.AMINAH@sekolah.test', password: body.password });
    expect(login.statusCode, login.body).toBe(200);
    const data = login.json().data;
    expect(data).toMatchObject({
      nisn: body.nisn,
      full_name: 'BUDI SANTOSO',
      email: 'siti.aminah@sekolah.test',
      jenis_sekolah: 'SMA',
      program_studi: null,
      program_studi2: null,
      PROGDITERIMA: null,
      NAMAPROGDI: null,
      nilai: null,
    });
    expect(typeof data.email_token).toBe('string');
    const session = await tokenRow(data.email_token);
    expect(session).toMatchObject({ kind: 'candidate_session', candidate_id: row.id, revoked_at: null });
    expect(login.body).not.toContain('password_hash');
    expect(login.body).not.toContain('$argon2');
    expect(login.body).not.toContain(session.token_hash);
  });

  it('login joins the programmes (choice 1, choice 2, accepted → NAMAPROGDI)', async () => {
    await insertProgrammes(t.db, [
      ['TI', 'Teknik Informatika', 70],
      ['TM', 'Teknik Mesin', 60.5],
    ]);
    const { candidate, password } = await makeCandidate(t.db);
    await t.db
      .updateTable('candidates')
      .set({ program_studi: 'TI', program_studi2: 'TM', PROGDITERIMA: 'TM', nilai: 72, status_kelulusan: 1 })
      .where('id', '=', candidate.id)
      .execute();
    const res = await post('/login', { email: candidate.email, password }, 'json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      program_studi: { kode_prodi: 'TI', nama_prodi: 'Teknik Informatika', nilai_min_kelulusan: 70 },
      program_studi2: { kode_prodi: 'TM', nama_prodi: 'Teknik Mesin', nilai_min_kelulusan: 60.5 },
      PROGDITERIMA: 'TM',
      NAMAPROGDI: 'Teknik Mesin',
      nilai: 72,
      status_kelulusan: 1,
      ANGKATAN: '2026',
      GELOMBANG: 'Gelombang 1',
    });
  });

  const cases: [string, Fields, string, string, Fields?][] = [
    ['nisn missing', { nisn: undefined }, 'nisn', 'NISN harus diisi'],
    ['nisn empty', { nisn: '' }, 'nisn', 'NISN harus diisi'],
    ['nisn blank', { nisn: '   ' }, 'nisn', 'NISN harus diisi'],
    ['nisn over 10', { nisn: '12345678901' }, 'nisn', ACCOUNT_MSG.nisnMax],
    ['full_name missing', { full_name: undefined }, 'full_name', 'Nama Lengkap harus diisi'],
    ['full_name blank', { full_name: '  ' }, 'full_name', 'Nama Lengkap harus diisi'],
    ['email missing', { email: undefined }, 'email', 'Email harus diisi'],
    ['email empty', { email: '' }, 'email', 'Email harus diisi'],
    ['email without @', { email: 'budi.sekolah.test' }, 'email', 'Format email tidak valid'],
    ['email without dot', { email: 'budi@sekolah' }, 'email', 'Format email tidak valid'],
    ['email with space', { email: 'bu di@sekolah.test' }, 'email', 'Format email tidak valid'],
    ['password missing', { password: undefined }, 'password', 'Password harus diisi'],
    [
      'password empty',
      { password: '', confirm_password: '' },
      'password',
      'Password harus diisi',
      {
        confirm_password: 'Konfirmasi password harus diisi',
      },
    ],
    [
      'password empty, confirm typed',
      { password: '' },
      'password',
      'Password harus diisi',
      {
        confirm_password: 'Password tidak sama',
      },
    ],
    [
      'confirm missing',
      { confirm_password: undefined },
      'confirm_password',
      'Konfirmasi password harus diisi',
    ],
    [
      'password short',
      { password: '1234567', confirm_password: '1234567' },
      'password',
      'Password harus memiliki minimal 8 karakter',
    ],
    ['confirm mismatch', { confirm_password: 'rahasia124' }, 'confirm_password', 'Password tidak sama'],
    ['phone missing', { phone: undefined }, 'phone', 'Nomor telepon harus diisi'],
    ['phone empty', { phone: '' }, 'phone', 'Nomor telepon harus diisi'],
    ['phone letters', { phone: '0812abc' }, 'phone', 'Nomor telepon hanya boleh berisi angka'],
    ['phone plus sign', { phone: '+6281234' }, 'phone', 'Nomor telepon hanya boleh berisi angka'],
    ['asal_sekolah missing', { asal_sekolah: undefined }, 'asal_sekolah', 'Asal Sekolah harus diisi'],
    ['jenis_sekolah missing', { jenis_sekolah: undefined }, 'jenis_sekolah', 'Jenis Sekolah harus diisi'],
    ['jenis_sekolah not an option', { jenis_sekolah: 'SMP' }, 'jenis_sekolah', 'Jenis Sekolah harus diisi'],
    [
      'alamat_sekolah1 missing',
      { alamat_sekolah1: undefined },
      'alamat_sekolah1',
      'Alamat Sekolah harus diisi',
    ],
    ['alamat_sekolah2 missing', { alamat_sekolah2: '' }, 'alamat_sekolah2', 'Kota Sekolah harus diisi'],
    ['provinsi_sekolah missing', { provinsi_sekolah: undefined }, 'provinsi_sekolah', 'Provinsi harus diisi'],
    ['jurusan_sekolah missing', { jurusan_sekolah: ' ' }, 'jurusan_sekolah', 'Jurusan harus diisi'],
  ];

  for (const as of ['form', 'json'] as const) {
    it.each(cases)(
      `register (${as}): %s → 400 with the spec message, nothing stored`,
      async (_n, o, field, msg, more) => {
        const before = await snapshot();
        const res = await post('/register', registration(o), as);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 400, message: msg, errors: { [field]: msg, ...more } });
        expect(await snapshot()).toEqual(before);
      },
    );
  }

  it('register reports every bad field at once, the password mismatch included', async () => {
    const before = await snapshot();
    for (const as of ['form', 'json'] as const) {
      const res = await post(
        '/register',
        registration({
          full_name: '',
          email: 'bukan-email',
          password: 'pendek',
          confirm_password: 'lain',
          asal_sekolah: ' ',
          provinsi_sekolah: undefined,
        }),
        as,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        full_name: 'Nama Lengkap harus diisi',
        email: 'Format email tidak valid',
        password: 'Password harus memiliki minimal 8 karakter',
        confirm_password: 'Password tidak sama',
        asal_sekolah: 'Asal Sekolah harus diisi',
        provinsi_sekolah: 'Provinsi harus diisi',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(BODY_KINDS)('register and login accept a %s body', async (kind) => {
    const body = stripUndefined(registration()) as Record<string, string>;
    const reg = await t.app.inject({
      method: 'POST',
      url: `${API}/register`,
      ...(await encodeBody(kind, body)),
    });
    expect(reg.statusCode, reg.body).toBe(201);
    expect(reg.json().data).toMatchObject({ nisn: body.nisn });
    await t.db
      .updateTable('candidates')
      .set({ email_verified_at: nowIso() })
      .where('nisn', '=', body.nisn)
      .execute();
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      ...(await encodeBody(kind, { email: body.email, password: body.password })),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data).toMatchObject({ nisn: body.nisn, full_name: 'BUDI SANTOSO' });
  });

  it('register accepts every school type SMA, SMK, MA (JSON too)', async () => {
    for (const [i, jenis] of ['SMA', 'SMK', 'MA'].entries()) {
      const res = await post('/register', registration({ jenis_sekolah: jenis }), i === 1 ? 'json' : 'form');
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('bad bodies of every other kind → 4xx with a message, nothing stored', async () => {
    const before = await snapshot();
    const bad = [
      t.app.inject({ method: 'POST', url: `${API}/register` }),
      t.app.inject({
        method: 'POST',
        url: `${API}/register`,
        payload: 'nisn=1',
        headers: { 'content-type': 'text/plain' },
      }),
      t.app.inject({
        method: 'POST',
        url: `${API}/register`,
        payload: '{"nisn": ',
        headers: { 'content-type': 'application/json' },
      }),
      t.app.inject({ method: 'POST', url: `${API}/register`, payload: [registration()] }),
      t.app.inject({ method: 'POST', url: `${API}/register`, payload: { ...registration(), nisn: 12345 } }),
      t.app.inject({
        method: 'POST',
        url: `${API}/register`,
        payload: { ...registration(), full_name: 'x'.repeat(151) },
      }),
      t.app.inject({
        method: 'POST',
        url: `${API}/register`,
        payload: { ...registration(), email: `${'a'.repeat(250)}@x.id` },
      }),
      t.app.inject({
        method: 'POST',
        url: `${API}/register`,
        payload: { ...registration(), password: 'p'.repeat(129) },
      }),
      (() => {
        const m = multipart(registration({ full_name: undefined }), { full_name: Buffer.from('x') });
        return t.app.inject({ method: 'POST', url: `${API}/register`, ...m });
      })(),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
      expect(res.json().code).toBe(res.statusCode);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('duplicate nisn → 409 NISN sudah terdaftar; duplicate e-mail (any case) → 409 Email sudah terdaftar', async () => {
    const first = registration();
    expect((await post('/register', first)).statusCode).toBe(201);
    const before = await snapshot();

    const sameNisn = await post('/register', registration({ nisn: first.nisn }));
    expect(sameNisn.statusCode).toBe(409);
    expect(sameNisn.json()).toEqual({
      code: 409,
      message: 'NISN sudah terdaftar',
      errors: { nisn: 'NISN sudah terdaftar' },
    });

    const sameEmail = await post('/register', registration({ email: first.email!.toUpperCase() }), 'json');
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      code: 409,
      message: 'Email sudah terdaftar',
      errors: { email: 'Email sudah terdaftar' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('5 concurrent registrations with one e-mail → exactly one 201, four 409, one row', async () => {
    const email = `balapan${Date.now()}@sekolah.test`;
    const bodies = Array.from({ length: 5 }, () => registration({ email }));
    const results = await Promise.all(bodies.map((b, i) => post('/register', b, i % 2 ? 'json' : 'form')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join('\n')).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('Email sudah terdaftar');
    }
    const rows = await t.db.selectFrom('candidates').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    const mails = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('payload', 'like', `%${email}%`)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('5 concurrent registrations with one nisn → exactly one 201, four 409 NISN sudah terdaftar', async () => {
    const nisn = registration().nisn!;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post('/register', registration({ nisn }), 'json')),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('NISN sudah terdaftar');
    expect(await t.db.selectFrom('candidates').select('id').where('nisn', '=', nisn).execute()).toHaveLength(
      1,
    );
  });

  it('a unique violation from the driver is recognised on this dialect (the race fallback)', async () => {
    const { candidate } = await makeCandidate(t.db);
    const base = {
      nisn: '8000000001',
      full_name: 'X',
      email: 'unik.baru@sekolah.test',
      phone: '08',
      password_hash: 'x',
      asal_sekolah: 'X',
      jenis_sekolah: 'SMA',
      alamat_sekolah1: 'X',
      alamat_sekolah2: 'X',
      provinsi_sekolah: 'X',
      jurusan_sekolah: 'X',
    };
    const errorOf = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e,
      );
    const dupEmail = await errorOf(insertCandidate(t.db, { ...base, email: candidate.email }, nowIso()));
    const dupNisn = await errorOf(insertCandidate(t.db, { ...base, nisn: candidate.nisn }, nowIso()));
    expect(uniqueViolation(dupEmail)).toBe('email');
    expect(uniqueViolation(dupNisn)).toBe('nisn');
    expect(uniqueViolation(new Error('boom'))).toBeNull();
  });

  it('verify: single use, bound to its e-mail, expiring; bad links → 400 with the message', async () => {
    const body = registration();
    const { token, email } = await registerAndReadLink(body);
    const verify = (q: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `${API}/verify?${new URLSearchParams(q).toString()}` });
    const invalid = { code: 400, message: ACCOUNT_MSG.verifyInvalid };

    // wrong e-mail, wrong token, missing parts
    expect((await verify({ token, email: 'orang.lain@sekolah.test' })).json()).toEqual(invalid);
    expect((await verify({ token: 'x'.repeat(43), email })).json()).toEqual(invalid);
    const noToken = await verify({ email });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe(ACCOUNT_MSG.verifyInvalid);
    expect((await verify({ token })).statusCode).toBe(400);

    const first = await verify({ token, email });
    expect(first.statusCode).toBe(200);
    // the same link opened again: the account is verified already (docs/decisions/0036)
    const second = await verify({ token, email });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      code: 200,
      message: 'Akun sudah diverifikasi, silakan login',
      data: { status: true },
    });
    // … but not with another e-mail
    expect((await verify({ token, email: 'orang.lain@sekolah.test' })).json()).toEqual(invalid);

    // an expired link
    const other = registration();
    const link2 = await registerAndReadLink(other);
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('token_hash', '=', sha256(link2.token))
      .execute();
    const expired = await verify({ token: link2.token, email: link2.email });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalid);
    const row = await t.db
      .selectFrom('candidates')
      .select('email_verified_at')
      .where('nisn', '=', other.nisn!)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBeNull();

    // logging in with the right password while the link is dead sends a fresh link (once)
    const mailsBefore = sink.for(link2.email).length;
    const refused = await post('/login', { email: other.email, password: other.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 403, message: ACCOUNT_MSG.notVerified });
    expect((await post('/login', { email: other.email, password: other.password })).statusCode).toBe(403);
    expect((await post('/login', { email: other.email, password: 'salah12345' })).statusCode).toBe(401);
    await t.deliverOutbox();
    const fresh = sink.for(link2.email);
    expect(fresh).toHaveLength(mailsBefore + 1);
    const freshLink = new URL(linkIn(fresh.at(-1)!, '/tes-users/tryout/verify'));
    expect(freshLink.searchParams.get('token')).not.toBe(link2.token);
    expect((await verify(Object.fromEntries(freshLink.searchParams))).statusCode).toBe(200);
    expect((await post('/login', { email: other.email, password: other.password })).statusCode).toBe(200);
  });

  it('an unverified login with a live link sends no second mail', async () => {
    const body = registration();
    await registerAndReadLink(body);
    const count = sink.for(body.email!).length;
    expect((await post('/login', { email: body.email, password: body.password })).statusCode).toBe(403);
    await t.deliverOutbox();
    expect(sink.for(body.email!)).toHaveLength(count);
  });

  it('an unknown e-mail costs the same argon2 work as a wrong password (no timing oracle)', async () => {
    const { candidate } = await makeCandidate(t.db);
    const time = async (email: string) => {
      const start = performance.now();
      const res = await post('/login', { email, password: 'salah12345' }, 'json');
      expect(res.statusCode).toBe(401);
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(candidate.email));
      unknown.push(await time(`tidak.ada.${i}@sekolah.test`));
    }
    // an argon2id verify takes tens of ms; a lookup alone takes ~1 ms
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('login: wrong password and unknown e-mail get the same 401; bad input 400', async () => {
    const { candidate, password } = await makeCandidate(t.db);
    const wrong = await post('/login', { email: candidate.email, password: 'salah12345' });
    const unknown = await post('/login', { email: 'tidak.ada@sekolah.test', password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 401, message: ACCOUNT_MSG.wrongCredentials });
    expect(unknown.json()).toEqual(wrong.json());

    const noPassword = await post('/login', { email: candidate.email }, 'json');
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('Password harus diisi');
    const badEmail = await post('/login', { email: 'bukan-email', password });
    expect(badEmail.json()).toMatchObject({ code: 400, message: 'Format email tidak valid' });
  });

  it('a new login revokes the earlier session and exam tokens (one active session)', async () => {
    const { candidate, password, token: examToken } = await makeCandidate(t.db);
    expect(await resolveBearer(t.db, examToken)).not.toBeNull();
    const a = (await post('/login', { email: candidate.email, password })).json().data.email_token;
    expect(await resolveBearer(t.db, examToken)).toBeNull();
    expect((await tokenRow(a)).revoked_at).toBeNull();
    const b = (await post('/login', { email: candidate.email, password }, 'json')).json().data.email_token;
    expect(b).not.toBe(a);
    expect((await tokenRow(a)).revoked_at).not.toBeNull();
    expect((await tokenRow(b)).revoked_at).toBeNull();
  });

  it('forgot-password: same answer for unknown e-mail and no mail for it; reset link single use', async () => {
    const { candidate, password, token: examToken } = await makeCandidate(t.db);
    const session = (await post('/login', { email: candidate.email, password })).json().data.email_token;
    const outboxBefore = (await t.db.selectFrom('outbox').select('id').execute()).length;
    const mailsBefore = sink.messages.length;

    const unknown = await post('/forgot-password', { email: 'tidak.terdaftar@sekolah.test' });
    const known = await post('/forgot-password', { email: candidate.email.toUpperCase() }, 'json');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      code: 200,
      message: 'Silahkan cek email Anda untuk reset password',
      data: null,
    });
    expect(known.json()).toEqual(unknown.json());
    expect((await t.db.selectFrom('outbox').select('id').execute()).length).toBe(outboxBefore + 1);

    await t.deliverOutbox();
    expect(sink.messages.length).toBe(mailsBefore + 1);
    expect(sink.for('tidak.terdaftar@sekolah.test')).toHaveLength(0);
    const mail = sink.for(candidate.email).at(-1)!;
    expect(mail.decoded).toContain('Subject: Reset Password Akun Tryout');
    const link = new URL(linkIn(mail, '/tes-users/tryout/forgot-password/confirm'));
    expect(`${link.origin}${link.pathname}`).toBe(
      'http://localhost:3000/tryout/tes-users/tryout/forgot-password/confirm',
    );
    const token = link.searchParams.get('token')!;
    const email = link.searchParams.get('email')!;
    expect(email).toBe(candidate.email);

    const confirm = (b: Fields, as: 'form' | 'json' = 'form') => post('/forgot-password/confirm', b, as);
    // field rules of the reset form
    const mismatch = await confirm({
      password: 'barubaru123',
      confirm_password: 'barubaru124',
      token,
      email,
    });
    expect(mismatch.json()).toEqual({
      code: 400,
      message: 'Password tidak sama',
      errors: { confirm_password: 'Password tidak sama' },
    });
    const noConfirm = await confirm({ password: 'barubaru123', token, email }, 'json');
    expect(noConfirm.json()).toMatchObject({ code: 400, message: 'Konfirmasi password harus diisi' });
    const noPassword = await confirm({ confirm_password: 'barubaru123', token, email });
    expect(noPassword.json()).toMatchObject({ code: 400, message: 'Password harus diisi' });
    const short = await confirm({ password: 'pendek', confirm_password: 'pendek', token, email });
    expect(short.json()).toMatchObject({ code: 400, message: 'Password harus memiliki minimal 8 karakter' });
    // a token with someone else's e-mail, or a made-up token
    const otherEmail = await confirm({
      password: 'barubaru123',
      confirm_password: 'barubaru123',
      token,
      email: 'lain@sekolah.test',
    });
    expect(otherEmail.json()).toEqual({ code: 400, message: ACCOUNT_MSG.resetInvalid });
    const hashBefore = (
      await t.db
        .selectFrom('candidates')
        .select('password_hash')
        .where('id', '=', candidate.id)
        .executeTakeFirstOrThrow()
    ).password_hash;
    expect(candidate.password_hash).toBe(hashBefore);

    const done = await confirm({ password: 'barubaru123', confirm_password: 'barubaru123', token, email });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ code: 200, message: ACCOUNT_MSG.resetSuccess, data: null });

    // single use
    const again = await confirm(
      { password: 'lagilagi123', confirm_password: 'lagilagi123', token, email },
      'json',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 400, message: ACCOUNT_MSG.resetInvalid });

    // sessions ended; old password refused; new one works
    expect((await tokenRow(session)).revoked_at).not.toBeNull();
    expect(await resolveBearer(t.db, examToken)).toBeNull();
    expect((await post('/login', { email, password })).statusCode).toBe(401);
    expect((await post('/login', { email, password: 'barubaru123' })).statusCode).toBe(200);
  });

  it('a newer reset link replaces the older one; an expired one is refused', async () => {
    const { candidate } = await makeCandidate(t.db);
    const links: URL[] = [];
    for (let i = 0; i < 2; i++) {
      await post('/forgot-password', { email: candidate.email });
      await t.deliverOutbox();
      links.push(new URL(linkIn(sink.for(candidate.email).at(-1)!, '/forgot-password/confirm')));
    }
    const [older, newer] = links.map((l) => ({
      token: l.searchParams.get('token')!,
      email: l.searchParams.get('email')!,
      password: 'gantigan123',
      confirm_password: 'gantigan123',
    }));
    expect(older.token).not.toBe(newer.token);
    const r1 = await post('/forgot-password/confirm', older);
    expect(r1.json()).toEqual({ code: 400, message: ACCOUNT_MSG.resetInvalid });
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('token_hash', '=', sha256(newer.token))
      .execute();
    const r2 = await post('/forgot-password/confirm', newer);
    expect(r2.json()).toEqual({ code: 400, message: ACCOUNT_MSG.resetInvalid });
  });

  it('a reset also verifies an unverified account (the link proves the mailbox)', async () => {
    const body = registration();
    await post('/register', body);
    await post('/forgot-password', { email: body.email });
    await t.deliverOutbox();
    const link = new URL(linkIn(sink.for(body.email!).at(-1)!, '/forgot-password/confirm'));
    const res = await post('/forgot-password/confirm', {
      token: link.searchParams.get('token')!,
      email: link.searchParams.get('email')!,
      password: 'barubaru123',
      confirm_password: 'barubaru123',
    });
    expect(res.statusCode).toBe(200);
    expect((await post('/login', { email: body.email, password: 'barubaru123' })).statusCode).toBe(200);
  });

  it('logout revokes the exam token (bearer) and the session token (bearer or body); idempotent', async () => {
    const { candidate, password } = await makeCandidate(t.db);
    const session = (await post('/login', { email: candidate.email, password })).json().data.email_token;
    // an exam token issued after login (what /checknoreg hands out)
    const exam = await issueToken(t.db, 'candidate_exam', { candidate_id: candidate.id });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/logout`,
      headers: { authorization: `Bearer ${exam}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: ACCOUNT_MSG.loggedOut, data: { revoked: true } });
    expect(await resolveBearer(t.db, exam)).toBeNull();
    expect((await tokenRow(session)).revoked_at).not.toBeNull();

    const session2 = (await post('/login', { email: candidate.email, password })).json().data.email_token;
    const byBody = await post('/logout', { email_token: session2 }, 'json');
    expect(byBody.json().data).toEqual({ revoked: true });
    expect((await tokenRow(session2)).revoked_at).not.toBeNull();

    const session3 = (await post('/login', { email: candidate.email, password })).json().data.email_token;
    const byForm = await post('/logout', { email_token: session3 });
    expect(byForm.json().data).toEqual({ revoked: true });

    const nothing = await t.app.inject({ method: 'POST', url: `${API}/logout` });
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json().data).toEqual({ revoked: false });
    const again = await t.app.inject({
      method: 'POST',
      url: `${API}/logout`,
      headers: { authorization: `Bearer ${exam}` },
    });
    expect(again.json().data).toEqual({ revoked: false });
  });

  it('the routes are in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tryout/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['register', 'verify', 'login', 'forgot-password', 'forgot-password/confirm', 'logout']) {
      expect(paths).toContain(`/tryout/api/tes-users/tryout/${p}`);
    }
  });
});

describe('candidate accounts limits: failures per account and address (docs/decisions/0009)', () => {
  let t: TestContext;
  beforeAll(async () => {
    // 3 failures free, then 1 s, doubling up to 2 s (real time); forgot-password: 6 requests a minute
    t = await createTestContext({
      RATE_LIMIT_MAX: '6',
      RATE_LIMIT_WINDOW_MS: '60000',
      RATE_LIMIT_FAILURES: '3',
      RATE_LIMIT_DELAY_MS: '1000',
      RATE_LIMIT_MAX_DELAY_MS: '2000',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => t?.close());

  const tooMany = { code: 429, message: 'Terlalu banyak percobaan, coba lagi dalam 1 menit' };
  const from = (ip: string, path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'x-forwarded-for': ip } });
  const login = (ip: string, email: string, password: string) => from(ip, '/login', { email, password });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('40 correct logins from one address within a minute all succeed', async () => {
    const lab = await Promise.all(Array.from({ length: 40 }, () => makeCandidate(t.db)));
    const started = Date.now();
    const codes = await Promise.all(lab.map((c) => login('10.1.9.9', c.candidate.email, c.password)));
    expect(codes.map((r) => r.statusCode)).toEqual(lab.map(() => 200));
    expect(Date.now() - started).toBeLessThan(60_000);
    // and again: successes never count
    for (const c of lab.slice(0, 10))
      expect((await login('10.1.9.9', c.candidate.email, c.password)).statusCode).toBe(200);
  });

  it("a wrong password delays only that account at that address, never another candidate's login", async () => {
    const a = await makeCandidate(t.db);
    const b = await makeCandidate(t.db);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await login('10.1.0.1', a.candidate.email, 'salah123')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401]);
    // the owner behind the same address waits, even with the right password, and is told how long
    const blocked = await login('10.1.0.1', a.candidate.email.toUpperCase(), a.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect(blocked.headers['retry-after']).toBe('1');
    // another candidate behind the same address: not affected, neither by A's failures nor own one
    expect((await login('10.1.0.1', b.candidate.email, b.password)).statusCode).toBe(200);
    expect((await login('10.1.0.1', b.candidate.email, 'salah123')).statusCode).toBe(401);
    expect((await login('10.1.0.1', b.candidate.email, b.password)).statusCode).toBe(200);
    // someone else's guesses never lock the owner out from another address
    expect((await login('10.1.0.2', a.candidate.email, a.password)).statusCode).toBe(200);
  });

  it('the delay grows with each further failure up to its longest, and a success clears it', async () => {
    const c = await makeCandidate(t.db);
    const wrong = () => login('10.2.0.1', c.candidate.email, 'salah123');
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      const res = await wrong();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(tooMany);
      waits.push(String(res.headers['retry-after']));
      await sleep(Number(res.headers['retry-after']) * 1000 + 100);
      if (round < 2) expect((await wrong()).statusCode).toBe(401);
    }
    // 1 s after the 4th failure, 2 s after the 5th, and 2 s (the longest) after the 6th
    expect(waits).toEqual(['1', '2', '2']);
    expect((await login('10.2.0.1', c.candidate.email, c.password)).statusCode).toBe(200);
    // the count starts again: three failures free
    for (let i = 0; i < 3; i++) expect((await wrong()).statusCode).toBe(401);
  });

  it('parallel guesses at one account cannot all pass before the first one fails', async () => {
    const c = await makeCandidate(t.db);
    const res = await Promise.all(
      Array.from({ length: 10 }, () => login('10.2.1.1', c.candidate.email, 'salah123')),
    );
    const codes = res.map((r) => r.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
  });

  it('registration: answers that an e-mail exists count per address; new registrations never do', async () => {
    const reg = (ip: string, fields: Fields = {}) => from(ip, '/register', registration(fields));
    const first = await reg('10.3.0.1');
    expect(first.statusCode).toBe(201);
    const taken = registration().email;
    expect((await reg('10.3.0.9', { email: taken })).statusCode).toBe(201);
    // successful registrations from one address never wait
    for (let i = 0; i < 4; i++) expect((await reg('10.3.0.1')).statusCode).toBe(201);
    // the spec's answers stay (409 with its message) until the address has failed too often
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await reg('10.3.0.2', { email: taken })).statusCode);
    expect(codes).toEqual([409, 409, 409, 409]);
    const blocked = await reg('10.3.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    // another address registers
    expect((await reg('10.3.0.3')).statusCode).toBe(201);
  });

  it('forgot-password: every request counts, per IP and per account', async () => {
    const forgotIp: number[] = [];
    for (let i = 0; i < 7; i++)
      forgotIp.push((await from('10.4.0.1', '/forgot-password', { email: `f${i}@x.id` })).statusCode);
    expect(forgotIp).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const { candidate } = await makeCandidate(t.db);
    const forgotAcct: number[] = [];
    for (let i = 0; i < 7; i++) {
      forgotAcct.push((await from(`10.4.1.${i}`, '/forgot-password', { email: candidate.email })).statusCode);
    }
    expect(forgotAcct).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const last = await from('10.4.1.9', '/forgot-password', { email: candidate.email });
    expect(last.json()).toEqual(tooMany);
    // only 6 reset mails were written for that account
    const resets = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('idempotency_key', 'like', 'reset_password:%')
      .execute();
    expect(resets).toHaveLength(6);
  });
});
