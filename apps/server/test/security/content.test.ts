import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/crypto';
import { createTestContext, type TestContext } from '../context';
import { EVENT_STREAM_ROUTES } from '../event-stream';
import { makeCourseExam, makeTryout } from '../exam-fixtures';
import { makeCandidate, makeStaff } from '../factories';
import { JPEG, MP3, PNG } from '../test-files';
import { envelopeProblem, example, type JsonSchema, leaks, multipart, walk } from './helpers';
import { activeContent, XSS_CORPUS } from './xss';

/**
 * Content and secrets (design §5): question HTML is neutralised, no answer key reaches a
 * candidate or student, no password or token hash leaves the server, errors show no internals,
 * uploads are typed by content and stored under random names, tokens are long and stored hashed.
 */

const API = '/tryout/api';

describe('content and secrets', () => {
  let t: TestContext;
  /** every response this file saw: the secrets checks walk them all */
  const seen: { what: string; status: number; payload: string; contentType: string }[] = [];
  let lecturer: Awaited<ReturnType<typeof makeStaff>>;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  let tryout: Awaited<ReturnType<typeof makeTryout>>;

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: {
      auth?: Record<string, string>;
      json?: unknown;
      body?: { payload: Buffer; headers: Record<string, string> };
    } = {},
  ) {
    const res = await t.app.inject({
      method,
      url: url.startsWith('/tryout') ? url : `${API}${url}`,
      headers: { ...opts.auth, ...opts.body?.headers },
      ...(opts.body
        ? { payload: opts.body.payload }
        : opts.json !== undefined
          ? { payload: opts.json as object }
          : {}),
    });
    seen.push({
      what: `${method} ${url}`,
      status: res.statusCode,
      payload: res.rawPayload.toString('latin1'),
      contentType: String(res.headers['content-type'] ?? ''),
    });
    return res;
  }

  beforeAll(async () => {
    t = await createTestContext({ INTEGRATION_KEY: 'kunci-integrasi-uji-123456' });
    lecturer = await makeStaff(t.db, 'dosen');
    admin = await makeStaff(t.db, 'admin');
    tryout = await makeTryout(t.db);
  });
  afterAll(async () => t?.close());

  describe('XSS corpus through POST /addsoalPG', () => {
    it('stores and returns every payload neutralised (question and option HTML)', async () => {
      const materi = tryout.materi[0];
      const group = tryout.materi[0].questions[0].group_id;
      const wrong: string[] = [];
      const ids: number[] = [];
      for (const [i, payload] of XSS_CORPUS.entries()) {
        const fields: Record<string, string> = {
          group_soal: String(group),
          id_master_materi: String(materi.id),
          type_soal: 'PG',
          type_ujian: 'UTS',
          soal_pg: `<p>Soal ${i}</p>${payload}`,
          pil_a: `A ${payload}`,
          pil_b: `B ${payload}`,
          pil_c: 'C',
          pil_d: 'D',
          pil_e: `<p>E</p>${payload}`,
          kunci_pg: 'A',
        };
        const res = await call('POST', '/addsoalPG', { auth: lecturer.auth, body: multipart(fields) });
        if (res.statusCode >= 400) {
          // refusing the payload is also safe, but it must be a clean 4xx
          if (res.statusCode >= 500) wrong.push(`${i}: ${res.statusCode}`);
          continue;
        }
        const data = res.json().data;
        ids.push(data.id_soalPG);
        for (const k of ['soal_pg', 'pil_a', 'pil_b', 'pil_e'] as const) {
          const active = activeContent(String(data[k] ?? ''));
          if (active.length) wrong.push(`${i} returned ${k}: ${active.join(', ')} in ${data[k]}`);
        }
      }
      expect(ids.length).toBeGreaterThan(XSS_CORPUS.length / 2);
      // what is stored
      const rows = await t.db.selectFrom('questions').selectAll().where('id', 'in', ids).execute();
      expect(rows.length).toBe(ids.length);
      for (const r of rows) {
        for (const k of ['soal_pg', 'pil_a', 'pil_b', 'pil_c', 'pil_d', 'pil_e'] as const) {
          const active = activeContent(r[k] ?? '');
          if (active.length) wrong.push(`stored ${r.id}.${k}: ${active.join(', ')} in ${r[k]}`);
        }
      }
      // what staff read back (detail and list) and what a candidate's sheet shows
      for (const id of ids) {
        const d = await call('GET', `/detailSoal/${id}`, { auth: lecturer.auth });
        expect(d.statusCode).toBe(200);
        for (const [p, v] of walk(d.json().data)) {
          if (typeof v === 'string' && activeContent(v).length) wrong.push(`detail ${id} ${p}: ${v}`);
        }
      }
      const list = await call('POST', '/listSoalPG', { auth: lecturer.auth, json: { group_soal: group } });
      expect(list.statusCode).toBe(200);
      for (const [p, v] of walk(list.json().data)) {
        if (typeof v === 'string' && activeContent(v).length) wrong.push(`list ${p}: ${v}`);
      }
      // the safe parts survive: formatting is kept, the text of an escaped tag stays text
      const safe = rows.find((r) => r.soal_pg.includes('aman'));
      expect(safe?.soal_pg).toContain('<b>tebal</b>');
      expect(wrong).toEqual([]);
    });

    it('the checker itself finds active content (so the test can fail)', () => {
      expect(activeContent('<img src=x onerror=alert(1)>')).not.toEqual([]);
      expect(activeContent('<a href="jav&#x61;script:x">a</a>')).not.toEqual([]);
      expect(activeContent('<p style="x">a</p>')).not.toEqual([]);
      expect(activeContent('<p>ok &lt;script&gt;</p><img src="data:image/png;base64,AAAA">')).toEqual([]);
    });
  });

  describe('no answer key and no pembahasan reaches a candidate or a student', () => {
    it('walks every JSON value of every candidate and student route through a whole attempt', async () => {
      const cand = await makeCandidate(t.db);
      const course = await makeCourseExam(t.db, { pass: 'rahasia' });
      const kode = tryout.materi[0].kode_ujian;
      const essayKeys = [...tryout.materi, ...course.materi]
        .flatMap((m) => m.questions)
        .map((q) => q.kunci_essay)
        .filter((k): k is string => !!k);
      const explanations = [...tryout.materi, ...course.materi]
        .flatMap((m) => m.questions)
        .map((q) => q.pembahasan);
      const responses: { what: string; body: unknown }[] = [];
      const record = (what: string, res: { statusCode: number; payload: string }) => {
        try {
          responses.push({ what: `${what} → ${res.statusCode}`, body: JSON.parse(res.payload) });
        } catch {
          responses.push({ what: `${what} → ${res.statusCode}`, body: res.payload });
        }
      };

      // the tryout candidate: every candidate route, then a full attempt
      const candRoutes = t.app.routeAccess.filter(
        (r) =>
          (r.access.includes('candidate') || r.access.includes('student')) && !EVENT_STREAM_ROUTES.has(r.url),
      );
      expect(candRoutes.length).toBeGreaterThan(8);
      const spec = (t.app as unknown as { swagger(): any }).swagger();
      const bodyFor = (r: { method: string; url: string }) => {
        const op = spec.paths?.[r.url.replace(/:([A-Za-z_0-9]+)/g, '{$1}')]?.[r.method.toLowerCase()];
        const schema = op?.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
        const body = (schema ? example(schema) : undefined) as Record<string, unknown> | undefined;
        if (body && typeof body === 'object') {
          if ('kode_ujian' in body) body.kode_ujian = kode;
          if ('no_reg' in body) body.no_reg = cand.candidate.nisn;
          if ('nisn' in body) body.nisn = cand.candidate.nisn;
        }
        return body;
      };
      const sheet = await call('POST', '/soalUjianPg', {
        auth: cand.auth,
        json: { kode_ujian: kode, mulai: true },
      });
      expect(sheet.statusCode).toBe(200);
      record('soalUjianPg', sheet);
      const questions = sheet.json().data.groups.flatMap((g: any) => g.questions);
      for (const q of questions) {
        const r =
          q.type_soal === 'PG'
            ? await call('POST', '/simpanJawaban', {
                auth: cand.auth,
                json: { kode_ujian: kode, id_soal: q.id_soal, value: 'B' },
              })
            : await call('POST', '/simpanJawaban', {
                auth: cand.auth,
                json: { kode_ujian: kode, id_soal: q.id_soal, essay: 'jawaban' },
              });
        record('simpanJawaban', r);
        if (q.media?.kind === 'audio') {
          record(
            'putarAudio',
            await call('POST', '/putarAudio', {
              auth: cand.auth,
              json: { kode_ujian: kode, id_soal: q.id_soal },
            }),
          );
        }
      }
      for (const r of candRoutes) {
        if (r.url.includes('posthasilujian')) continue;
        const url = r.url.replace(/:[A-Za-z_0-9]+/g, '1');
        const body = r.method === 'GET' ? undefined : bodyFor(r);
        record(`${r.method} ${r.url}`, await call(r.method as 'POST', url, { auth: cand.auth, json: body }));
      }
      const submitted = await call('POST', '/posthasilujian', {
        auth: cand.auth,
        json: { kode_ujian: kode },
      });
      expect(submitted.statusCode).toBe(200);
      record('posthasilujian', submitted);
      for (const r of candRoutes) {
        const url = r.url.replace(/:[A-Za-z_0-9]+/g, '1');
        const body = r.method === 'GET' ? undefined : bodyFor(r);
        record(
          `after ${r.method} ${r.url}`,
          await call(r.method as 'POST', url, { auth: cand.auth, json: body }),
        );
      }

      // a course-exam student
      const login = await call('POST', '/loginujian', {
        json: {
          kode_ujian: course.exam.kode_ujian,
          pass_ujian: 'rahasia',
          email: 'mhs@kampus.ac.id',
          nim: '2201001',
          nama: 'Mahasiswa Uji',
          prodi: 'Teknik Informatika',
        },
      });
      expect(login.statusCode).toBe(200);
      record('loginujian', login);
      const studentToken = login.json().data.api_token ?? login.json().data.token;
      expect(typeof studentToken).toBe('string');
      const sAuth = { authorization: `Bearer ${studentToken}` };
      const sSheet = await call('POST', '/soalUjianPg', {
        auth: sAuth,
        json: { kode_ujian: course.exam.kode_ujian, mulai: true },
      });
      expect(sSheet.statusCode).toBe(200);
      record('student soalUjianPg', sSheet);
      for (const r of candRoutes.filter((x) => x.access.includes('student'))) {
        const body = bodyFor(r);
        if (body && 'kode_ujian' in body) body.kode_ujian = course.exam.kode_ujian;
        record(`student ${r.url}`, await call(r.method as 'POST', r.url, { auth: sAuth, json: body }));
      }

      const wrong: string[] = [];
      for (const r of responses) {
        for (const [p, v] of walk(r.body)) {
          const key = p.split('.').pop() ?? '';
          // the submit's tally per group counts the answers right (a number, never which ones)
          const tally = /^data\.rincian\.\d+\.benar$/.test(p) && Number.isInteger(v);
          if (/kunci|answer_?key|correct|benar|jawaban_benar|pembahasan|penjelasan/i.test(key) && !tally)
            wrong.push(`${r.what}: key ${p}`);
          // the question HTML in a sheet is the sanitised text too (the XSS questions above are in the draw)
          if (typeof v === 'string' && activeContent(v).length)
            wrong.push(`${r.what}: active content at ${p}`);
          if (typeof v === 'string' && essayKeys.some((k) => v.includes(k)))
            wrong.push(`${r.what}: essay key at ${p}`);
          // the explanations (pembahasan) of every question, in the draw or not (docs/decisions/0021)
          if (typeof v === 'string' && explanations.some((e) => v.includes(e)))
            wrong.push(`${r.what}: pembahasan at ${p}`);
        }
      }
      expect(responses.length).toBeGreaterThan(20);
      expect(wrong).toEqual([]);
    });
  });

  describe('uploads', () => {
    const group = () => tryout.materi[0].questions[0].group_id;
    const fields = () => ({
      group_soal: String(group()),
      type_soal: 'PG',
      soal_pg: '<p>Soal berkas</p>',
      pil_a: 'A',
      kunci_pg: 'A',
    });
    const upload = (filename: string, data: Buffer, type = 'image/png', name = 'soal_gambar') =>
      call('POST', '/addsoalPG', {
        auth: lecturer.auth,
        body: multipart({ ...fields(), pil_b: 'B', pil_c: 'C', pil_d: 'D', pil_e: 'E' }, [
          { name, filename, type, data },
        ]),
      });

    it('refuses oversize files, spoofed extensions and non-image polyglots with a 4xx envelope', async () => {
      const cases: [string, Buffer, string, number][] = [
        ['besar.png', Buffer.concat([PNG, Buffer.alloc(2_000_001 - PNG.length)]), 'image/png', 413],
        ['gambar.png', Buffer.from('MZ\x90\x00 this is an executable', 'latin1'), 'image/png', 400],
        ['skrip.png', Buffer.from('<script>window.__xss=1</script>'), 'image/png', 400],
        ['shell.jpg', Buffer.from("<?php system($_GET['c']); ?>"), 'image/jpeg', 400],
        [
          'poly.gif',
          Buffer.from('GIF89a/*<svg onload=window.__xss=1>*/=1;window.__xss=1;'),
          'image/gif',
          400,
        ],
        ['page.html', Buffer.from('<html><body onload="window.__xss=1"></body></html>'), 'text/html', 400],
        [
          'gambar.svg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>'),
          'image/svg+xml',
          400,
        ],
      ];
      const before = await t.db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const wrong: string[] = [];
      for (const [name, data, type, status] of cases) {
        const res = await upload(name, data, type);
        if (res.statusCode !== status)
          wrong.push(`${name}: ${res.statusCode} ≠ ${status} ${res.payload.slice(0, 100)}`);
        const problem = envelopeProblem(res.statusCode, res.headers['content-type'], res.payload);
        if (problem) wrong.push(`${name}: ${problem}`);
      }
      const after = await t.db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect(wrong).toEqual([]);
    });

    it('option images: only images (audio refused), stored under random names in jawabanPg', async () => {
      const audio = await upload('suara.png', MP3, 'image/png', 'gambar_pil_a');
      expect(audio.statusCode).toBe(400);
      expect(envelopeProblem(400, audio.headers['content-type'], audio.payload)).toBeNull();
      const img = await upload('../../../pil_a.png', PNG, 'image/png', 'gambar_pil_a');
      expect(img.statusCode).toBe(200);
      const row = await t.db
        .selectFrom('questions')
        .select('gambar_pil_a')
        .where('id', '=', img.json().data.id_soalPG)
        .executeTakeFirstOrThrow();
      expect(row.gambar_pil_a).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(fs.existsSync(path.join(t.mediaDir, 'jawabanPg', row.gambar_pil_a as string))).toBe(true);
      const media = await t.app.inject({ method: 'GET', url: `/tryout/media/jawabanPg/${row.gambar_pil_a}` });
      expect(media.headers['content-type']).toBe('image/png');
      expect(media.headers['x-content-type-options']).toBe('nosniff');
    });

    it('stores real images (also polyglots and traversal names) under random names, served typed with nosniff', async () => {
      const cases: [string, Buffer, string, RegExp][] = [
        ['../../etc/passwd.png', PNG, 'image/png', /\.png$/],
        ['..\\..\\windows\\win.ini.png', PNG, 'image/png', /\.png$/],
        ['gambar.png.php', PNG, 'application/x-php', /\.png$/],
        [
          'append.png',
          Buffer.concat([PNG, Buffer.from('<script>window.__xss=1</script>')]),
          'image/png',
          /\.png$/,
        ],
        [
          'foto.jpg',
          Buffer.concat([JPEG, Buffer.from('<?php echo 1; ?><html><script>window.__xss=1</script>')]),
          'image/jpeg',
          /\.jpg$/,
        ],
        ['nyamar.html', PNG, 'text/html', /\.png$/],
      ];
      const wrong: string[] = [];
      for (const [name, data, type, ext] of cases) {
        const res = await upload(name, data, type);
        if (res.statusCode !== 200) {
          wrong.push(`${name}: ${res.statusCode} ${res.payload.slice(0, 120)}`);
          continue;
        }
        const q = res.json().data;
        const row = await t.db
          .selectFrom('questions')
          .select('soal_gambar')
          .where('id', '=', q.id_soalPG)
          .executeTakeFirstOrThrow();
        const stored = row.soal_gambar ?? '';
        if (!/^[a-f0-9]{32}\.(png|jpg|mp3|ogg|wav)$/.test(stored) || !ext.test(stored))
          wrong.push(`${name}: stored as ${stored}`);
        if (!fs.existsSync(path.join(t.mediaDir, 'soalPg', stored))) wrong.push(`${name}: file missing`);
        const url = String(q.soal_gambar);
        expect(url).toBe(`/tryout/media/soalPg/${stored}`);
        const media = await t.app.inject({ method: 'GET', url });
        if (media.statusCode !== 200) wrong.push(`${name}: GET ${url} → ${media.statusCode}`);
        const expectType = stored.endsWith('.png') ? 'image/png' : 'image/jpeg';
        if (media.headers['content-type'] !== expectType)
          wrong.push(`${name}: served as ${media.headers['content-type']}`);
        if (media.headers['x-content-type-options'] !== 'nosniff') wrong.push(`${name}: no nosniff`);
      }
      // nothing escaped the media folder, and every stored name is random
      for (const folder of ['soalPg', 'jawabanPg']) {
        for (const f of fs.readdirSync(path.join(t.mediaDir, folder))) {
          if (!/^[a-f0-9]{32}\.(png|jpg|mp3|ogg|wav)$/.test(f))
            wrong.push(`${folder}/${f} is not a random name`);
        }
      }
      expect(fs.readdirSync(t.mediaDir).sort()).toEqual(['jawabanPg', 'soalPg']);
      expect(fs.existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
      // media paths cannot climb out either
      for (const u of [
        '/tryout/media/../test.sqlite',
        '/tryout/media/%2e%2e/test.sqlite',
        '/tryout/media/soalPg/..%2f..%2ftest.sqlite',
      ]) {
        const res = await t.app.inject({ method: 'GET', url: u });
        if (
          res.statusCode === 200 &&
          (res.rawPayload.subarray(0, 15).toString() === 'SQLite format 3' ||
            !String(res.headers['content-type']).includes('text/html'))
        ) {
          wrong.push(`${u} served ${res.headers['content-type']}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });

  describe('accounts: tokens, sessions, forgot-password', () => {
    async function registeredCandidate(email: string, password = 'peserta123') {
      const c = await makeCandidate(t.db, { email, password });
      return c;
    }
    const login = (email: string, password: string) =>
      call('POST', '/tes-users/tryout/login', { json: { email, password } });

    it('forgot-password answers the same for a known and an unknown e-mail', async () => {
      await registeredCandidate('lupa.ada@tryout.test');
      const known = await call('POST', '/tes-users/tryout/forgot-password', {
        json: { email: 'lupa.ada@tryout.test' },
      });
      const unknown = await call('POST', '/tes-users/tryout/forgot-password', {
        json: { email: 'lupa.tidak.ada@tryout.test' },
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.payload).toBe(known.payload);
    });

    it('tokens carry 256 random bits (32 bytes base64url) and only their SHA-256 is stored', async () => {
      const c = await registeredCandidate('token.uji@tryout.test');
      const issued: string[] = [];
      const l = await login('token.uji@tryout.test', 'peserta123');
      expect(l.statusCode).toBe(200);
      issued.push(l.json().data.email_token);
      const ex = await call('POST', '/checknoreg', {
        json: { no_reg: c.candidate.nisn, hash: l.json().data.email_token },
      });
      expect(ex.statusCode).toBe(200);
      issued.push(ex.json().data.api_token);
      const staff = await makeStaff(t.db, 'dosen', 'dosen12345');
      const sl = await call('POST', '/loginDosen', {
        json: { nidn: staff.user.nidn, password: 'dosen12345' },
      });
      expect(sl.statusCode).toBe(200);
      issued.push(sl.json().data.api_token);
      for (const tok of issued) {
        expect(tok).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(tok, 'base64url').length).toBe(32);
      }
      expect(new Set(issued).size).toBe(issued.length);
      // only the hash is stored: no column of auth_tokens holds a plain token
      const rows = await t.db.selectFrom('auth_tokens').selectAll().execute();
      const dump = JSON.stringify(rows);
      for (const tok of issued) {
        expect(dump).not.toContain(tok);
        expect(rows.some((r) => r.token_hash === sha256(tok))).toBe(true);
      }
      expect(Object.keys(rows[0]).filter((k) => /token/.test(k))).toEqual(['token_hash']);
    });

    it('a second login of the same candidate ends the first session and its exam token', async () => {
      const c = await registeredCandidate('dua.login@tryout.test');
      const first = await login('dua.login@tryout.test', 'peserta123');
      const firstSession = first.json().data.email_token;
      const firstExam = (
        await call('POST', '/checknoreg', { json: { no_reg: c.candidate.nisn, hash: firstSession } })
      ).json().data.api_token;
      expect(
        (await call('GET', '/listujian', { auth: { authorization: `Bearer ${firstExam}` } })).statusCode,
      ).toBe(200);
      // a login that is not yet exchanged at /checknoreg must also be ended by the next login
      const second = await login('dua.login@tryout.test', 'peserta123');
      expect(second.statusCode).toBe(200);
      const again = await call('POST', '/checknoreg', {
        json: { no_reg: c.candidate.nisn, hash: firstSession },
      });
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe('Tidak Ada Data');
      const old = await call('GET', '/listujian', { auth: { authorization: `Bearer ${firstExam}` } });
      expect(old.statusCode).toBe(401);
      const fresh = await call('POST', '/checknoreg', {
        json: { no_reg: c.candidate.nisn, hash: second.json().data.email_token },
      });
      expect(fresh.statusCode).toBe(200);
    });
  });

  describe('secrets in responses', () => {
    it('no response of a normal pass through every route carries a password hash or a token hash', async () => {
      // one more pass: every route with a caller it accepts and a plausible body
      const spec = (t.app as unknown as { swagger(): any }).swagger();
      const cand = await makeCandidate(t.db);
      const integration = await call('POST', '/login/tes', { json: { key: 'kunci-integrasi-uji-123456' } });
      const integrationToken = integration.json()?.data?.token ?? integration.json()?.data?.api_token;
      for (const r of t.app.routeAccess) {
        if (/logout|delete/i.test(r.url) || r.method === 'DELETE' || EVENT_STREAM_ROUTES.has(r.url)) continue;
        const op = spec.paths?.[r.url.replace(/:([A-Za-z_0-9]+)/g, '{$1}')]?.[r.method.toLowerCase()];
        const schema = op?.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
        const body = schema ? example(schema) : undefined;
        const url = r.url.replace(/:[A-Za-z_0-9]+/g, '1');
        const auth =
          r.access.includes('staff') || r.access.includes('admin')
            ? admin.auth
            : r.access.includes('candidate')
              ? cand.auth
              : r.access.includes('integration') && integrationToken
                ? { authorization: `Bearer ${integrationToken}` }
                : undefined;
        await call(r.method as 'POST', url, { auth, json: r.method === 'GET' ? undefined : body });
        if (r.access.includes('staff'))
          await call(r.method as 'POST', url, {
            auth: lecturer.auth,
            json: r.method === 'GET' ? undefined : body,
          });
      }
      const hashes = [
        ...(await t.db.selectFrom('staff_users').select('password_hash').execute()).map(
          (r) => r.password_hash,
        ),
        ...(await t.db.selectFrom('candidates').select('password_hash').execute()).map(
          (r) => r.password_hash,
        ),
        ...(await t.db.selectFrom('auth_tokens').select('token_hash').execute()).map((r) => r.token_hash),
      ].filter((h): h is string => !!h);
      expect(hashes.length).toBeGreaterThan(5);
      const wrong: string[] = [];
      for (const s of seen) {
        if (/password_hash|token_hash/i.test(s.payload)) wrong.push(`${s.what}: names a hash column`);
        for (const h of hashes) if (s.payload.includes(h)) wrong.push(`${s.what}: carries a stored hash`);
        if (s.status >= 400 && s.contentType.includes('json')) {
          const leak = leaks(s.payload);
          if (leak) wrong.push(`${s.what} ${s.status}: leaks ${leak}`);
        }
        if (s.status >= 500) wrong.push(`${s.what}: ${s.status}`);
      }
      console.log(`secrets: ${seen.length} responses walked, ${hashes.length} known hashes`);
      expect(wrong).toEqual([]);
    });
  });
});
