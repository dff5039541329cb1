import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../context';
import { makeTryout } from '../exam-fixtures';
import { makeCandidate, makeStaff } from '../factories';
import { makeCourseExam, makeResult, makeTryoutExam } from '../result-fixtures';
import { walk } from './helpers';

/**
 * Per-object authorisation (no IDOR): a candidate reaches only its own profile, attempts,
 * answers and results; a lecturer only the results of its own course exams.
 */

const API = '/tryout/api';

describe('per-object authorisation', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ INTEGRATION_KEY: 'kunci-integrasi-idor-123456' });
  });
  afterAll(async () => t?.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth?: Record<string, string>,
    payload?: object,
  ) => {
    const res = await t.app.inject({
      method,
      url: `${API}${url}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
    let body: any = res.payload;
    try {
      body = res.json();
    } catch {}
    return { status: res.statusCode, body, raw: res.payload };
  };

  it('a candidate reaches only its own profile, attempts, answers and results', async () => {
    const tryout = await makeTryout(t.db, [{}, {}]);
    const [m1, m2] = tryout.materi;
    const a = await makeCandidate(t.db, { password: 'peserta123' });
    const b = await makeCandidate(t.db, { password: 'peserta123' });

    // A: finishes materi 1, is in the middle of materi 2 with answers saved
    const s1 = await call('POST', '/soalUjianPg', a.auth, { kode_ujian: m1.kode_ujian, mulai: true });
    expect(s1.status).toBe(200);
    for (const g of s1.body.data.groups)
      for (const q of g.questions)
        if (q.type_soal === 'PG')
          await call('POST', '/simpanJawaban', a.auth, {
            kode_ujian: m1.kode_ujian,
            id_soal: q.id_soal,
            value: 'C',
          });
    expect((await call('POST', '/posthasilujian', a.auth, { kode_ujian: m1.kode_ujian })).status).toBe(200);
    const s2 = await call('POST', '/soalUjianPg', a.auth, { kode_ujian: m2.kode_ujian, mulai: true });
    expect(s2.status).toBe(200);
    const aQuestions = s2.body.data.groups
      .flatMap((g: any) => g.questions)
      .filter((q: any) => q.type_soal === 'PG');
    for (const q of aQuestions) {
      expect(
        (
          await call('POST', '/simpanJawaban', a.auth, {
            kode_ujian: m2.kode_ujian,
            id_soal: q.id_soal,
            value: 'D',
          })
        ).status,
      ).toBe(200);
    }
    const aAttempt = s2.body.data.attempt_id;
    const snapshotA = async () => ({
      attempts: await t.db
        .selectFrom('attempts')
        .selectAll()
        .where('candidate_id', '=', a.candidate.id)
        .orderBy('id')
        .execute(),
      answers: await t.db
        .selectFrom('answers')
        .selectAll()
        .where('attempt_id', '=', aAttempt)
        .orderBy('question_id')
        .execute(),
      results: await t.db
        .selectFrom('results')
        .selectAll()
        .where('candidate_id', '=', a.candidate.id)
        .execute(),
      candidate: await t.db.selectFrom('candidates').selectAll().where('id', '=', a.candidate.id).execute(),
    });
    const before = await snapshotA();
    expect(before.answers.length).toBe(aQuestions.length);

    // B logs in (its own session) and tries everything it can name about A
    const bLogin = await call('POST', '/tes-users/tryout/login', undefined, {
      email: b.candidate.email,
      password: 'peserta123',
    });
    expect(bLogin.status).toBe(200);
    const bExam = await call('POST', '/checknoreg', undefined, {
      no_reg: b.candidate.nisn,
      hash: bLogin.body.data.email_token,
    });
    expect(bExam.status).toBe(200);
    const bAuth = { authorization: `Bearer ${bExam.body.data.api_token}` };
    const bResponses: { what: string; status: number; body: unknown }[] = [
      { what: 'login', status: bLogin.status, body: bLogin.body },
      { what: 'checknoreg own', status: bExam.status, body: bExam.body },
    ];
    const asB = async (what: string, method: 'GET' | 'POST', url: string, payload?: object) => {
      const r = await call(method, url, bAuth, payload);
      bResponses.push({ what, status: r.status, body: r.body });
      return r;
    };
    expect((await asB('listujian A', 'POST', '/listujian', { no_reg: a.candidate.nisn })).status).toBe(403);
    expect((await asB('listujian GET A', 'GET', `/listujian?no_reg=${a.candidate.nisn}`)).status).toBe(403);
    expect(
      (await asB('listujianByProdi A', 'POST', '/listujianByProdi', { no_reg: a.candidate.nisn })).status,
    ).toBe(403);
    // B's session cannot open A's registration number
    const cross = await asB('checknoreg A with B session', 'POST', '/checknoreg', {
      no_reg: a.candidate.nisn,
      hash: bLogin.body.data.email_token,
    });
    expect(cross.status).toBe(401);
    // B writes into A's running attempt: refused (B has no attempt there) and A's answers stay
    for (const q of aQuestions) {
      const r = await asB('simpanJawaban into A', 'POST', '/simpanJawaban', {
        kode_ujian: m2.kode_ujian,
        id_soal: q.id_soal,
        value: 'A',
      });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    const submitA = await asB('posthasilujian A', 'POST', '/posthasilujian', { kode_ujian: m2.kode_ujian });
    expect(submitA.status).toBeGreaterThanOrEqual(400);
    expect(submitA.status).toBeLessThan(500);
    // B's own views never show A
    await asB('ujian_detail', 'POST', '/ujian_detail', { kode_ujian: m1.kode_ujian });
    await asB('nilaiAkhir', 'POST', '/nilaiAkhir');
    await asB('listujian own', 'POST', '/listujian', {});
    await asB('pass-tryout as A', 'POST', '/tes-users/tryout/pass-tryout', {
      nisn: a.candidate.nisn,
      email: a.candidate.email,
    });
    await asB('update-result as A', 'POST', '/tes-users/tryout/update-result', {
      email: a.candidate.email,
      nilai: 100,
      status: 1,
    });
    // B starting the same materi gets its own attempt: none of A's answers
    const bSheet = await asB('soalUjianPg same materi', 'POST', '/soalUjianPg', {
      kode_ujian: m2.kode_ujian,
      mulai: true,
    });
    expect(bSheet.status).toBe(200);
    expect(bSheet.body.data.attempt_id).not.toBe(aAttempt);
    expect(bSheet.body.data.answers).toEqual({});
    // and B's answers to the same questions land in B's attempt only
    for (const q of bSheet.body.data.groups
      .flatMap((g: any) => g.questions)
      .filter((x: any) => x.type_soal === 'PG')) {
      expect(
        (
          await asB('simpanJawaban own', 'POST', '/simpanJawaban', {
            kode_ujian: m2.kode_ujian,
            id_soal: q.id_soal,
            value: 'E',
          })
        ).status,
      ).toBe(200);
    }

    expect(await snapshotA()).toEqual(before);
    const aIds = [a.candidate.nisn, a.candidate.email, a.candidate.full_name];
    const leaks: string[] = [];
    for (const r of bResponses) {
      expect(r.status).toBeLessThan(500);
      for (const [p, v] of walk(r.body)) {
        if (typeof v === 'string' && aIds.some((id) => v.includes(id))) leaks.push(`${r.what} ${p}: ${v}`);
        if (p.endsWith('attempt_id') && v === aAttempt) leaks.push(`${r.what} ${p}: A's attempt`);
      }
    }
    // pass-tryout/update-result naming A must be refused, not acted on for A
    const refusedForA = bResponses.filter((r) => r.what.endsWith('as A'));
    for (const r of refusedForA) expect(r.status, r.what).toBeGreaterThanOrEqual(400);
    expect(leaks).toEqual([]);
    // A still resumes its own attempt with its own answers
    const resumed = await call('POST', '/soalUjianPg', a.auth, { kode_ujian: m2.kode_ujian });
    expect(resumed.body.data.attempt_id).toBe(aAttempt);
    expect(Object.values(resumed.body.data.answers).every((v) => v === 'D')).toBe(true);
    expect(Object.keys(resumed.body.data.answers).length).toBe(aQuestions.length);
  });

  it('a lecturer reaches only the results of its own course exams; admins all; tryout results shared', async () => {
    const la = await makeStaff(t.db, 'dosen');
    const lb = await makeStaff(t.db, 'dosen');
    const admin = await makeStaff(t.db, 'admin');
    const { exam: ea } = await makeCourseExam(t.db, la.user.id);
    const { exam: eb } = await makeCourseExam(t.db, lb.user.id);
    const ra = await makeResult(t.db, { id_ujian: ea.id_ujian, type_soal: 'PG Dan Essay', nilai_pg: 60 });
    await makeResult(t.db, { id_ujian: eb.id_ujian, type_soal: 'PG Dan Essay', nilai_pg: 70 });

    const requests = (
      e: number,
      r: number,
    ): [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] => [
      ['results of exam', 'POST', '/hasilujian', { id_ujian: e }],
      ['pdf', 'GET', `/pdfhasilujian/${e}`],
      ['excel', 'GET', `/hasilujian/${e}/excel`],
      ['student marks excel', 'GET', `/nilaiujianmahasiswa/${e}/excel`],
      ['grade', 'PUT', `/edithasilujian/${r}`, { alasan: 'Koreksi nilai', nilai_essay: 99 }],
    ];
    const rowOf = () =>
      t.db.selectFrom('results').selectAll().where('id_hasil', '=', ra.id_hasil).executeTakeFirst();
    const before = await rowOf();

    // B: refused on every one of A's results, nothing changes
    for (const [what, method, url, body] of requests(ea.id_ujian, ra.id_hasil)) {
      const r = await call(method, url, lb.auth, body);
      expect(r.status, `${what} by another lecturer`).toBe(403);
      expect(typeof r.body.message).toBe('string');
    }
    const del = await call('DELETE', `/deletehasilujian/${ra.id_hasil}`, lb.auth, { alasan: 'Hasil ganda' });
    expect(del.status).toBe(403);
    expect(await rowOf()).toEqual(before);
    const listB = await call('GET', '/hasilujiandosen', lb.auth);
    expect(listB.status).toBe(200);
    const idsB = walk(listB.body.data)
      .filter(([p]) => p.endsWith('id_ujian'))
      .map(([, v]) => v);
    expect(idsB).toContain(eb.id_ujian);
    expect(idsB).not.toContain(ea.id_ujian);

    // A (the owner) and an admin get through
    for (const who of [la, admin]) {
      for (const [what, method, url, body] of requests(ea.id_ujian, ra.id_hasil).slice(0, 4)) {
        const r = await call(method, url, who.auth, body);
        expect(r.status, `${what} by ${who.user.role}`).toBe(200);
      }
    }
    const listA = await call('GET', '/hasilujiandosen', la.auth);
    expect(walk(listA.body.data).some(([p, v]) => p.endsWith('id_ujian') && v === ea.id_ujian)).toBe(true);

    // tryout results are shared by all staff
    const { exam: tryoutExam, materi } = await makeTryoutExam(t.db, 1);
    const cand = await makeCandidate(t.db);
    await makeResult(t.db, {
      id_ujian: tryoutExam.id_ujian,
      materi_id: materi[0].id,
      candidate: cand.candidate,
    });
    for (const who of [la, lb]) {
      const r = await call('POST', '/hasilujian', who.auth, { id_ujian: tryoutExam.id_ujian });
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body.data)).toContain(cand.candidate.nisn);
    }
  });
});
