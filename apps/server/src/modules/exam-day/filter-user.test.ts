import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context';
import { makeCandidate } from '../../../test/factories';
import { API, type Staff, staffContext } from '../../../test/staff-api';

/**
 * POST /filterUser (docs/decisions/0021): candidates' e-mail, phone, school and NISN go to admins only,
 * like the registrant report — no lecturer's course exam has tryout candidates in it — and its
 * search takes '%' and '_' as typed, not as LIKE wildcards.
 */
describe('POST /filterUser', () => {
  let t: TestContext;
  let admin: Staff;
  let dosen: Staff;
  beforeAll(async () => {
    [t, admin, dosen] = await staffContext('admin', 'dosen');
  });
  afterAll(async () => t.close());

  const search = (auth: Record<string, string>, body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `${API}/filterUser`, headers: auth, payload: body });
  /** A candidate with this e-mail and name. */
  const named = async (email: string, full_name: string) => {
    const c = await makeCandidate(t.db, { email });
    await t.db.updateTable('candidates').set({ full_name }).where('id', '=', c.candidate.id).execute();
    return c.candidate;
  };

  it('a lecturer gets 403 and no candidate data; an admin gets the rows', async () => {
    const c = await named('rahasia.dosen@sekolah.test', 'PESERTA RAHASIA');
    const refused = await search(dosen.auth, { q: 'rahasia' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(c.email);
    expect(refused.body).not.toContain(c.nisn);
    const found = await search(admin.auth, { q: 'RAHASIA.DOSEN' });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([expect.objectContaining({ nisn: c.nisn, email: c.email })]);
    expect((await t.app.inject({ method: 'POST', url: `${API}/filterUser`, payload: {} })).statusCode).toBe(
      401,
    );
  });

  it("'%' and '_' are searched for as typed, in q and in each field", async () => {
    const underscore = await named('nilai_100@sekolah.test', 'SISWA 100% SIAP');
    const plain = await named('nilaix100@sekolah.test', 'SISWA 1000 SIAP');
    const nisns = async (body: Record<string, string>) => {
      const res = await search(admin.auth, body);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { nisn: string }[]).map((r) => r.nisn).sort();
    };
    expect(await nisns({ q: 'nilai_100' })).toEqual([underscore.nisn]);
    expect(await nisns({ email: 'nilai_' })).toEqual([underscore.nisn]);
    expect(await nisns({ q: '100%' })).toEqual([underscore.nisn]);
    expect(await nisns({ nama: '100% s' })).toEqual([underscore.nisn]);
    // a lone wildcard matches only what holds it, not everyone
    expect(await nisns({ q: '%' })).toEqual([underscore.nisn]);
    expect(await nisns({ q: '_' })).toEqual([underscore.nisn]);
    // an ordinary search still finds both
    expect(await nisns({ q: 'siswa 100' })).toEqual([underscore.nisn, plain.nisn].sort());
  });
});
