/** What the staff API tests share: a context with staff users, and the staff-only check. */
import { expect } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { makeCandidate, makeStaff } from './factories';
import { multipart, type Part } from './test-files';

export const API = '/tryout/api';

export type Staff = Awaited<ReturnType<typeof makeStaff>>;

/** A fresh test context and staff users of the given roles (in that order). */
export async function staffContext(...roles: ('admin' | 'dosen')[]): Promise<[TestContext, ...Staff[]]> {
  const t = await createTestContext();
  const staff: Staff[] = [];
  for (const role of roles) staff.push(await makeStaff(t.db, role));
  return [t, ...staff];
}

/** A multipart POST (form fields and files) to the API. */
export async function postMultipart(
  t: TestContext,
  url: string,
  fields: Record<string, Part>,
  auth: Record<string, string>,
) {
  const mp = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...auth, ...mp.headers },
    payload: mp.payload,
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON request to the API as the context of `now()` says (read when the request is made). */
export const jsonCall =
  (now: () => { t: TestContext; auth: Record<string, string> }) =>
  (method: Method, url: string, payload?: unknown, headers = now().auth) =>
    now().t.app.inject({ method, url: `${API}${url}`, headers, payload: payload as object });

/**
 * JSON calls as a staff member in the context `ctx()` gives (read when the call is made): `call`
 * answers the response; `data` checks it is a 200 (saying which call failed and why) and answers
 * its data.
 */
export function staffCalls(ctx: () => TestContext) {
  const call = (who: Staff, method: Method, url: string, payload?: unknown) =>
    ctx().app.inject({
      method,
      url: `${API}${url}`,
      headers: who.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const data = async (who: Staff, method: Method, url: string, payload?: unknown) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json().data;
  };
  return { call, data };
}

/** The audit entries about one object (entity and id), oldest first: action, actor, before, after. */
export const auditsOf = (t: TestContext, entity: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'old_value', 'new_value'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

/** Each route answers 401 without a token and 403 to a candidate. */
export async function expectStaffOnly(t: TestContext, routes: readonly (readonly [Method, string])[]) {
  const cand = await makeCandidate(t.db);
  for (const [method, url] of routes) {
    expect((await t.app.inject({ method, url: `${API}${url}`, payload: {} })).statusCode, url).toBe(401);
    expect(
      (await t.app.inject({ method, url: `${API}${url}`, headers: cand.auth, payload: {} })).statusCode,
      url,
    ).toBe(403);
  }
}

/** A materi and one question group in it, written through the staff API by `auth`: their ids. */
export async function materiWithGroup(
  t: TestContext,
  auth: Record<string, string>,
  materi: { kode_ujian: string; deskripsi: string },
  group: { nama_group: string; deskripsi: string },
): Promise<{ materiId: number; groupId: number }> {
  const m = await t.app.inject({
    method: 'POST',
    url: `${API}/addMateri`,
    headers: auth,
    payload: { ...materi, waktu: 30, urutan: 1 },
  });
  const materiId = m.json().data.id;
  const g = await t.app.inject({
    method: 'POST',
    url: `${API}/addGroupSoal`,
    headers: auth,
    payload: { master_materi: materiId, jumlah_soal_ujian: 5, urutan: 1, ...group },
  });
  return { materiId, groupId: g.json().data.id };
}
