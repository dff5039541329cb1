import { EXAM_MSG } from '@tryout/shared/exam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { type BuiltQuestion, makeProgramme, makeTryout } from '../../../test/exam-fixtures';
import { bearer, examApi, questionsOf, takeMateri } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';
import { rowOf, rowsOf } from '../../../test/rows';
import { sweepExpired } from '../exam-day/finalise.service';

const KEY = 'kunci-kampus-untuk-uji-outcome';

/** Pass evaluation, programme flow, outbox, expiry (spec §4, design §4). */
describe('exam outcome', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let byId: Map<number, BuiltQuestion>;
  let kodes: string[];
  let P1: { kode_prodi: string; nilai_min_kelulusan: number };
  let P2: { kode_prodi: string; nilai_min_kelulusan: number };
  const pgOnly = [{ nama: 'Soal', jumlah: 2, questions: [{ kunci: 'A' as const }, { kunci: 'C' as const }] }];

  beforeAll(async () => {
    t = await createTestContext({ INTEGRATION_KEY: KEY });
    api = examApi(t);
    const set = await makeTryout(t.db, [
      { deskripsi: 'Matematika', groups: pgOnly },
      { deskripsi: 'Fisika', groups: pgOnly },
      { deskripsi: 'TOEFL Listening', toefl_type: 1, groups: pgOnly },
    ]);
    byId = set.byId;
    kodes = set.materi.map((m) => m.kode_ujian);
    P1 = await makeProgramme(t.db, 70, 'TI');
    P2 = await makeProgramme(t.db, 65, 'TE');
  });
  afterAll(async () => t.close());

  async function candidateWith(programmes: boolean) {
    const c = await makeCandidate(t.db);
    if (programmes) {
      await t.db
        .updateTable('candidates')
        .set({ program_studi: P1.kode_prodi, program_studi2: P2.kode_prodi })
        .where('id', '=', c.candidate.id)
        .execute();
    }
    return c;
  }
  /** The outbox rows of one candidate (keys are `<what>:<candidate id>:<value>…`). */
  const outbox = async (candidateId: number) =>
    (
      await t.db.selectFrom('outbox').select(['kind', 'payload', 'idempotency_key']).orderBy('id').execute()
    ).filter((r) => r.idempotency_key.split(':')[1] === String(candidateId));
  const candidateRow = (id: number) =>
    t.db.selectFrom('candidates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /**
   * The overview offers 'Kirim Ulang Notifikasi WhatsApp' exactly when the send route sends:
   * `notice_allowed` is compared with what POST tes-users/tryout/pass-tryout answers.
   */
  async function expectResendAsOffered(
    c: { nisn: string; email: string },
    auth: Record<string, string>,
    offered: boolean,
  ) {
    const list = (await api.get('/listujian', auth)).body.data;
    expect(list.outcome.notice_allowed).toBe(offered);
    const sent = await api.post('/tes-users/tryout/pass-tryout', auth, { nisn: c.nisn, email: c.email });
    expect(sent.status, JSON.stringify(sent.body)).toBe(offered ? 200 : 403);
  }

  /** The campus admissions system sets PROGDITERIMA through its own call. */
  async function campusSets(noreg: string, kode: string) {
    const login = await api.post('/login/tes', undefined, { key: KEY });
    expect(login.status).toBe(200);
    const res = await api.post('/update/progditerima', bearer(login.body.data.token), {
      NOREG: noreg,
      PROGDITERIMA: kode,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** Takes every materi once; `correct[i]` decides the answers on materi i. */
  async function round(auth: Record<string, string>, correct: boolean[]) {
    for (const [i, kode] of kodes.entries()) {
      const r = await takeMateri(t, auth, kode, byId, correct[i]);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
  }

  it('accepted at programme one: score, pass notices and academic updates, each written once', async () => {
    const { candidate, auth } = await candidateWith(true);
    // not filled yet: nothing stored or sent
    await takeMateri(t, auth, kodes[0], byId, true);
    expect(await outbox(candidate.id)).toEqual([]);
    expect((await candidateRow(candidate.id)).nilai).toBeNull();

    await takeMateri(t, auth, kodes[1], byId, true);
    await takeMateri(t, auth, kodes[2], byId, false); // TOEFL score does not count
    const c = await candidateRow(candidate.id);
    expect(c).toMatchObject({ nilai: 100, status_kelulusan: 1, PROGDITERIMA: 'TI' });
    const rows = await outbox(candidate.id);
    expect(rows.map((r) => r.kind)).toEqual([
      'sis_update_result',
      'email',
      'whatsapp',
      'sis_final_score',
      'sis_progditerima',
    ]);
    const payload = (kind: string) => JSON.parse(rows.find((r) => r.kind === kind)?.payload ?? '{}');
    expect(payload('sis_update_result')).toEqual({ email: candidate.email, nilai: 100, status: 1 });
    expect(payload('email')).toMatchObject({
      to: candidate.email,
      subject: expect.stringContaining('Lulus'),
    });
    expect(payload('whatsapp')).toMatchObject({
      phone: candidate.phone,
      name: candidate.full_name,
      score: 100,
    });
    expect(payload('sis_final_score')).toEqual({ noreg: candidate.nisn, nilai_akhir: 100 });
    expect(payload('sis_progditerima')).toEqual({ NOREG: candidate.nisn, PROGDITERIMA: 'TI' });

    const list = (await api.get('/listujian', auth)).body.data;
    expect(list.outcome).toMatchObject({
      filled: true,
      average: 100,
      passed: true,
      toefl_done: true,
      result: 'accepted_first',
      nama_prodi: 'Prodi TI',
      decided_by_campus: false,
      prodi_satu: { nama_prodi: 'Prodi TI', nilai_min_kelulusan: 70 },
      second_attempt_allowed: false,
      notice_allowed: true,
    });
    expect(list.ujian.map((u: any) => u.state)).toEqual(['Lulus', 'Lulus', 'Lulus']);

    // re-evaluation paths (another attempt, expiry sweep, overview) write nothing twice
    await takeMateri(t, auth, kodes[0], byId, false);
    await sweepExpired(t);
    await api.get('/listujian', auth);
    const again = await outbox(candidate.id);
    expect(again.map((r) => r.idempotency_key)).toEqual(rows.map((r) => r.idempotency_key));
    expect(new Set(again.map((r) => r.idempotency_key)).size).toBe(again.length);

    const nilai = (await api.post('/nilaiAkhir', auth, {})).body.data;
    expect(nilai).toMatchObject({
      nisn: candidate.nisn,
      nilai: 100,
      status_kelulusan: 1,
      PROGDITERIMA: 'TI',
    });
    await expectResendAsOffered(candidate, auth, true);
  });

  it('below programme one: not decided after one round; programme two at its minimum after two', async () => {
    const { candidate, auth } = await candidateWith(true);
    await round(auth, [false, false, false]);
    let c = await candidateRow(candidate.id);
    expect(c).toMatchObject({ nilai: 0, status_kelulusan: 0, PROGDITERIMA: null });
    let list = (await api.get('/listujian', auth)).body.data;
    expect(list.outcome).toMatchObject({
      filled: true,
      result: 'failed',
      second_attempt_allowed: true,
      passed: false,
    });
    expect(list.ujian.map((u: any) => u.state)).toEqual(['Sudah Ujian', 'Sudah Ujian', 'Sudah Ujian']);
    expect((await outbox(candidate.id)).map((r) => r.kind)).toEqual(['sis_update_result']);
    await expectResendAsOffered(candidate, auth, false);

    await round(auth, [false, false, false]);
    c = await candidateRow(candidate.id);
    expect(c).toMatchObject({ nilai: 0, status_kelulusan: 0, PROGDITERIMA: 'TE' });
    const rows = await outbox(candidate.id);
    expect(rows.map((r) => r.kind)).toEqual(['sis_update_result', 'sis_final_score', 'sis_progditerima']);
    expect(JSON.parse(rows[1].payload)).toEqual({ noreg: candidate.nisn, nilai_akhir: 65 });
    list = (await api.get('/listujian', auth)).body.data;
    expect(list.outcome).toMatchObject({
      result: 'accepted_second',
      nama_prodi: 'Prodi TE',
      passed: false,
      second_attempt_allowed: false,
    });
    // accepted at choice 2, below programme one's minimum: no card says 'Lulus' (spec §4)
    expect(list.ujian.every((u: any) => u.state === 'Sudah Ujian' && u.attempts_left === 0)).toBe(true);
    await expectResendAsOffered(candidate, auth, false);
  });

  it('a mixed score: average of each non-TOEFL best nilai_pg, a better second attempt updates once', async () => {
    const { candidate, auth } = await candidateWith(true);
    await round(auth, [true, false, true]);
    expect(await candidateRow(candidate.id)).toMatchObject({
      nilai: 50,
      status_kelulusan: 0,
      PROGDITERIMA: null,
    });
    expect((await api.get('/listujian', auth)).body.data.outcome.average).toBe(50);
    // second attempt on Fisika, all correct → average 100 → programme one
    await takeMateri(t, auth, kodes[1], byId, true);
    expect(await candidateRow(candidate.id)).toMatchObject({
      nilai: 100,
      status_kelulusan: 1,
      PROGDITERIMA: 'TI',
    });
    const kinds = (await outbox(candidate.id)).map((r) => r.kind);
    expect(kinds).toEqual([
      'sis_update_result',
      'sis_update_result',
      'email',
      'whatsapp',
      'sis_final_score',
      'sis_progditerima',
    ]);
  });

  it('without programmes: a pass by KKM sends the notices but no programme', async () => {
    const { candidate, auth } = await candidateWith(false);
    await round(auth, [true, true, false]);
    expect(await candidateRow(candidate.id)).toMatchObject({
      nilai: 100,
      status_kelulusan: 1,
      PROGDITERIMA: null,
    });
    expect((await outbox(candidate.id)).map((r) => r.kind)).toEqual([
      'sis_update_result',
      'email',
      'whatsapp',
    ]);
    const list = (await api.get('/listujian', auth)).body.data;
    // no programme outcome for a tryout registrant: only the KKM pass applies
    expect(list.outcome).toMatchObject({ result: 'none', nama_prodi: null, passed: true, prodi_satu: null });
    expect(list.ujian.map((u: any) => u.state)).toEqual(['Sudah Ujian', 'Sudah Ujian', 'Sudah Ujian']);
    await expectResendAsOffered(candidate, auth, true);
  });

  it('without programmes, below the KKM: no programme outcome, no resend', async () => {
    const { candidate, auth } = await candidateWith(false);
    await round(auth, [false, false, false]);
    const list = (await api.get('/listujian', auth)).body.data;
    expect(list.outcome).toMatchObject({ result: 'none', passed: false, filled: true });
    await expectResendAsOffered(candidate, auth, false);
  });

  it('PROGDITERIMA from the campus is final: read as spec §4, never overwritten nor sent back', async () => {
    const other = await makeProgramme(t.db, 50, `TM${Date.now() % 10_000}`);
    const sisKinds = async (id: number) =>
      (await outbox(id))
        .map((r) => r.kind)
        .filter((k) => k === 'sis_progditerima' || k === 'sis_final_score');

    // choice 2 set by the campus before any attempt; then every answer right (programme one met)
    const a = await candidateWith(true);
    await campusSets(a.candidate.nisn, P2.kode_prodi);
    await round(a.auth, [true, true, true]);
    let row = await candidateRow(a.candidate.id);
    expect(row).toMatchObject({ PROGDITERIMA: P2.kode_prodi, nilai: 100, status_kelulusan: 1 });
    expect(await sisKinds(a.candidate.id)).toEqual([]);
    let list = (await api.get('/listujian', a.auth)).body.data;
    expect(list.outcome).toMatchObject({
      result: 'accepted_second',
      nama_prodi: 'Prodi TE',
      decided_by_campus: true,
      passed: true,
    });
    expect((await api.post('/nilaiAkhir', a.auth, {})).body.data.PROGDITERIMA).toBe(P2.kode_prodi);

    // accepted at choice 1 by our flow (sent once), then the campus decides another programme
    const b = await candidateWith(true);
    await round(b.auth, [true, true, true]);
    expect(await sisKinds(b.candidate.id)).toEqual(['sis_final_score', 'sis_progditerima']);
    await campusSets(b.candidate.nisn, other.kode_prodi);
    list = (await api.get('/listujian', b.auth)).body.data;
    expect(list.outcome).toMatchObject({
      result: 'failed',
      decided_by_campus: true,
      second_attempt_allowed: false,
    });
    await takeMateri(t, b.auth, kodes[0], byId, true);
    row = await candidateRow(b.candidate.id);
    expect(row.PROGDITERIMA).toBe(other.kode_prodi);
    expect(await sisKinds(b.candidate.id)).toEqual(['sis_final_score', 'sis_progditerima']);

    // choice 1 set by the campus while the average is below programme one
    const c = await candidateWith(true);
    await round(c.auth, [false, false, false]);
    await campusSets(c.candidate.nisn, P1.kode_prodi);
    await round(c.auth, [false, false, false]);
    row = await candidateRow(c.candidate.id);
    expect(row.PROGDITERIMA).toBe(P1.kode_prodi);
    expect(await sisKinds(c.candidate.id)).toEqual([]);
    list = (await api.get('/listujian', c.auth)).body.data;
    expect(list.outcome).toMatchObject({ result: 'accepted_first', nama_prodi: 'Prodi TI', passed: false });
    expect(list.ujian.every((u: any) => u.state === 'Sudah Ujian')).toBe(true);
  });

  it('sweepExpired finalises an expired attempt with its saved answers scored', async () => {
    const { candidate, auth } = await candidateWith(true);
    const s = await api.sheet(auth, kodes[0]);
    const q = questionsOf(s)[0];
    await api.save(auth, kodes[0], q.id_soal, byId.get(q.id_soal)?.kunci_pg as 'A');
    // only 10 s past the deadline: within the grace, the sweep leaves it
    await t.db
      .updateTable('attempts')
      .set({ deadline_at: new Date(Date.now() - 10_000).toISOString() })
      .where('id', '=', s.attempt_id)
      .execute();
    await sweepExpired(t);
    expect(
      (
        await t.db
          .selectFrom('attempts')
          .select('status')
          .where('id', '=', s.attempt_id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('in_progress');

    await t.db
      .updateTable('attempts')
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', s.attempt_id)
      .execute();
    expect(await sweepExpired(t)).toBeGreaterThanOrEqual(1);
    const a = await rowOf(t.db, 'attempts', { id: s.attempt_id });
    expect(a).toMatchObject({ status: 'expired', nilai_pg: 50, nilai_akhir: 50 });
    const r = await t.db.selectFrom('results').selectAll().where('attempt_id', '=', s.attempt_id).execute();
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ nilai_pg: 50, candidate_id: candidate.id });
    expect(await sweepExpired(t)).toBe(0);
    const sub = await api.submit(auth, kodes[0]);
    expect(sub.status).toBe(400);
    expect(sub.body.message).toBe(EXAM_MSG.alreadyTaken);
  });

  it('concurrent sweeps and a late submit finalise an expired attempt exactly once', async () => {
    const { auth } = await candidateWith(false);
    const s = await api.sheet(auth, kodes[0]);
    await t.db
      .updateTable('attempts')
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', s.attempt_id)
      .execute();
    const [a, b, c, sub] = await Promise.all([
      sweepExpired(t),
      sweepExpired(t),
      sweepExpired(t),
      api.submit(auth, kodes[0]),
    ]);
    expect(a + b + c + (sub.status === 200 ? 1 : 0)).toBe(1);
    expect([200, 400]).toContain(sub.status);
    const rows = await rowsOf(t.db, 'results', { attempt_id: s.attempt_id });
    expect(rows).toHaveLength(1);
  });

  it('an expired attempt is finalised on access (overview), then another materi can start', async () => {
    const { auth } = await candidateWith(false);
    const s = await api.sheet(auth, kodes[0]);
    expect((await api.post('/soalUjianPg', auth, { kode_ujian: kodes[1], mulai: true })).status).toBe(409);
    await t.db
      .updateTable('attempts')
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', s.attempt_id)
      .execute();
    const list = (await api.get('/listujian', auth)).body.data;
    expect(list.in_progress).toBeNull();
    expect(list.ujian[0]).toMatchObject({ state: 'Sudah Ujian', attempts_left: 1 });
    expect(list.ujian[0].status).toHaveLength(1);
    expect((await api.post('/soalUjianPg', auth, { kode_ujian: kodes[1], mulai: true })).status).toBe(200);
  });

  it('a submit after deadline + grace ignores what it carries and scores what was saved', async () => {
    const { auth } = await candidateWith(false);
    const s = await api.sheet(auth, kodes[1]);
    const qs = questionsOf(s);
    await t.db
      .updateTable('attempts')
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', s.attempt_id)
      .execute();
    const res = await api.submit(auth, kodes[1], {
      array_answer: qs.map((q) => ({ id_soal: q.id_soal, value: byId.get(q.id_soal)?.kunci_pg })),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.nilai_pg).toBe(0);
  });
});
