import { EXAM_MSG } from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { type BuiltQuestion, makeTryout } from '../../../test/exam-fixtures';
import {
  allKeys,
  allStrings,
  examApi,
  questionsOf,
  takeMateri,
  wrongLetter,
} from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { rowOf, rowsOf } from '../../../test/rows';
import { issueToken } from '../auth/auth.service';

describe('exam engine API', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let set: Awaited<ReturnType<typeof makeTryout>>;
  let byId: Map<number, BuiltQuestion>;
  let M1: string;
  let M2: string;
  let T1: string;
  let T2: string;
  const toeflGroups = [
    { nama: 'Listening', jumlah: 2, questions: [{ kunci: 'A' as const }, { kunci: 'B' as const }] },
  ];

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    set = await makeTryout(t.db, [
      { deskripsi: 'Matematika', waktu: 60 },
      { deskripsi: 'Bahasa Indonesia', waktu: 30 },
      { deskripsi: 'TOEFL Listening', toefl_type: 1, groups: toeflGroups },
      { deskripsi: 'TOEFL Structure', toefl_type: 2, groups: toeflGroups },
    ]);
    byId = set.byId;
    [M1, M2, T1, T2] = set.materi.map((m) => m.kode_ujian);
  });
  afterAll(async () => t.close());

  const secretEssayKeys = () => [...byId.values()].map((q) => q.kunci_essay).filter((v): v is string => !!v);

  /** No property named like /kunci/ or /pembahasan/, no essay key or explanation text in a candidate response. */
  function expectNoKeys(body: unknown) {
    expect(allKeys(body).filter((k) => /kunci|pembahasan/i.test(k))).toEqual([]);
    const strings = allStrings(body);
    for (const secret of secretEssayKeys()) expect(strings).not.toContain(secret);
    const text = strings.join('\n');
    for (const q of byId.values()) expect(text).not.toContain(q.pembahasan);
  }

  describe('session', () => {
    it('checknoreg: a wrong hash → 401 Tidak Ada Data; the right one → a new exam token, old ones revoked', async () => {
      const { candidate, auth: oldAuth } = await makeCandidate(t.db);
      const wrong = await api.post('/checknoreg', undefined, { no_reg: candidate.nisn, hash: 'tidak-valid' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(EXAM_MSG.noData);

      const session = await issueToken(t.db, 'candidate_session', { candidate_id: candidate.id });
      const other = await makeCandidate(t.db);
      const mismatch = await api.post('/checknoreg', undefined, {
        no_reg: other.candidate.nisn,
        hash: session,
      });
      expect(mismatch.status).toBe(401);
      // an exam token is not a session token
      const examAsHash = await api.post('/checknoreg', undefined, {
        no_reg: candidate.nisn,
        hash: oldAuth.authorization.slice(7),
      });
      expect(examAsHash.status).toBe(401);

      const res = await api.post('/checknoreg', undefined, { no_reg: candidate.nisn, hash: session });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        nisn: candidate.nisn,
        email: candidate.email,
        program_studi: null,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
      const auth = { authorization: `Bearer ${res.body.data.api_token}` };
      expect((await api.get('/listujian', auth)).status).toBe(200);
      expect((await api.get('/listujian', oldAuth)).status).toBe(401);
    });

    it('kkm is readable by candidates and staff, not anonymously', async () => {
      const { auth } = await makeCandidate(t.db);
      const staff = await makeStaff(t.db);
      expect((await api.get('/kkm', auth)).body.data).toEqual({ KkmTryOut: 60 });
      expect((await api.get('/kkm', staff.auth)).status).toBe(200);
      expect((await api.get('/kkm', undefined)).status).toBe(401);
    });
  });

  describe('overview', () => {
    it('lists every tryout materi by urutan, Belum Ujian, 2 attempts left; a foreign no_reg → 403', async () => {
      const { candidate, auth } = await makeCandidate(t.db);
      const res = await api.post('/listujian', auth, { no_reg: candidate.nisn });
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.ujian.map((u: any) => u.kode_ujian)).toEqual([M1, M2, T1, T2]);
      expect(d.ujian[0]).toMatchObject({
        nama_ujian: 'Matematika',
        waktu: 60,
        type_soal: 'PG Dan Essay',
        is_toefl: '0',
        state: 'Belum Ujian',
        attempts_left: 2,
        status: [],
      });
      expect(d.ujian[2]).toMatchObject({ is_toefl: '1', toefl_type: 1, type_soal: 'PG' });
      expect(d.in_progress).toBeNull();
      // a registrant without programmes has no programme outcome ('none'), only the KKM
      expect(d.outcome).toMatchObject({ filled: false, passed: false, result: 'none', kkm: 60 });
      expectNoKeys(res.body);

      const other = await makeCandidate(t.db);
      expect((await api.post('/listujian', auth, { no_reg: other.candidate.nisn })).status).toBe(403);
      expect((await api.get(`/listujian?no_reg=${other.candidate.nisn}`, auth)).status).toBe(403);
      expect((await api.post('/listujian', undefined, {})).status).toBe(401);
    });

    it('ujian_detail gives waktu; an unknown code → 404', async () => {
      const { auth } = await makeCandidate(t.db);
      const res = await api.post('/ujian_detail', auth, { kode_ujian: M2 });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        kode_ujian: M2,
        waktu: 30,
        state: 'Belum Ujian',
        in_progress: null,
      });
      const missing = await api.post('/ujian_detail', auth, { kode_ujian: 'TIDAK-ADA' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(EXAM_MSG.examNotFound);
    });
  });

  describe('sheet', () => {
    it('starts with a frozen draw: groups in order, numbers consecutive, media, options, deadline; NO key anywhere', async () => {
      const { auth } = await makeCandidate(t.db);
      const before = Date.now();
      const res = await api.post('/soalUjianPg', auth, { kode_ujian: M1, mulai: true });
      expect(res.status).toBe(200);
      expectNoKeys(res.body);
      const s = res.body.data;
      expect(s.groups.map((g: any) => g.nama_group)).toEqual(['Aritmatika', 'Campuran']);
      expect(s.groups[0].questions).toHaveLength(3);
      expect(s.groups[1].questions).toHaveLength(3);
      expect(questionsOf(s).map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(s.type_soal).toBe('PG Dan Essay');
      expect(Date.parse(s.deadline_at) - Date.parse(s.started_at)).toBe(60 * 60_000);
      expect(Date.parse(s.server_now)).toBeGreaterThanOrEqual(before - 1000);
      expect(s.answers).toEqual({});
      expect(s.essays).toEqual({});
      const qs = questionsOf(s);
      const audio = qs.find((q) => q.media?.url.endsWith('listening.mp3'));
      expect(audio?.media).toEqual({ url: '/tryout/media/soalPg/listening.mp3', kind: 'audio' });
      const image = qs.find((q) => q.media?.url.endsWith('gambar.png'));
      expect(image?.media?.kind).toBe('image');
      expect(image?.options[0]).toEqual({
        key: 'A',
        html: '<p>Pilihan A</p>',
        image_url: '/tryout/media/jawabanPg/opsi-a.jpg',
      });
      expect(image?.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
      const essay = qs.find((q) => q.type_soal === 'Essay');
      expect(essay?.options).toEqual([]);
      // exact shapes: nothing beyond the whitelisted fields can carry a key
      expect(Object.keys(s).sort()).toEqual(
        [
          'answers',
          'attempt_id',
          'audio_plays',
          'deadline_at',
          'essays',
          'groups',
          'is_toefl',
          'jawaban',
          'kode_ujian',
          'nama_ujian',
          'ragu',
          'server_now',
          'started_at',
          // the shared passages (wacana) the sheet's questions use: text only, no key
          'stimuli',
          'toefl_type',
          'type_soal',
          'waktu',
        ].sort(),
      );
      for (const g of s.groups)
        expect(Object.keys(g).sort()).toEqual(['deskripsi', 'id', 'nama_group', 'questions']);
      for (const q of qs) {
        expect(Object.keys(q).sort()).toEqual([
          'id_soal',
          'media',
          'number',
          'options',
          'soal_pg',
          'stimulus_id',
          'type_soal',
        ]);
        for (const o of q.options) expect(Object.keys(o).sort()).toEqual(['html', 'image_url', 'key']);
      }
      // soalPMB is the same handler and resumes
      const again = await api.post('/soalPMB', auth, { kode_ujian: M1 });
      expect(again.body.data.attempt_id).toBe(s.attempt_id);
    });

    it('resume returns exactly the same draw, order, deadline and saved answers', async () => {
      const { auth } = await makeCandidate(t.db);
      const first = await api.sheet(auth, M1);
      const qs = questionsOf(first);
      const pgQ = qs.find((q) => q.type_soal === 'PG') as (typeof qs)[number];
      const essayQ = qs.find((q) => q.type_soal === 'Essay') as (typeof qs)[number];
      expect((await api.save(auth, M1, pgQ.id_soal, 'D')).status).toBe(200);
      expect((await api.saveEssay(auth, M1, essayQ.id_soal, 'Jawaban saya')).status).toBe(200);
      const second = await api.sheet(auth, M1);
      expect(second.attempt_id).toBe(first.attempt_id);
      expect(second.groups).toEqual(first.groups);
      expect(second.deadline_at).toBe(first.deadline_at);
      expect(second.started_at).toBe(first.started_at);
      expect(second.answers).toEqual({ [pgQ.id_soal]: 'D' });
      expect(second.essays).toEqual({ [essayQ.id_soal]: 'Jawaban saya' });
      const list = await api.get('/listujian', auth);
      expect(list.body.data.in_progress).toEqual({ kode_ujian: M1, deadline_at: first.deadline_at });
      expect(list.body.data.ujian[0].state).toBe('Sedang Ujian');
    });

    it('a second materi while one is in progress → 409, also when started concurrently', async () => {
      const { auth } = await makeCandidate(t.db);
      await api.sheet(auth, M1);
      const res = await api.post('/soalUjianPg', auth, { kode_ujian: M2, mulai: true });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(EXAM_REFUSAL_MSG.anotherInProgress);

      const b = await makeCandidate(t.db);
      const results = await Promise.all(
        [M1, M2, M1, M2].map((k) => api.post('/soalUjianPg', b.auth, { kode_ujian: k, mulai: true })),
      );
      const okOnes = results.filter((r) => r.status === 200);
      expect(okOnes.length).toBeGreaterThanOrEqual(1);
      expect(new Set(okOnes.map((r) => r.body.data.kode_ujian)).size).toBe(1);
      expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      const rows = await t.db
        .selectFrom('attempts')
        .select('id')
        .where('candidate_id', '=', b.candidate.id)
        .where('status', '=', 'in_progress')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('TOEFL sections in order: Structure before Listening is refused', async () => {
      const { auth } = await makeCandidate(t.db);
      const res = await api.post('/soalUjianPg', auth, { kode_ujian: T2, mulai: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EXAM_REFUSAL_MSG.toeflOrder);
      expect((await takeMateri(t, auth, T1, byId, true)).status).toBe(200);
      expect((await api.post('/soalUjianPg', auth, { kode_ujian: T2, mulai: true })).status).toBe(200);
    });
  });

  describe('autosave', () => {
    it('saves one answer, last write wins, idempotent; essays report saved / changed', async () => {
      const { auth } = await makeCandidate(t.db);
      const s = await api.sheet(auth, M1);
      const qs = questionsOf(s);
      const q = qs.find((x) => x.type_soal === 'PG') as (typeof qs)[number];
      const r1 = await api.save(auth, M1, q.id_soal, 'A');
      expect(r1.status).toBe(200);
      expect(r1.body.data).toMatchObject({ id_soal: q.id_soal, replaced: false });
      expect((await api.save(auth, M1, q.id_soal, 'C')).status).toBe(200);
      expect((await api.save(auth, M1, q.id_soal, 'C')).status).toBe(200);
      const rows = await rowsOf(t.db, 'answers', { attempt_id: s.attempt_id });
      expect(rows.map((r) => [r.question_id, r.value])).toEqual([[q.id_soal, 'C']]);

      const e = qs.find((x) => x.type_soal === 'Essay') as (typeof qs)[number];
      const e1 = await api.saveEssay(auth, M1, e.id_soal, 'pertama');
      expect(e1.body.message).toBe(EXAM_MSG.essaySaved);
      const e2 = await api.saveEssay(auth, M1, e.id_soal, 'kedua');
      expect(e2.body.message).toBe(EXAM_MSG.essayChanged);
      expect((await api.sheet(auth, M1)).essays).toEqual({ [e.id_soal]: 'kedua' });
    });

    it('refuses bad input, questions outside the attempt, and calls without an attempt', async () => {
      const { auth } = await makeCandidate(t.db);
      const s = await api.sheet(auth, M1);
      const inDraw = new Set(questionsOf(s).map((q) => q.id_soal));
      const outside = [...byId.values()].find((q) => !inDraw.has(q.id)) as BuiltQuestion;
      const r = await api.save(auth, M1, outside.id, 'A');
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(EXAM_REFUSAL_MSG.questionNotInAttempt);
      const bad = await api.post('/simpanJawaban', auth, {
        kode_ujian: M1,
        id_soal: [...inDraw][0],
        value: 'F',
      });
      expect(bad.status).toBe(400);
      const essayQ = questionsOf(s).find((q) => q.type_soal === 'Essay') as { id_soal: number };
      const pgQ = questionsOf(s).find((q) => q.type_soal === 'PG') as { id_soal: number };
      const kind1 = await api.save(auth, M1, essayQ.id_soal, 'A');
      expect(kind1.status).toBe(400);
      expect(kind1.body.message).toBe(EXAM_REFUSAL_MSG.wrongAnswerKind);
      expect((await api.saveEssay(auth, M1, pgQ.id_soal, 'teks')).body.message).toBe(
        EXAM_REFUSAL_MSG.wrongAnswerKind,
      );
      const none = await api.save(auth, M2, byId.keys().next().value as number, 'A');
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(EXAM_REFUSAL_MSG.noAttempt);
      const rows = await rowsOf(t.db, 'answers', { attempt_id: s.attempt_id });
      expect(rows).toEqual([]);
    });

    it('after deadline + 30 s: refused, and the attempt is finalised with what was saved', async () => {
      const { auth } = await makeCandidate(t.db);
      const s = await api.sheet(auth, M1);
      const pg = questionsOf(s).filter((q) => q.type_soal === 'PG');
      const key = byId.get(pg[0].id_soal)?.kunci_pg as 'A';
      expect((await api.save(auth, M1, pg[0].id_soal, key)).status).toBe(200);
      // within the grace: still accepted
      await t.db
        .updateTable('attempts')
        .set({ deadline_at: new Date(Date.now() - 10_000).toISOString() })
        .where('id', '=', s.attempt_id)
        .execute();
      expect(
        (await api.save(auth, M1, pg[1].id_soal, wrongLetter(byId.get(pg[1].id_soal)?.kunci_pg as 'A')))
          .status,
      ).toBe(200);
      await t.db
        .updateTable('attempts')
        .set({ deadline_at: new Date(Date.now() - 31_000).toISOString() })
        .where('id', '=', s.attempt_id)
        .execute();
      const late = await api.save(auth, M1, pg[2].id_soal, 'A');
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(EXAM_MSG.deadlinePassed);
      const attempt = await rowOf(t.db, 'attempts', { id: s.attempt_id });
      expect(attempt.status).toBe('expired');
      const result = await rowOf(t.db, 'results', { attempt_id: s.attempt_id });
      expect(result.nilai_pg).toBe(Math.round((100 * 1 * 100) / pg.length) / 100);
      const again = await api.save(auth, M1, pg[2].id_soal, 'A');
      expect(again.body.message).toBe(EXAM_MSG.attemptClosed);
      expect((await api.submit(auth, M1)).body.message).toBe(EXAM_MSG.alreadyTaken);
    });

    it('hasilujian_terakhir: 409 while running; after the deadline + grace the attempt is finalised and its scored result given', async () => {
      const { auth } = await makeCandidate(t.db);
      const none = await api.post('/hasilujian_terakhir', auth, { kode_ujian: M1 });
      expect(none.status).toBe(404);
      expect(none.body.message).toBe(EXAM_REFUSAL_MSG.noAttempt);
      const s = await api.sheet(auth, M1);
      const pg = questionsOf(s).filter((q) => q.type_soal === 'PG');
      const key = byId.get(pg[0].id_soal)?.kunci_pg as 'A';
      expect((await api.save(auth, M1, pg[0].id_soal, key)).status).toBe(200);
      const running = await api.post('/hasilujian_terakhir', auth, { kode_ujian: M1 });
      expect(running.status).toBe(409);
      expect(running.body.message).toBe(EXAM_REFUSAL_MSG.stillRunning);
      // within the grace the attempt still runs (answers are still accepted)
      const setDeadline = (msAgo: number) =>
        t.db
          .updateTable('attempts')
          .set({ deadline_at: new Date(Date.now() - msAgo).toISOString() })
          .where('id', '=', s.attempt_id)
          .execute();
      await setDeadline(5_000);
      expect((await api.post('/hasilujian_terakhir', auth, { kode_ujian: M1 })).status).toBe(409);
      await setDeadline(31_000);
      const res = await api.post('/hasilujian_terakhir', auth, { kode_ujian: M1 });
      expect(res.status).toBe(200);
      const stored = await rowOf(t.db, 'results', { attempt_id: s.attempt_id });
      expect(res.body.data).toMatchObject({
        id_hasil: stored.id_hasil,
        attempt_no: 1,
        status: 'expired',
        nilai_pg: Math.round((100 * 100) / pg.length) / 100,
      });
      expect(res.body.data.rincian.reduce((n: number, g: { benar: number }) => n + g.benar, 0)).toBe(1);
      expectNoKeys(res.body);
      // the same after a submit of one's own: status 'submitted'
      const b = await makeCandidate(t.db);
      await api.sheet(b.auth, M2);
      expect((await api.submit(b.auth, M2)).status).toBe(200);
      const mine = await api.post('/hasilujian_terakhir', b.auth, { kode_ujian: M2 });
      expect(mine.body.data.status).toBe('submitted');
      // another candidate's result is never given: theirs is their own card
      expect((await api.post('/hasilujian_terakhir', b.auth, { kode_ujian: M1 })).status).toBe(404);
    });

    it('audio plays at most twice', async () => {
      const { auth } = await makeCandidate(t.db);
      const s = await api.sheet(auth, M1);
      const audio = questionsOf(s).find((q) => q.media?.kind === 'audio') as { id_soal: number };
      const p1 = await api.post('/putarAudio', auth, { kode_ujian: M1, id_soal: audio.id_soal });
      expect(p1.body.data).toEqual({ plays: 1, remaining: 1 });
      const p2 = await api.post('/putarAudio', auth, { kode_ujian: M1, id_soal: audio.id_soal });
      expect(p2.body.data).toEqual({ plays: 2, remaining: 0 });
      const p3 = await api.post('/putarAudio', auth, { kode_ujian: M1, id_soal: audio.id_soal });
      expect(p3.status).toBe(400);
      expect(p3.body.message).toBe(EXAM_MSG.audioLimit);
      expect((await api.sheet(auth, M1)).audio_plays).toEqual({ [audio.id_soal]: 2 });
      const image = questionsOf(s).find((q) => q.media?.kind === 'image') as { id_soal: number };
      const noAudio = await api.post('/putarAudio', auth, { kode_ujian: M1, id_soal: image.id_soal });
      expect(noAudio.status).toBe(400);
      expect(noAudio.body.message).toBe(EXAM_REFUSAL_MSG.noAudio);
    });
  });

  describe('isolation', () => {
    it("candidate A's calls only ever touch A's attempt; B's answers stay unchanged", async () => {
      const A = await makeCandidate(t.db);
      const B = await makeCandidate(t.db);
      const sb = await api.sheet(B.auth, M1);
      const bq = questionsOf(sb).filter((q) => q.type_soal === 'PG');
      for (const q of bq) await api.save(B.auth, M1, q.id_soal, 'E');
      const bBefore = await rowsOf(t.db, 'answers', { attempt_id: sb.attempt_id });

      // A has no attempt yet: writes are refused, not routed to B's attempt
      expect((await api.save(A.auth, M1, bq[0].id_soal, 'A')).status).toBe(400);
      expect((await api.submit(A.auth, M1)).status).toBe(400);
      const sa = await api.sheet(A.auth, M1);
      expect(sa.attempt_id).not.toBe(sb.attempt_id);
      expect(sa.answers).toEqual({});
      for (const q of questionsOf(sa)) {
        if (q.type_soal === 'PG') await api.save(A.auth, M1, q.id_soal, 'A');
      }
      // a question of B's draw that is not in A's draw is refused for A
      const aIds = new Set(questionsOf(sa).map((q) => q.id_soal));
      for (const q of bq.filter((x) => !aIds.has(x.id_soal))) {
        expect((await api.save(A.auth, M1, q.id_soal, 'A')).body.message).toBe(
          EXAM_REFUSAL_MSG.questionNotInAttempt,
        );
      }
      expect((await api.submit(A.auth, M1)).status).toBe(200);

      const bAfter = await rowsOf(t.db, 'answers', { attempt_id: sb.attempt_id });
      expect(bAfter).toEqual(bBefore);
      const bAttempt = await rowOf(t.db, 'attempts', { id: sb.attempt_id });
      expect(bAttempt.status).toBe('in_progress');
      const bSheet = await api.sheet(B.auth, M1);
      expect(Object.values(bSheet.answers).every((v) => v === 'E')).toBe(true);
      // staff and anonymous callers cannot take an exam
      const staff = await makeStaff(t.db);
      expect((await api.post('/soalUjianPg', staff.auth, { kode_ujian: M1, mulai: true })).status).toBe(403);
      expect((await api.post('/soalUjianPg', undefined, { kode_ujian: M1, mulai: true })).status).toBe(401);
    });
  });

  describe('submit', () => {
    it('scores on the server (point ignored), merges carried answers of the draw, writes one result', async () => {
      const { candidate, auth } = await makeCandidate(t.db);
      const s = await api.sheet(auth, M1);
      const qs = questionsOf(s);
      const pg = qs.filter((q) => q.type_soal === 'PG');
      const essay = qs.find((q) => q.type_soal === 'Essay') as (typeof qs)[number];
      const key = (id: number) => byId.get(id)?.kunci_pg as 'A';
      // saved: first correct; carried: second correct, third wrong, first overridden wrong→ no: keep saved
      await api.save(auth, M1, pg[0].id_soal, key(pg[0].id_soal));
      const inDraw = new Set(qs.map((q) => q.id_soal));
      const outside = [...byId.values()].find((q) => !inDraw.has(q.id) && q.kunci_pg) as BuiltQuestion;
      const res = await api.submit(auth, M1, {
        email: 'palsu@x.test',
        nim: 'palsu',
        nama_mhs: 'PALSU',
        point: 100,
        jumlah_soal_ujian: 99,
        array_answer: JSON.stringify([
          { id_soal: pg[1].id_soal, value: key(pg[1].id_soal), point: 1 },
          { id_soal: pg[2].id_soal, value: wrongLetter(key(pg[2].id_soal)), point: 1 },
          { id_soal: outside.id, value: outside.kunci_pg, point: 1 },
        ]),
        jawaban_essay: JSON.stringify([
          { id_soal: essay.id_soal, answerEssay: 'Essay saya', soal: 'x', kunci: 'y' },
        ]),
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Berhasil Disimpan');
      expectNoKeys(res.body);
      const expected = Math.round((100 * 2 * 100) / pg.length) / 100;
      expect(res.body.data).toMatchObject({
        attempt_no: 1,
        nilai_pg: expected,
        nilai_essay: null,
        nilai_akhir: null,
      });
      const result = await rowOf(t.db, 'results', { attempt_id: s.attempt_id });
      expect(result).toMatchObject({
        nama_mhs: candidate.full_name,
        nim: candidate.nisn,
        email: candidate.email,
        type_soal: 'PG Dan Essay',
        nilai_pg: expected,
        mulai: s.started_at,
      });
      const essays = JSON.parse(result.jawaban_essay);
      expect(essays).toEqual([
        {
          id_soal: essay.id_soal,
          soal: byId.get(essay.id_soal) ? expect.any(String) : '',
          answerEssay: 'Essay saya',
          kunci: byId.get(essay.id_soal)?.kunci_essay,
          number: essay.number,
        },
      ]);
      const outsideRow = await t.db
        .selectFrom('answers')
        .selectAll()
        .where('attempt_id', '=', s.attempt_id)
        .where('question_id', '=', outside.id)
        .execute();
      expect(outsideRow).toEqual([]);

      const list = await api.get('/listujian', auth);
      const card = list.body.data.ujian.find((u: any) => u.kode_ujian === M1);
      expect(card).toMatchObject({ state: 'Sudah Ujian', attempts_left: 1 });
      expect(card.status).toEqual([
        {
          attempt_no: 1,
          nilai_pg: expected,
          nilai_essay: null,
          nilai_akhir: null,
          submitted_at: expect.any(String),
        },
      ]);
      expectNoKeys(list.body);
    });

    it('submit tolerates unanswered ("") and lower-case letters in array_answer', async () => {
      const { auth } = await makeCandidate(t.db);
      const s = await api.sheet(auth, M2);
      const pg = questionsOf(s).filter((q) => q.type_soal === 'PG');
      const key = byId.get(pg[0].id_soal)?.kunci_pg as string;
      const res = await api.submit(auth, M2, {
        array_answer: [
          { id_soal: pg[0].id_soal, value: key.toLowerCase() },
          { id_soal: pg[1].id_soal, value: '' },
          { id_soal: pg[2].id_soal, value: null },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.data.nilai_pg).toBe(Math.round((100 * 100) / pg.length) / 100);
    });

    it('a second submit → 400 Anda Telah Mengikuti Ujian; 5 concurrent submits → exactly one result', async () => {
      const a = await makeCandidate(t.db);
      await api.sheet(a.auth, M2);
      expect((await api.submit(a.auth, M2)).status).toBe(200);
      const second = await api.submit(a.auth, M2);
      expect(second.status).toBe(400);
      expect(second.body.message).toBe('Anda Telah Mengikuti Ujian');

      const b = await makeCandidate(t.db);
      const s = await api.sheet(b.auth, M2);
      const all = await Promise.all(Array.from({ length: 5 }, () => api.submit(b.auth, M2)));
      expect(all.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
      for (const r of all.filter((x) => x.status === 400)) expect(r.body.message).toBe(EXAM_MSG.alreadyTaken);
      const rows = await rowsOf(t.db, 'results', { attempt_id: s.attempt_id });
      expect(rows).toHaveLength(1);
    });

    it('saves racing a submit: every acknowledged answer is scored, every refused one is not', async () => {
      for (let round = 0; round < 3; round++) {
        const { auth } = await makeCandidate(t.db);
        const s = await api.sheet(auth, M1);
        const pg = questionsOf(s).filter((q) => q.type_soal === 'PG');
        const saves = pg.map((q) => api.save(auth, M1, q.id_soal, byId.get(q.id_soal)?.kunci_pg as 'A'));
        const [submitted, ...saved] = await Promise.all([api.submit(auth, M1), ...saves]);
        expect(submitted.status).toBe(200);
        const acknowledged = saved.filter((r) => r.status === 200).length;
        for (const r of saved.filter((x) => x.status !== 200))
          expect(r.body.message).toBe(EXAM_MSG.attemptClosed);
        expect(submitted.body.data.nilai_pg).toBe(Math.round((100 * acknowledged * 100) / pg.length) / 100);
        const rows = await rowsOf(t.db, 'answers', { attempt_id: s.attempt_id });
        expect(rows).toHaveLength(acknowledged);
      }
    });

    it('attempts per materi: the third start is refused with Anda Telah Mengikuti Ujian', async () => {
      const { auth } = await makeCandidate(t.db);
      for (let i = 0; i < 2; i++) {
        await api.sheet(auth, M2);
        expect((await api.submit(auth, M2)).status).toBe(200);
      }
      const third = await api.post('/soalUjianPg', auth, { kode_ujian: M2, mulai: true });
      expect(third.status).toBe(400);
      expect(third.body.message).toBe(EXAM_MSG.alreadyTaken);
      expect(third.body.errors).toEqual({ kode_ujian: EXAM_MSG.noAttemptsLeft });
      const card = (await api.get('/listujian', auth)).body.data.ujian.find((u: any) => u.kode_ujian === M2);
      expect(card.status.map((x: any) => x.attempt_no)).toEqual([1, 2]);
      expect(card.attempts_left).toBe(0);
    });

    it('every candidate route response is free of keys', async () => {
      const { candidate } = await makeCandidate(t.db);
      const session = await issueToken(t.db, 'candidate_session', { candidate_id: candidate.id });
      const login = await api.post('/checknoreg', undefined, { no_reg: candidate.nisn, hash: session });
      const fresh = { authorization: `Bearer ${login.body.data.api_token}` };
      const sheet = await api.post('/soalUjianPg', fresh, { kode_ujian: M1, mulai: true });
      const q = questionsOf(sheet.body.data)[0];
      const responses = [
        ['checknoreg', login],
        ['kkm', await api.get('/kkm', fresh)],
        ['listujian', await api.post('/listujian', fresh, {})],
        ['listujianByProdi', await api.post('/listujianByProdi', fresh, {})],
        ['ujian_detail', await api.post('/ujian_detail', fresh, { kode_ujian: M1 })],
        ['soalUjianPg', sheet],
        ['simpan', await api.save(fresh, M1, q.id_soal, 'A')],
        ['soalPMB', await api.post('/soalPMB', fresh, { kode_ujian: M1 })],
        ['posthasilujian', await api.submit(fresh, M1)],
        ['nilaiAkhir', await api.post('/nilaiAkhir', fresh, {})],
        ['getUjianCMB', await api.post('/getUjianCMB', fresh, {})],
      ] as const;
      // each route answered with its data (a refused call would be free of keys for nothing)
      expect(responses.map(([route, r]) => [route, r.status])).toEqual(
        responses.map(([route]) => [route, 200]),
      );
      expect(questionsOf(sheet.body.data).length).toBeGreaterThan(0);
      for (const [, r] of responses) expectNoKeys(r.body);
    });
  });

  describe('other routes', () => {
    it('getUjianCMB lists tryout exams with materi; filterUser is an admin-only search', async () => {
      const { candidate, auth } = await makeCandidate(t.db);
      const cmb = await api.post('/getUjianCMB', auth, {});
      expect(cmb.status).toBe(200);
      const exam = cmb.body.data.find((e: any) => e.id_ujian === set.exam.id_ujian);
      expect(exam.materi.map((m: any) => m.kode_ujian)).toEqual([M1, M2, T1, T2]);

      expect((await api.post('/filterUser', auth, { q: candidate.nisn })).status).toBe(403);
      const staff = await makeStaff(t.db, 'admin');
      const found = await api.post('/filterUser', staff.auth, { q: candidate.email.toUpperCase() });
      expect(found.status).toBe(200);
      expect(found.body.data.map((c: any) => c.nisn)).toEqual([candidate.nisn]);
      expect(JSON.stringify(found.body)).not.toMatch(/password/i);
    });

    it('documents every exam route in the OpenAPI document', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/tryout/api/docs/json' });
      const paths = Object.keys(res.json().paths);
      for (const p of [
        '/checknoreg',
        '/kkm',
        '/listujian',
        '/soalUjianPg',
        '/simpanJawaban',
        '/posthasilujian',
        '/filterUser',
        '/nilaiAkhir',
        '/getUjianCMB',
        '/listujianByProdi',
      ]) {
        expect(paths).toContain(`/tryout/api${p}`);
      }
    });
  });
});
