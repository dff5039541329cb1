import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { seedIrtMateri } from '../../../test/irt-fixtures';
import { makeResult, makeTryoutExam } from '../../../test/result-fixtures';
import { drawRows } from '../../db/draws';
import { buildJobs } from '../../jobs';
import { nowIso } from '../../lib/time';
import { issueToken } from '../auth/auth.service';
import { CALIBRATION_STALE_MS, runNextCalibration } from './irt.service';

const API = '/tryout/api';
type Auth = { authorization: string } | undefined;

/** True item parameters of the seeded materi: b over [−1.5, 1.5], a over 0.8–1.6. */
const TRUTH = Array.from({ length: 8 }, (_, j) => ({ a: 0.8 + 0.2 * (j % 5), b: -1.5 + (3 * j) / 7 }));
const CANDIDATES = 320;
/** takers whose only attempt staff voided */
const VOIDED = 3;

describe('IRT calibration: the job, its refusals, the versions and the scores (docs/decisions/0024)', () => {
  let t: TestContext;
  let staff: Awaited<ReturnType<typeof makeStaff>>;
  let tryout: Awaited<ReturnType<typeof makeTryoutExam>>;
  let seeded: Awaited<ReturnType<typeof seedIrtMateri>>;
  let candidateAuth: Auth;
  const voidedAttempts: number[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    staff = await makeStaff(t.db, 'dosen');
    candidateAuth = (await makeCandidate(t.db)).auth;
    tryout = await makeTryoutExam(t.db, 0);
    seeded = await seedIrtMateri(t.db, {
      candidates: CANDIDATES,
      items: TRUTH,
      drawn: 6,
      rareTakers: 60,
      id_ujian: tryout.exam.id_ujian,
    });
    // attempts staff voided ('Ulang ujian') never enter a calibration: takers whose only attempt
    // (all right) was voided are not in the sample and get no score
    for (let i = 0; i < VOIDED; i++) {
      const { candidate } = await makeCandidate(t.db);
      const r = await makeResult(t.db, {
        candidate,
        id_ujian: tryout.exam.id_ujian,
        materi_id: seeded.materi.id,
        attempt_no: 1,
        nilai_pg: 100,
      });
      const now = nowIso();
      await t.db
        .insertInto('attempt_draws')
        .values(
          drawRows(
            seeded.main.map((q, j) => ({ attempt_id: r.attempt_id, question_id: q.id, number: j + 1 })),
          ),
        )
        .execute();
      await t.db
        .insertInto('answers')
        .values(
          seeded.main.map((q) => ({
            attempt_id: r.attempt_id,
            question_id: q.id,
            value: q.kunci_pg as string,
            updated_at: now,
          })),
        )
        .execute();
      await t.db.updateTable('attempts').set({ voided_at: now }).where('id', '=', r.attempt_id).execute();
      voidedAttempts.push(r.attempt_id);
    }
  }, 120_000);
  afterAll(async () => t.close());

  const call = (method: 'POST' | 'GET', url: string, headers: Auth, payload?: unknown) =>
    t.app.inject({ method, url: `${API}${url}`, headers, payload: payload as object });
  const ctx = () => ({ config: t.config, db: t.db, dialect: t.dialect, mediaDir: t.mediaDir });
  /** Staff asks for a calibration of the materi (the model: the server's default unless given). */
  const postCalibration = (materiId: number, model?: '2pl' | 'rasch') =>
    call('POST', '/irt/kalibrasi', staff.auth, { materi_id: materiId, model });
  /** Staff starts a calibration of the materi; its id. */
  const startCalibration = async (materiId: number) =>
    (await postCalibration(materiId)).json().data.id as number;
  /** A second materi on the tryout: `candidates` takers of the first `items` items. */
  const otherMateri = (candidates: number, items: number) =>
    seedIrtMateri(t.db, {
      candidates,
      items: TRUTH.slice(0, items),
      drawn: items,
      id_ujian: tryout.exam.id_ujian,
    });
  const countCalibrations = async () =>
    Number(
      (
        await t.db
          .selectFrom('irt_calibrations')
          .select((x) => x.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const candidateToken = async (candidateId: number) => ({
    authorization: `Bearer ${await issueToken(t.db, 'candidate_exam', { candidate_id: candidateId })}`,
  });
  /** Everything a calibration must never change: the nilai, the pass decisions. */
  const stored = async () => ({
    attempts: await t.db
      .selectFrom('attempts')
      .select(['id', 'status', 'nilai_pg', 'nilai_essay', 'nilai_akhir'])
      .orderBy('id')
      .execute(),
    results: await t.db
      .selectFrom('results')
      .select(['id_hasil', 'nilai_pg', 'nilai_essay', 'nilai_akhir', 'updated_at'])
      .orderBy('id_hasil')
      .execute(),
    candidates: await t.db
      .selectFrom('candidates')
      .select(['id', 'nilai', 'status_kelulusan', 'PROGDITERIMA', 'updated_at'])
      .orderBy('id')
      .execute(),
    outbox: await t.db.selectFrom('outbox').select('id').execute(),
  });

  it('refuses a candidate token, no token, a bad materi, a bad model, and changes nothing', async () => {
    const body = { materi_id: seeded.materi.id, model: '2pl' };
    expect((await call('POST', '/irt/kalibrasi', candidateAuth, body)).statusCode).toBe(403);
    expect((await call('POST', '/irt/kalibrasi', undefined, body)).statusCode).toBe(401);
    expect((await call('GET', '/irt/kalibrasi', candidateAuth)).statusCode).toBe(403);
    expect((await call('GET', '/irt/materi', candidateAuth)).statusCode).toBe(403);
    const missing = await call('POST', '/irt/kalibrasi', staff.auth, { materi_id: 999999, model: '2pl' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Materi tidak ditemukan');
    for (const bad of [
      { materi_id: 'abc', model: '2pl' },
      { materi_id: -1 },
      { model: '2pl' },
      { materi_id: seeded.materi.id, model: '3pl' },
      { materi_id: seeded.materi.id, model: { $ne: 1 } },
    ]) {
      const res = await call('POST', '/irt/kalibrasi', staff.auth, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/Materi harus dipilih|Model harus 2PL atau Rasch|tidak valid/);
    }
    expect((await call('GET', '/irt/kalibrasi/999999', staff.auth)).statusCode).toBe(404);
    expect((await call('GET', '/irt/kalibrasi/abc', staff.auth)).statusCode).toBe(400);
    expect(await countCalibrations()).toBe(0);
    expect(await runNextCalibration(ctx())).toBeNull();
  });

  let first: number;
  it('runs the calibration as a job: queued, progress visible while it runs, done with versioned numbers', async () => {
    const before = await stored();
    const start = await postCalibration(seeded.materi.id, '2pl');
    expect(start.statusCode).toBe(200);
    expect(start.json().message).toBe('Kalibrasi IRT dimulai');
    const queued = start.json().data;
    expect(queued).toMatchObject({ materi_id: seeded.materi.id, model: '2pl', state: 'queued', progress: 0 });
    first = queued.id;

    // a second start of the same materi while one is queued is refused
    const again = await call('POST', '/irt/kalibrasi', staff.auth, {
      materi_id: seeded.materi.id,
      model: 'rasch',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Kalibrasi materi ini sedang berjalan');
    expect(await countCalibrations()).toBe(1);

    // the staff page's view while the job runs
    const seen: { state: string; progress: number }[] = [];
    const ran = await runNextCalibration(ctx(), {
      onProgress: async (id) => {
        const res = await call('GET', `/irt/kalibrasi/${id}`, staff.auth);
        seen.push({ state: res.json().data.state, progress: res.json().data.progress });
        // still running: a start is refused
        const busy = await call('POST', '/irt/kalibrasi', staff.auth, { materi_id: seeded.materi.id });
        expect(busy.statusCode).toBe(409);
      },
    });
    expect(ran).toBe(first);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.every((s) => s.state === 'running')).toBe(true);
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[0]).toBeGreaterThan(0);
    expect(progress.at(-1)).toBeLessThan(100);

    const res = await call('GET', `/irt/kalibrasi/${first}`, staff.auth);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      state: 'done',
      progress: 100,
      model: '2pl',
      sample_size: CANDIDATES,
      item_count: TRUTH.length + 1,
      items_enough: TRUTH.length,
      enough_data: true,
      converged: true,
      scored: CANDIDATES,
      error: null,
      kode_ujian: seeded.materi.kode_ujian,
    });
    expect(d.log_likelihood).toBeLessThan(0);
    const voidedScores = await t.db
      .selectFrom('irt_scores')
      .select('attempt_id')
      .where('attempt_id', 'in', voidedAttempts)
      .execute();
    expect(voidedScores).toEqual([]);
    expect(d.finished_at >= d.started_at).toBe(true);
    // the item parameters recover the truth within their standard errors
    expect(d.items).toHaveLength(TRUTH.length + 1);
    seeded.main.forEach((q, j) => {
      const item = d.items.find((i: { question_id: number }) => i.question_id === q.id);
      expect(item.enough).toBe(true);
      expect(item.responses).toBeGreaterThanOrEqual(200);
      expect(Math.abs(item.b - TRUTH[j].b)).toBeLessThan(4 * item.se_b);
      expect(Math.abs(item.a - TRUTH[j].a)).toBeLessThan(4 * item.se_a);
      expect(item.fit_p).toBeGreaterThanOrEqual(0);
      expect(item.nama_group).toBe('Utama');
      // the question's text, plain (no tags)
      expect(item.soal).toBe(`Soal 1.${j + 1} tebal`);
    });
    // the rare question: below the minimum sample, no numbers
    const rare = d.items.find((i: { question_id: number }) => i.question_id === seeded.rare.id);
    expect(rare).toMatchObject({ enough: false, responses: 60, a: null, b: null, se_a: null, se_b: null });
    expect(rare.flags).toContain('few_responses');
    // the test information: θ −4 … 4 by 0.1, positive, largest inside the items' range
    expect(d.information).toHaveLength(81);
    const peak = d.information.reduce((m: { information: number }, p: { information: number }) =>
      p.information > m.information ? p : m,
    );
    expect(Math.abs(peak.theta)).toBeLessThan(2);
    // nothing but the irt tables changed
    expect(await stored()).toEqual(before);
  });

  it('stores each candidate’s EAP score from the first attempt, and shows it to that candidate only', async () => {
    const scores = await t.db
      .selectFrom('irt_scores')
      .selectAll()
      .where('calibration_id', '=', first)
      .execute();
    expect(scores).toHaveLength(CANDIDATES);
    const firstIds = new Set(seeded.firsts.map((f) => f.id));
    expect(scores.every((s) => firstIds.has(s.attempt_id))).toBe(true);
    for (const s of scores) {
      expect(s.skor).toBe(Math.round(Math.min(1000, Math.max(0, 500 + 100 * Number(s.theta)))));
      expect(Number(s.skor_se)).toBeCloseTo(100 * Number(s.theta_se), 1);
    }
    // abilities follow the first attempts: the best and the worst raw scores are far apart
    const byNilai = [...seeded.firsts].sort((a, b) => a.nilai - b.nilai);
    const skorOf = (f: (typeof seeded.firsts)[number]) =>
      scores.find((s) => s.candidate_id === f.candidate.id)?.skor as number;
    expect(skorOf(byNilai.at(-1)!) - skorOf(byNilai[0])).toBeGreaterThan(150);

    const one = seeded.firsts[3];
    const mine = await call('GET', '/skor-irt', await candidateToken(one.candidate.id));
    expect(mine.statusCode).toBe(200);
    const data = mine.json().data;
    const row = scores.find((s) => s.candidate_id === one.candidate.id)!;
    expect(data.materi).toEqual([
      expect.objectContaining({
        materi_id: seeded.materi.id,
        skor: row.skor,
        se: Number(row.skor_se),
        model: '2pl',
        calibration_id: first,
      }),
    ]);
    expect(data.overall).toEqual({ skor: row.skor, se: Number(row.skor_se) });
    // a candidate without attempts has no score; staff have no candidate score route
    const none = await call('GET', '/skor-irt', candidateAuth);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
    expect((await call('GET', '/skor-irt', staff.auth)).statusCode).toBe(403);
    expect((await call('GET', '/skor-irt', undefined)).statusCode).toBe(401);
  });

  it('puts the score in the tryout result list and its Excel export', async () => {
    const list = await call('POST', '/hasilujian', staff.auth, {
      id_ujian: tryout.exam.id_ujian,
      materi_id: seeded.materi.id,
    });
    expect(list.statusCode).toBe(200);
    const hasil = list.json().data.hasil as {
      nim: string;
      skor_irt: number | null;
      skor_irt_se: number | null;
    }[];
    // the voided attempts stay in the list (marked), without a score
    expect(hasil).toHaveLength(CANDIDATES + VOIDED);
    expect(hasil.filter((h) => h.skor_irt == null)).toHaveLength(VOIDED);
    const scores = await t.db
      .selectFrom('irt_scores')
      .selectAll()
      .where('calibration_id', '=', first)
      .execute();
    for (const f of seeded.firsts.slice(0, 20)) {
      const row = hasil.find((h) => h.nim === f.candidate.nisn)!;
      const s = scores.find((x) => x.attempt_id === f.id)!;
      expect(row.skor_irt).toBe(s.skor);
      expect(row.skor_irt_se).toBe(Number(s.skor_se));
    }
    const xlsx = await call(
      'GET',
      `/hasilujian/${tryout.exam.id_ujian}/excel?materi_id=${seeded.materi.id}`,
      staff.auth,
    );
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const col = header.indexOf('Skor IRT');
    const nimCol = header.indexOf('No. Registrasi');
    expect(col).toBeGreaterThan(-1);
    let checked = 0;
    ws.eachRow((row, n) => {
      if (n === 1) return;
      const v = (row.values as unknown[]).slice(1);
      const h = hasil.find((x) => x.nim === v[nimCol]);
      if (!h) return;
      expect(v[col] ?? null).toBe(h.skor_irt); // an empty cell: no score (a voided attempt)
      checked++;
    });
    expect(checked).toBe(CANDIDATES + VOIDED);
  });

  it('a recalibration is a new version: the old one is kept, scores move to it, no nilai or pass changes', async () => {
    const before = await stored();
    const start = await postCalibration(seeded.materi.id, 'rasch');
    expect(start.statusCode).toBe(200);
    const second = start.json().data.id as number;
    // the server's job runner runs it (the job list of jobs.ts)
    const { jobs, close } = buildJobs(ctx(), { info() {}, error() {} } as never);
    const job = jobs.find((j) => j.name === 'irt-calibration')!;
    expect(await job.run()).toBe(second);
    expect(await job.run()).toBeNull();
    close();

    const versions = await call('GET', `/irt/kalibrasi?materi_id=${seeded.materi.id}`, staff.auth);
    expect(
      versions.json().data.map((v: { id: number; model: string; state: string }) => [v.id, v.model, v.state]),
    ).toEqual([
      [second, 'rasch', 'done'],
      [first, '2pl', 'done'],
    ]);
    const rasch = (await call('GET', `/irt/kalibrasi/${second}`, staff.auth)).json().data;
    expect(
      rasch.items.filter((i: { a: number | null }) => i.a !== null).every((i: { a: number }) => i.a === 1),
    ).toBe(true);
    // the first version's numbers are still there
    const old = (await call('GET', `/irt/kalibrasi/${first}`, staff.auth)).json().data;
    expect(old.items.filter((i: { a: number | null }) => i.a !== null && i.a !== 1).length).toBeGreaterThan(
      0,
    );
    expect(
      await t.db
        .selectFrom('irt_scores')
        .select('candidate_id')
        .where('calibration_id', '=', first)
        .execute(),
    ).toHaveLength(CANDIDATES);
    // the candidate now sees the latest calibration's score
    const one = seeded.firsts[3];
    const mine = (await call('GET', '/skor-irt', await candidateToken(one.candidate.id))).json().data;
    expect(mine.materi[0]).toMatchObject({ calibration_id: second, model: 'rasch' });
    const materi = (await call('GET', '/irt/materi', staff.auth)).json().data;
    expect(materi.find((m: { id: number }) => m.id === seeded.materi.id).latest).toMatchObject({
      id: second,
    });
    expect(await stored()).toEqual(before);
  });

  it('below the minimum sample the calibration says there is not enough data, and scores nobody', async () => {
    const small = await otherMateri(40, 4);
    const id = await startCalibration(small.materi.id);
    expect(await runNextCalibration(ctx())).toBe(id);
    const d = (await call('GET', `/irt/kalibrasi/${id}`, staff.auth)).json().data;
    expect(d).toMatchObject({
      state: 'done',
      enough_data: false,
      items_enough: 0,
      scored: 0,
      sample_size: 40,
    });
    expect(d.information).toEqual([]);
    expect(
      d.items.every((i: { enough: boolean; a: null; b: null }) => !i.enough && i.a === null && i.b === null),
    ).toBe(true);
    const mine = await call('GET', '/skor-irt', await candidateToken(small.firsts[0].candidate.id));
    expect(mine.json().data).toBeNull();
    // an empty materi: nothing to read, still a finished version
    const empty = await otherMateri(0, 2);
    const e = await startCalibration(empty.materi.id);
    expect(await runNextCalibration(ctx())).toBe(e);
    expect((await call('GET', `/irt/kalibrasi/${e}`, staff.auth)).json().data).toMatchObject({
      state: 'done',
      enough_data: false,
      sample_size: 0,
      item_count: 0,
    });
  });

  it('only one instance runs a calibration: concurrent claims, and a stale claim taken over', async () => {
    const id = await startCalibration(seeded.materi.id);
    const [a, b] = await Promise.all([
      runNextCalibration(ctx(), { workerId: 'instance-a' }),
      runNextCalibration(ctx(), { workerId: 'instance-b' }),
    ]);
    expect([a, b].filter((x) => x === id)).toHaveLength(1);
    expect([a, b].filter((x) => x === null)).toHaveLength(1);
    const row = await t.db
      .selectFrom('irt_calibrations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.claimed_by).toBe(a === id ? 'instance-a' : 'instance-b');
    expect(row.state).toBe('done');

    // an instance that stopped while running: after the stale time another one takes the job over,
    // and the first one's late writes are refused
    const next = await startCalibration(seeded.materi.id);
    let takeover: number | null = null;
    const lost = await runNextCalibration(ctx(), {
      workerId: 'instance-dead',
      onProgress: async (cid, value) => {
        if (value !== 15 || takeover !== null) return;
        const old = new Date(Date.now() - CALIBRATION_STALE_MS - 1000).toISOString();
        await t.db.updateTable('irt_calibrations').set({ heartbeat_at: old }).where('id', '=', cid).execute();
        takeover = await runNextCalibration(ctx(), { workerId: 'instance-live' });
      },
    });
    expect(lost).toBe(next);
    expect(takeover).toBe(next);
    const after = await t.db
      .selectFrom('irt_calibrations')
      .selectAll()
      .where('id', '=', next)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ state: 'done', claimed_by: 'instance-live', progress: 100 });
    expect(
      await t.db.selectFrom('irt_scores').select('candidate_id').where('calibration_id', '=', next).execute(),
    ).toHaveLength(CANDIDATES);
  });
});
