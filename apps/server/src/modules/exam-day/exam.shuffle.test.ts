import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import type { CandidateQuestion, ExamSheet } from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCourseExam, makeTryout, SHUFFLED_MATERI } from '../../../test/exam-fixtures';
import { bearer, examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { makeCourseExam as makeCourseWithExam } from '../../../test/result-fixtures';
import { issueToken } from '../auth/auth.service';
import { attemptDraw } from './answers.repository';

/** The original option a shown option is (the fixtures write option X as '<p>Pilihan X</p>'). */
const originalOf = (html: string) => /Pilihan ([A-E])/.exec(html)?.[1] as OptionKey;
/** The letter under which this sheet shows the original option `key`. */
const letterOf = (q: CandidateQuestion, key: OptionKey) =>
  q.options.find((o) => originalOf(o.html) === key)?.key as OptionKey;
const pgOf = (s: ExamSheet) => questionsOf(s).filter((q) => q.type_soal === 'PG');
/** Each PG question's options as original letters, in the order shown. */
const shownOrders = (s: ExamSheet) =>
  new Map(pgOf(s).map((q) => [q.id_soal, q.options.map((o) => originalOf(o.html)).join('')]));

/** 'Acak pilihan jawaban' (docs/decisions/0031) and 'ragu-ragu' (§5) through the API. */
describe('shuffled options and the ragu-ragu flag', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let set: Awaited<ReturnType<typeof makeTryout>>;
  let kode: string;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    set = await makeTryout(t.db, [SHUFFLED_MATERI]);
    kode = set.materi[0].kode_ujian;
  });
  afterAll(async () => t.close());

  const storedAnswers = (attemptId: number) =>
    t.db
      .selectFrom('answers')
      .select(['question_id', 'value'])
      .where('attempt_id', '=', attemptId)
      .orderBy('question_id')
      .execute();

  it('shows the filled options in a frozen order under the letters A–E: resume and a second device see the same', async () => {
    const { candidate, auth } = await makeCandidate(t.db);
    const first = await api.sheet(auth, kode);
    const qs = pgOf(first);
    expect(qs).toHaveLength(4);
    for (const q of qs) {
      const filled = q.id_soal === set.materi[0].questions[2].id ? 'ABCD' : 'ABCDE';
      // the ids sent are the shown letters, in order; the contents are the question's own options
      expect(q.options.map((o) => o.key).join('')).toBe(filled);
      expect([...shownOrders(first).get(q.id_soal)!].sort().join('')).toBe(filled);
      expect(Object.keys(q.options[0]).sort()).toEqual(['html', 'image_url', 'key']);
    }
    // the option picture travels with its option
    const withImage = qs.find((q) => q.id_soal === set.materi[0].questions[3].id)!;
    const a = withImage.options.find((o) => originalOf(o.html) === 'A')!;
    expect(a.image_url).toContain('opsi-a.jpg');
    expect(withImage.options.filter((o) => o.image_url)).toHaveLength(1);
    expect(questionsOf(first).find((q) => q.type_soal === 'Essay')?.options).toEqual([]);

    const resumed = await api.post('/soalUjianPg', auth, { kode_ujian: kode });
    expect(resumed.status).toBe(200);
    expect(shownOrders(resumed.body.data)).toEqual(shownOrders(first));
    const other = bearer(await issueToken(t.db, 'candidate_exam', { candidate_id: candidate.id }));
    const device2 = await api.post('/soalPMB', other, { kode_ujian: kode });
    expect(device2.status).toBe(200);
    expect(device2.body.data.attempt_id).toBe(first.attempt_id);
    expect(shownOrders(device2.body.data)).toEqual(shownOrders(first));

    // frozen with the draw: one short order per question, nothing for the essay
    const rows = await attemptDraw(t.db, first.attempt_id);
    const byId = new Map(rows.map((r) => [r.question_id, r.option_order]));
    for (const q of qs) expect(byId.get(q.id_soal)).toBe(shownOrders(first).get(q.id_soal));
    expect(byId.get(set.materi[0].questions[4].id)).toBeNull();
  });

  it('scores the shown letters by the original keys: autosave, the submit, and the saved sheet', async () => {
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, kode);
    const [q1, q2, q3, q4] = pgOf(sheet);
    const key = (q: CandidateQuestion) => set.byId.get(q.id_soal)?.kunci_pg as OptionKey;
    // right on q1 and q3 (autosave), wrong on q2 (autosave), right on q4 (carried by the submit only)
    const wrong = OPTION_KEYS.find((k) => k !== key(q2)) as OptionKey;
    for (const [q, orig] of [
      [q1, key(q1)],
      [q2, wrong],
      [q3, key(q3)],
    ] as const) {
      const r = await api.save(auth, kode, q.id_soal, letterOf(q, orig));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    // stored as the original keys; shown back in the attempt's letters
    const stored = new Map((await storedAnswers(sheet.attempt_id)).map((r) => [r.question_id, r.value]));
    expect(stored.get(q1.id_soal)).toBe(key(q1));
    expect(stored.get(q2.id_soal)).toBe(wrong);
    expect(stored.get(q3.id_soal)).toBe(key(q3));
    const again = (await api.post('/soalUjianPg', auth, { kode_ujian: kode })).body.data as ExamSheet;
    expect(again.answers).toEqual({
      [q1.id_soal]: letterOf(q1, key(q1)),
      [q2.id_soal]: letterOf(q2, wrong),
      [q3.id_soal]: letterOf(q3, key(q3)),
    });

    const sub = await api.submit(auth, kode, {
      array_answer: [
        { id_soal: q2.id_soal, value: letterOf(q2, wrong) },
        { id_soal: q4.id_soal, value: letterOf(q4, key(q4)) },
      ],
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    expect(sub.body.data.nilai_pg).toBe(75);
    expect(sub.body.data.rincian[0]).toMatchObject({ benar: 3, salah: 1, kosong: 0 });
    expect((await storedAnswers(sheet.attempt_id)).find((r) => r.question_id === q4.id_soal)?.value).toBe(
      key(q4),
    );
  });

  it('refuses a letter the question does not show, and changes nothing', async () => {
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, kode);
    const four = pgOf(sheet).find((q) => q.options.length === 4)!;
    const r = await api.save(auth, kode, four.id_soal, 'E');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(EXAM_REFUSAL_MSG.optionNotShown);
    expect(await storedAnswers(sheet.attempt_id)).toEqual([]);
  });

  it('nothing about the key can be read from the order: every key lands under every letter, alike', async () => {
    // one group, two questions: keys A and E; 60 attempts
    const solo = await makeTryout(t.db, [
      { acak_pilihan: true, groups: [{ jumlah: 2, questions: [{ kunci: 'A' }, { kunci: 'E' }] }] },
    ]);
    const m = solo.materi[0];
    const where = new Map<number, Map<string, number>>(m.questions.map((q) => [q.id, new Map()]));
    const orders = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const { auth } = await makeCandidate(t.db);
      const sheet = await api.sheet(auth, m.kode_ujian);
      for (const q of pgOf(sheet)) {
        const letter = letterOf(q, m.keys.get(q.id_soal) as OptionKey);
        const tally = where.get(q.id_soal) as Map<string, number>;
        tally.set(letter, (tally.get(letter) ?? 0) + 1);
        orders.add(q.options.map((o) => originalOf(o.html)).join(''));
        expect(q.options.map((o) => o.key).join('')).toBe('ABCDE');
      }
    }
    for (const tally of where.values()) {
      // the key's letter takes all five values, none of them most of the time
      expect([...tally.keys()].sort()).toEqual([...OPTION_KEYS]);
      for (const n of tally.values()) expect(n).toBeLessThan(30);
    }
    expect(orders.size).toBeGreaterThan(60);
  });

  it('without the setting the options stay as written', async () => {
    const plain = await makeTryout(t.db, [{ groups: [{ jumlah: 1, questions: [{ kunci: 'D' }] }] }]);
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, plain.materi[0].kode_ujian);
    expect(pgOf(sheet)[0].options.map((o) => `${o.key}${originalOf(o.html)}`)).toEqual([
      'AA',
      'BB',
      'CC',
      'DD',
      'EE',
    ]);
  });

  it('ragu-ragu: saved alone or with the answer, read back on any device, a doubtful answer still scores', async () => {
    const { candidate, auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, kode);
    const [q1, q2] = pgOf(sheet);
    expect(sheet.ragu).toEqual([]);
    const flag = (q: CandidateQuestion, body: Record<string, unknown>) =>
      api.post('/simpanJawaban', auth, { kode_ujian: kode, id_soal: q.id_soal, ...body });

    // before any answer: the flag alone
    expect((await flag(q1, { ragu: true })).status).toBe(200);
    // with an answer (the right one)
    const key2 = set.byId.get(q2.id_soal)?.kunci_pg as OptionKey;
    expect((await flag(q2, { value: letterOf(q2, key2), ragu: true })).status).toBe(200);
    const other = bearer(await issueToken(t.db, 'candidate_exam', { candidate_id: candidate.id }));
    const seen = (await api.post('/soalUjianPg', other, { kode_ujian: kode })).body.data as ExamSheet;
    expect(seen.ragu.sort()).toEqual([q1.id_soal, q2.id_soal].sort());
    expect(seen.answers).toEqual({ [q2.id_soal]: letterOf(q2, key2) });

    // an answer without `ragu` keeps the flag; `ragu: false` clears it
    const key1 = set.byId.get(q1.id_soal)?.kunci_pg as OptionKey;
    expect((await api.save(auth, kode, q1.id_soal, letterOf(q1, key1))).status).toBe(200);
    expect(
      ((await api.post('/soalUjianPg', auth, { kode_ujian: kode })).body.data as ExamSheet).ragu.sort(),
    ).toEqual([q1.id_soal, q2.id_soal].sort());
    expect((await flag(q1, { ragu: false })).status).toBe(200);
    const after = (await api.post('/soalUjianPg', auth, { kode_ujian: kode })).body.data as ExamSheet;
    expect(after.ragu).toEqual([q2.id_soal]);
    expect(Object.keys(after.answers).sort()).toEqual([String(q1.id_soal), String(q2.id_soal)].sort());

    // scoring is unchanged by the flag: two right of four
    const sub = await api.submit(auth, kode);
    expect(sub.body.data.nilai_pg).toBe(50);
  });

  it('ragu-ragu on a TOEFL section, shuffled too when the section says so', async () => {
    const toefl = await makeTryout(t.db, [
      {
        toefl_type: 1,
        acak_pilihan: true,
        groups: [{ jumlah: 2, questions: [{ kunci: 'B' }, { kunci: 'D' }] }],
      },
    ]);
    const section = toefl.materi[0];
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, section.kode_ujian);
    expect(sheet.is_toefl).toBe('1');
    const [q1, q2] = pgOf(sheet);
    const save = (q: CandidateQuestion, body: Record<string, unknown>) =>
      api.post('/simpanJawaban', auth, { kode_ujian: section.kode_ujian, id_soal: q.id_soal, ...body });
    expect((await save(q1, { ragu: true })).status).toBe(200);
    const key2 = section.keys.get(q2.id_soal) as OptionKey;
    expect((await save(q2, { value: letterOf(q2, key2), ragu: true })).status).toBe(200);
    const again = (await api.post('/soalUjianPg', auth, { kode_ujian: section.kode_ujian })).body
      .data as ExamSheet;
    expect(again.ragu.sort()).toEqual([q1.id_soal, q2.id_soal].sort());
    expect(shownOrders(again)).toEqual(shownOrders(sheet));
    const sub = await api.submit(auth, section.kode_ujian);
    expect(sub.body.data.nilai_pg).toBe(50);
  });

  it('refuses a bad flag, a flag on an essay, on a question outside the attempt, or with an essay; changes nothing', async () => {
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, kode);
    const q = pgOf(sheet)[0];
    const essay = questionsOf(sheet).find((x) => x.type_soal === 'Essay')!;
    const elsewhere = await makeTryout(t.db, [{ groups: [{ jumlah: 1, questions: [{}] }] }]);
    const cases: [Record<string, unknown>, string][] = [
      [{ id_soal: q.id_soal, ragu: 'ya' }, EXAM_REFUSAL_MSG.raguInvalid],
      [{ id_soal: q.id_soal }, EXAM_REFUSAL_MSG.saveOneKind],
      [{ id_soal: essay.id_soal, essay: 'teks', ragu: true }, EXAM_REFUSAL_MSG.saveOneKind],
      [{ id_soal: essay.id_soal, ragu: true }, EXAM_REFUSAL_MSG.wrongAnswerKind],
      [{ id_soal: elsewhere.materi[0].questions[0].id, ragu: true }, EXAM_REFUSAL_MSG.questionNotInAttempt],
    ];
    for (const [body, message] of cases) {
      const r = await api.post('/simpanJawaban', auth, { kode_ujian: kode, ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    // another candidate cannot flag this attempt's question
    const b = await makeCandidate(t.db);
    const r = await api.post('/simpanJawaban', b.auth, { kode_ujian: kode, id_soal: q.id_soal, ragu: true });
    expect(r.status).toBe(400);
    const flags = await attemptDraw(t.db, sheet.attempt_id);
    expect(flags.every((f) => f.ragu === 0)).toBe(true);
  });

  it('a course exam shuffles by its own setting; its student flags and scores in the shown letters', async () => {
    const course = await makeCourseExam(t.db, {
      acak_pilihan: true,
      type_soal: 'PG',
      jumlah_soal_PG: 3,
      jumlah_soal_essay: 0,
      materi: [{ groups: [{ jumlah: 3, questions: [{ kunci: 'B' }, { kunci: 'D' }, { kunci: 'E' }] }] }],
    });
    const kodeUjian = course.exam.kode_ujian;
    // the student sees the score at once here (not only after the exam closes)
    await t.db
      .updateTable('exams')
      .set({ nilai_setelah_tutup: 0 })
      .where('id_ujian', '=', course.exam.id_ujian)
      .execute();
    const login = await api.loginStudent(kodeUjian, '220001');
    expect(login.status).toBe(200);
    const auth = bearer(login.body.data.api_token);
    const sheet = await api.sheet(auth, kodeUjian);
    const qs = pgOf(sheet);
    expect(qs).toHaveLength(3);
    const rows = await attemptDraw(t.db, sheet.attempt_id);
    expect(new Map(rows.map((r) => [r.question_id, r.option_order]))).toEqual(shownOrders(sheet));
    expect(rows.every((r) => r.option_order?.length === 5)).toBe(true);
    const keys = course.materi[0].keys;
    for (const q of qs) {
      const r = await api.post('/simpanJawaban', auth, {
        kode_ujian: kodeUjian,
        id_soal: q.id_soal,
        value: letterOf(q, keys.get(q.id_soal) as OptionKey),
        ragu: true,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const resumed = (await api.post('/soalUjianPg', auth, { kode_ujian: kodeUjian })).body.data as ExamSheet;
    expect(resumed.ragu).toHaveLength(3);
    expect(shownOrders(resumed)).toEqual(shownOrders(sheet));
    const sub = await api.submit(auth, kodeUjian);
    expect(sub.status).toBe(200);
    expect(sub.body.data.nilai_pg).toBe(100);
  });

  it("staff set 'Acak pilihan jawaban' on a materi and a course exam; an edit without it keeps it", async () => {
    const dosen = await makeStaff(t.db, 'dosen');
    const other = await makeStaff(t.db, 'dosen');
    const call = (url: string, payload: unknown, auth = dosen.auth, method: 'POST' | 'PUT' = 'POST') =>
      t.app.inject({ method, url: `/tryout/api${url}`, headers: auth, payload: payload as object });
    const m = await call('/addMateri', {
      kode_ujian: 'ACAK-1',
      deskripsi: 'Acak',
      waktu: 30,
      urutan: 9,
      acak_pilihan: true,
    });
    expect(m.statusCode, m.body).toBe(200);
    expect(m.json().data.acak_pilihan).toBe(true);
    const id = m.json().data.id;
    const edit = (body: Record<string, unknown>) =>
      call('/editMasterMateri', {
        id,
        kode_ujian: 'ACAK-1',
        deskripsi: 'Acak',
        waktu: 30,
        urutan: 9,
        ...body,
      });
    expect((await edit({})).json().data.acak_pilihan).toBe(true);
    expect((await edit({ acak_pilihan: '0' })).json().data.acak_pilihan).toBe(false);
    expect((await edit({ acak_pilihan: 'true' })).json().data.acak_pilihan).toBe(true);
    for (const bad of ['ya', [1], { n: 1 }, 2]) {
      const r = await edit({ acak_pilihan: bad, deskripsi: 'Diubah' });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.body).toContain(STAFF_MSG.yesNoInvalid);
    }
    expect((await edit({})).json().data).toMatchObject({ deskripsi: 'Acak', acak_pilihan: true });

    // a course of this lecturer (the fixture's own exam on it is not used here)
    const courseId = (await makeCourseWithExam(t.db, dosen.user.id, 'PG')).course.id_matkul;
    const exam = {
      id_matkul: courseId,
      kode_ujian: 'ACAK-UTS',
      nama_ujian: 'UTS Acak',
      master_materi: 'Acak',
      jumlah_soal_PG: 5,
      waktu_ujian: 30,
      type_soal: 'PG',
      pass_ujian: 'p',
      mulai: '2026-12-01 8:00:00',
      selesai: '2026-12-01 9:00:00',
      materi: [id],
    };
    const e = await call('/ujian', { ...exam, acak_pilihan: 1 });
    expect(e.statusCode, e.body).toBe(200);
    expect(e.json().data.acak_pilihan).toBe(true);
    const idUjian = e.json().data.id_ujian;
    const kept = await call(`/updateujian/${idUjian}`, exam, dosen.auth, 'PUT');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.acak_pilihan).toBe(true);
    // another lecturer's course exam is not theirs to change
    const refused = await call(`/updateujian/${idUjian}`, { ...exam, acak_pilihan: 0 }, other.auth, 'PUT');
    expect(refused.statusCode).toBe(403);
    const off = await call(`/updateujian/${idUjian}`, { ...exam, acak_pilihan: false }, dosen.auth, 'PUT');
    expect(off.json().data.acak_pilihan).toBe(false);
    const row = await t.db
      .selectFrom('exams')
      .select('acak_pilihan')
      .where('id_ujian', '=', idUjian)
      .executeTakeFirstOrThrow();
    expect(row.acak_pilihan).toBe(0);
  });
});
