import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caches } from '../../src/lib/caches';
import { sha256 } from '../../src/lib/crypto';
import { nowIso } from '../../src/lib/time';
import { authPlugin } from '../../src/modules/auth/auth.plugin';
import { type Access, issueToken } from '../../src/modules/auth/auth.service';
import { createTestContext, type TestContext } from '../context';
import { EVENT_STREAM_ROUTES } from '../event-stream';
import { makeCandidate, makeStaff } from '../factories';

type Caller = 'none' | 'expired' | 'revoked' | 'candidate' | 'student' | 'lecturer' | 'admin' | 'integration';
const CALLERS: Caller[] = [
  'none',
  'expired',
  'revoked',
  'candidate',
  'student',
  'lecturer',
  'admin',
  'integration',
];

/** What lets each kind of caller in, besides 'public' (which lets everyone in). */
const PASSES: Record<Caller, readonly Access[]> = {
  none: [],
  expired: [],
  revoked: [],
  candidate: ['candidate'],
  student: ['student'],
  integration: ['integration'],
  lecturer: ['staff'],
  admin: ['staff', 'admin'],
};

/** Whether a caller passes a route's declared access. */
const allowed = (access: readonly Access[], caller: Caller): boolean =>
  access.some((a) => a === 'public' || PASSES[caller].includes(a));

describe('authorization matrix: every API route × every kind of caller', () => {
  let t: TestContext;
  let ids: { candidate: number; lecturer: number; admin: number; student: number };
  beforeAll(async () => {
    t = await createTestContext();
    const cand = await makeCandidate(t.db);
    const lecturer = await makeStaff(t.db, 'dosen');
    const admin = await makeStaff(t.db, 'admin');
    const now = nowIso();
    const exam = await t.db
      .insertInto('exams')
      .values({
        kategori: 'matkul',
        id_matkul: null,
        kode_ujian: 'MATRIX-1',
        pass_ujian: 'x',
        nama_ujian: 'Matrix',
        master_materi: 'M',
        type_ujian: 'UTS',
        type_soal: 'PG',
        jumlah_soal_PG: 1,
        jumlah_soal_essay: 0,
        waktu_ujian: 10,
        mulai: now,
        selesai: now,
        kelas: 'A',
        created_by: lecturer.user.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id_ujian')
      .executeTakeFirstOrThrow();
    const student = await t.db
      .insertInto('exam_students')
      .values({
        id_ujian: exam.id_ujian,
        nim: '123',
        email: 's@x.id',
        nama: 'S',
        prodi: 'TI',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids = {
      candidate: cand.candidate.id,
      lecturer: lecturer.user.id,
      admin: admin.user.id,
      student: student.id,
    };
  });

  /** Fresh tokens for one route: a call (e.g. logout) may revoke the token it was given. */
  async function mintTokens(): Promise<Record<Caller, string | null>> {
    const expired = await issueToken(t.db, 'staff', { staff_user_id: ids.admin });
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token_hash', '=', sha256(expired))
      .execute();
    const revoked = await issueToken(t.db, 'staff', { staff_user_id: ids.admin });
    await t.db
      .updateTable('auth_tokens')
      .set({ revoked_at: nowIso() })
      .where('token_hash', '=', sha256(revoked))
      .execute();
    return {
      none: null,
      expired,
      revoked,
      candidate: await issueToken(t.db, 'candidate_exam', { candidate_id: ids.candidate }),
      student: await issueToken(t.db, 'student_exam', { exam_student_id: ids.student }),
      lecturer: await issueToken(t.db, 'staff', { staff_user_id: ids.lecturer }),
      admin: await issueToken(t.db, 'staff', { staff_user_id: ids.admin }),
      integration: await issueToken(t.db, 'integration', {}),
    };
  }
  afterAll(async () => t.close());

  /** An event stream's status over a real loopback port; the stream is closed at once. */
  async function streamStatus(url: string, headers: Record<string, string>): Promise<number> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers, signal: abort.signal });
    abort.abort();
    return res.status;
  }

  it('covers every registered API route and refuses every caller a route does not declare', async () => {
    const routes = t.app.routeAccess.filter(
      (r) => r.url.startsWith('/tryout/api/') && !r.url.includes('/docs'),
    );
    expect(routes.length).toBeGreaterThan(0);
    let checked = 0;
    const wrong: string[] = [];
    for (const route of routes) {
      // ids that exist nowhere: an allowed caller gets past auth and then finds nothing to change
      const url = route.url.replace(/:[A-Za-z_0-9]+/g, '999999');
      const tokens = await mintTokens();
      for (const caller of CALLERS) {
        const token = tokens[caller];
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        if (EVENT_STREAM_ROUTES.has(route.url) && allowed(route.access, caller)) {
          const status = await streamStatus(url, headers);
          checked++;
          if (status !== 200)
            wrong.push(`${route.method} ${route.url} ${caller} → ${status} (a stream, expected 200)`);
          continue;
        }
        const res = await t.app.inject({ method: route.method as 'GET', url, headers });
        checked++;
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (allowed(route.access, caller)) {
          if (res.statusCode === 401 || (res.statusCode === 403 && !route.access.includes('public'))) {
            // a per-object 403 (someone else's data) is fine; an auth 401 for an allowed caller is not
            if (res.statusCode === 401)
              wrong.push(`${route.method} ${route.url} ${caller} → ${res.statusCode}`);
          }
        } else if (!refused) {
          wrong.push(`${route.method} ${route.url} ${caller} → ${res.statusCode} (expected 401/403)`);
        } else if (caller === 'none' || caller === 'expired' || caller === 'revoked') {
          if (res.statusCode !== 401)
            wrong.push(`${route.method} ${route.url} ${caller} → ${res.statusCode} (expected 401)`);
        }
        if (res.statusCode >= 500) wrong.push(`${route.method} ${route.url} ${caller} → ${res.statusCode}`);
        if (String(res.headers['content-type']).includes('json') && (refused || res.statusCode >= 400)) {
          expect(typeof res.json().message).toBe('string');
        }
      }
    }
    console.log(
      `authorization matrix: ${routes.length} routes × ${CALLERS.length} callers = ${checked} requests`,
    );
    expect(wrong).toEqual([]);
  });

  it('refuses to start when a route declares no access', async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: t.db, apiPrefix: '/tryout/api', caches: new Caches() });
    await expect(
      app.register(async (api) => {
        api.get('/tryout/api/lupa', async () => ({}));
      }),
    ).rejects.toThrow(/declares no access/);
    await app.close().catch(() => {});
  });
});
