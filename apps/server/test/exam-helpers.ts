import type { OptionKey } from '@tryout/shared/constants';
import type { ExamSheet } from '@tryout/shared/exam';
import type { TestContext } from './context';
import type { BuiltQuestion } from './exam-fixtures';

/** Test helpers for the exam API (not a test file itself). */
export function examApi(t: TestContext) {
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    auth: Record<string, string> | undefined,
    payload?: unknown,
  ) => {
    const res = await t.app.inject({
      method,
      url: `/tryout/api${url}`,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json() as any };
  };
  return {
    call,
    post: (url: string, auth: Record<string, string> | undefined, payload?: unknown) =>
      call('POST', url, auth, payload),
    get: (url: string, auth: Record<string, string> | undefined) => call('GET', url, auth),
    async sheet(auth: Record<string, string>, kode: string): Promise<ExamSheet> {
      const r = await call('POST', '/soalUjianPg', auth, { kode_ujian: kode, mulai: true });
      if (r.status !== 200) throw new Error(`sheet ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data;
    },
    save: (auth: Record<string, string>, kode: string, id_soal: number, value: OptionKey) =>
      call('POST', '/simpanJawaban', auth, { kode_ujian: kode, id_soal, value }),
    saveEssay: (auth: Record<string, string>, kode: string, id_soal: number, essay: string) =>
      call('POST', '/simpanJawaban', auth, { kode_ujian: kode, id_soal, essay }),
    submit: (auth: Record<string, string>, kode: string, extra: Record<string, unknown> = {}) =>
      call('POST', '/posthasilujian', auth, { kode_ujian: kode, ...extra }),
    /** POST /loginujian for a course exam as the student with this nim (optionally sending a token). */
    loginStudent: (kode: string, nim: string, pass = 'rahasia', auth?: Record<string, string>) =>
      call('POST', '/loginujian', auth, { kode_ujian: kode, pass_ujian: pass, ...studentIdentity(nim) }),
  };
}

/** The identity form of a course-exam student. */
export const studentIdentity = (nim: string) => ({
  email: `${nim}@kampus.test`,
  nim,
  nama: `Mahasiswa ${nim}`,
  prodi: 'Teknik Informatika',
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A course-exam student who logged in, started the exam and saved `value` for its first PG question. */
export async function workingStudent(t: TestContext, kode: string, nim: string, value: OptionKey) {
  const api = examApi(t);
  const r = await api.loginStudent(kode, nim);
  if (r.status !== 200) throw new Error(`login ${r.status} ${JSON.stringify(r.body)}`);
  const auth = bearer(r.body.data.api_token);
  const sheet = await api.sheet(auth, kode);
  const q = questionsOf(sheet).find((x) => x.type_soal === 'PG');
  if (!q) throw new Error('no PG question');
  const saved = await api.save(auth, kode, q.id_soal, value);
  if (saved.status !== 200) throw new Error(`save ${saved.status} ${JSON.stringify(saved.body)}`);
  return { auth, sheet, id_soal: q.id_soal };
}

/** Makes every session of a course-exam seat look silent since `msAgo` (as if its page closed then). */
export async function silenceSeat(t: TestContext, idUjian: number, nim: string, msAgo: number) {
  const seat = await t.db
    .selectFrom('exam_students')
    .select('id')
    .where('id_ujian', '=', idUjian)
    .where('nim', '=', nim)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('auth_tokens')
    .set({ last_seen_at: new Date(Date.now() - msAgo).toISOString() })
    .where('exam_student_id', '=', seat.id)
    .execute();
}

export const questionsOf = (sheet: ExamSheet) => sheet.groups.flatMap((g) => g.questions);

export const wrongLetter = (k: OptionKey): OptionKey => (k === 'A' ? 'B' : 'A');

/**
 * Takes one materi: starts it, saves the key (correct) or a wrong letter for every PG question,
 * submits. Returns the submit response.
 */
export async function takeMateri(
  t: TestContext,
  auth: Record<string, string>,
  kode: string,
  byId: Map<number, BuiltQuestion>,
  correct: boolean,
) {
  const api = examApi(t);
  const sheet = await api.sheet(auth, kode);
  for (const q of questionsOf(sheet)) {
    const key = byId.get(q.id_soal)?.kunci_pg;
    if (!key) continue;
    const r = await api.save(auth, kode, q.id_soal, correct ? key : wrongLetter(key));
    if (r.status !== 200) throw new Error(`save ${r.status} ${JSON.stringify(r.body)}`);
  }
  return api.submit(auth, kode);
}

/** Every property name anywhere in a JSON value. */
export function allKeys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) allKeys(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      allKeys(v, out);
    }
  }
  return out;
}

/** Every string value anywhere in a JSON value. */
export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) allStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) allStrings(v, out);
  return out;
}
