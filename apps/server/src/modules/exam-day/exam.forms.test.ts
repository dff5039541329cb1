import type { OptionKey } from '@tryout/shared/constants';
import type { CandidateQuestion, ExamSheet } from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import { FORM_MSG } from '@tryout/shared/question-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCourseExam, makeTryout } from '../../../test/exam-fixtures';
import { allKeys, allStrings, bearer, examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';
import { addFormQuestion, type FormQuestionSpec } from '../../../test/form-fixtures';

/** The original option a shown option is (forms' options '<p>Respons X</p>', the PG's '<p>Pilihan X</p>'). */
const originalOf = (html: string) => /(?:Respons|Pilihan) ([A-E])/.exec(html)?.[1] as OptionKey;
const letterOf = (q: CandidateQuestion, key: OptionKey) =>
  q.options.find((o) => originalOf(o.html) === key)?.key as OptionKey;

/** One question of each form (docs/decisions/0025), with keys no candidate response may carry. */
const FORMS = {
  kompleks: {
    type: 'PG Kompleks',
    isi: { label: 'Benar/Salah', pernyataan: ['<p>P1</p>', '<p>P2</p>', '<p>P3</p>', '<p>P4</p>'] },
    kunci: { jawaban: [true, false, true, true] },
    aturan_skor: 'kprim',
    bobot: 2,
  },
  ganda: {
    type: 'PG Jawaban Ganda',
    isi: {},
    kunci: { benar: ['A', 'C'], bobot: { A: 50, C: 50, B: -100, D: -100 } },
    aturan_skor: 'berbobot',
    options: true,
  },
  angka: {
    type: 'Isian Angka',
    isi: {},
    kunci: { jawaban: ['0,5', '1/2'], toleransi: 0.01, jenis_toleransi: 'mutlak' },
  },
  singkat: {
    type: 'Isian Singkat',
    isi: {},
    kunci: {
      jawaban: [
        { teks: 'Ibukota Rahasia', nilai: 100 },
        { teks: 'Batavia Rahasia', nilai: 50 },
      ],
      abaikan_huruf_besar: true,
    },
  },
  jodoh: {
    type: 'Menjodohkan',
    isi: { premis: ['<p>Air</p>', '<p>Garam</p>', '<p>Gula</p>'] },
    kunci: { pasangan: ['B', 'D', 'A'] },
    aturan_skor: 'per_pasangan',
    options: true,
  },
  bs: { type: 'Benar/Salah', isi: { label: 'Ya/Tidak' }, kunci: { jawaban: false } },
} satisfies Record<string, FormQuestionSpec>;

describe('the UTBK / AKM forms on the exam day (docs/decisions/0025)', () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let kode: string;
  let pgId: number;
  const ids: Record<keyof typeof FORMS, number> = {} as never;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    const set = await makeTryout(t.db, [
      { acak_pilihan: true, groups: [{ nama: 'Campur', jumlah: 0, questions: [{ kunci: 'A' }] }] },
    ]);
    kode = set.materi[0].kode_ujian;
    pgId = set.materi[0].questions[0].id;
    const groupId = set.materi[0].questions[0].group_id;
    for (const [name, f] of Object.entries(FORMS))
      ids[name as keyof typeof FORMS] = await addForm(f, groupId, set.materi[0].id);
  });
  afterAll(async () => t.close());

  const addForm = (f: FormQuestionSpec, groupId: number, materiId: number) =>
    addFormQuestion(t.db, f, groupId, materiId);

  const byId = (sheet: ExamSheet, id: number) =>
    questionsOf(sheet).find((q) => q.id_soal === id) as CandidateQuestion;
  const save = (auth: Record<string, string>, id_soal: number, jawaban: unknown, extra: object = {}) =>
    api.post('/simpanJawaban', auth, { kode_ujian: kode, id_soal, jawaban, ...extra });
  const storedForm = async (attemptId: number) =>
    Object.fromEntries(
      (
        await t.db
          .selectFrom('answers')
          .select(['question_id', 'value', 'isi'])
          .where('attempt_id', '=', attemptId)
          .execute()
      ).map((r) => [r.question_id, r.isi ?? r.value]),
    );

  it('the sheet carries each form without its key; a table keeps its statements in order, responses shuffle', async () => {
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, kode);
    const qs = questionsOf(sheet);
    expect(qs.map((q) => q.type_soal).sort()).toEqual(
      ['PG', ...Object.values(FORMS).map((f) => f.type)].sort(),
    );
    const kompleks = byId(sheet, ids.kompleks);
    expect(kompleks.isi).toEqual({ label: ['Benar', 'Salah'], pernyataan: FORMS.kompleks.isi.pernyataan });
    expect(kompleks.options).toEqual([]);
    expect(byId(sheet, ids.bs).isi).toEqual({ label: ['Ya', 'Tidak'] });
    expect(byId(sheet, ids.jodoh).isi).toEqual({ premis: FORMS.jodoh.isi.premis });
    for (const name of ['ganda', 'jodoh'] as const) {
      const q = byId(sheet, ids[name]);
      expect(q.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
      expect(q.options.map((o) => originalOf(o.html)).sort()).toEqual(['A', 'B', 'C', 'D']);
    }
    for (const name of ['angka', 'singkat'] as const) {
      expect(byId(sheet, ids[name]).isi).toEqual({});
      expect(byId(sheet, ids[name]).options).toEqual([]);
    }
    // never a key: no key field, no accepted answer, no weight or tolerance anywhere
    const keys = allKeys(sheet);
    for (const k of ['kunci', 'kunci_pg', 'benar', 'pasangan', 'bobot', 'toleransi', 'aturan_skor', 'nilai'])
      expect(keys).not.toContain(k);
    const strings = allStrings(sheet).join(' ');
    for (const secret of ['Ibukota Rahasia', 'Batavia Rahasia', '0,5', '1/2', 'kprim', 'berbobot'])
      expect(strings).not.toContain(secret);
  });

  it('the start screen lists the forms the exam holds', async () => {
    const { auth } = await makeCandidate(t.db);
    const r = await api.post('/ujian_detail', auth, { kode_ujian: kode });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.bentuk_soal).toEqual([
      'PG',
      'PG Kompleks',
      'PG Jawaban Ganda',
      'Isian Angka',
      'Isian Singkat',
      'Menjodohkan',
      'Benar/Salah',
    ]);
  });

  it('saves each form whole, stores original letters, and shows it back in the shown letters', async () => {
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, kode);
    const ganda = byId(sheet, ids.ganda);
    const jodoh = byId(sheet, ids.jodoh);
    const answers: Record<number, unknown> = {
      [ids.kompleks]: [true, false, true, null],
      [ids.ganda]: [letterOf(ganda, 'C'), letterOf(ganda, 'A')],
      [ids.angka]: ' 0.50 ',
      [ids.singkat]: 'ibukota   rahasia',
      [ids.jodoh]: [letterOf(jodoh, 'B'), null, letterOf(jodoh, 'A')],
      [ids.bs]: true,
    };
    for (const [id, jawaban] of Object.entries(answers)) {
      const r = await save(auth, Number(id), jawaban);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const stored = await storedForm(sheet.attempt_id);
    expect(JSON.parse(stored[ids.ganda])).toEqual(['C', 'A']);
    expect(JSON.parse(stored[ids.jodoh])).toEqual(['B', null, 'A']);
    expect(JSON.parse(stored[ids.kompleks])).toEqual([true, false, true, null]);
    expect(JSON.parse(stored[ids.angka])).toBe(' 0.50 ');
    const again = (await api.post('/soalUjianPg', auth, { kode_ujian: kode })).body.data as ExamSheet;
    expect(again.jawaban).toEqual(Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v])));
    expect(again.answers).toEqual({});
    // ragu-ragu on a form's question
    const flagged = await save(auth, ids.kompleks, [true, false, true, true], { ragu: true });
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
    const flags = (await api.post('/soalUjianPg', auth, { kode_ujian: kode })).body.data as ExamSheet;
    expect(flags.ragu).toEqual([ids.kompleks]);
    // an older 'urutan' does not overwrite a newer answer
    expect((await save(auth, ids.bs, false, { urutan: 2000 })).status).toBe(200);
    const stale = await save(auth, ids.bs, true, { urutan: 1000 });
    expect(stale.status).toBe(409);
    expect(JSON.parse((await storedForm(sheet.attempt_id))[ids.bs])).toBe(false);
  });

  it('hostile answers get the Indonesian 400 and change nothing', async () => {
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, kode);
    const ganda = byId(sheet, ids.ganda);
    const valid: Record<number, unknown> = {
      [ids.kompleks]: [true, true, true, true],
      [ids.ganda]: [letterOf(ganda, 'A')],
      [ids.angka]: '8,5',
      [ids.singkat]: 'Jakarta',
      [ids.jodoh]: ['A', 'B', 'C'],
      [ids.bs]: false,
    };
    for (const [id, jawaban] of Object.entries(valid))
      expect((await save(auth, Number(id), jawaban)).status).toBe(200);
    const before = await storedForm(sheet.attempt_id);
    const cases: [number, unknown, string][] = [
      [ids.kompleks, [true, false, true], FORM_MSG.answerTable],
      [ids.kompleks, [true, false, true, true, false], FORM_MSG.answerTable],
      [ids.kompleks, ['B', 'S', 'B', 'B'], FORM_MSG.answerTable],
      [ids.kompleks, 'B,S,B,B', FORM_MSG.answerTable],
      [ids.kompleks, { 0: true }, FORM_MSG.answerTable],
      [ids.kompleks, Array(100_000).fill(true), FORM_MSG.answerTable],
      [ids.ganda, ['A', 'A'], FORM_MSG.answerMultiple],
      [ids.ganda, ['E'], FORM_MSG.answerMultiple],
      [ids.ganda, ['A', 'B', 'C', 'D', 'E', 'A'], FORM_MSG.answerMultiple],
      [ids.ganda, 'A', FORM_MSG.answerMultiple],
      [ids.angka, '1e309', FORM_MSG.answerNumber],
      [ids.angka, 'NaN', FORM_MSG.answerNumber],
      [ids.angka, 'Infinity', FORM_MSG.answerNumber],
      [ids.angka, 8.5, FORM_MSG.answerNumber],
      [ids.angka, '1'.repeat(51), FORM_MSG.answerNumber],
      [ids.angka, ['8,5'], FORM_MSG.answerNumber],
      [ids.singkat, 'x'.repeat(501), FORM_MSG.answerShort],
      [ids.singkat, 'x'.repeat(500_000), FORM_MSG.answerShort],
      [ids.singkat, { teks: 'Jakarta' }, FORM_MSG.answerShort],
      [ids.jodoh, ['A', 'B'], FORM_MSG.answerMatching],
      [ids.jodoh, ['A', 'B', 'C', 'D'], FORM_MSG.answerMatching],
      [ids.jodoh, ['A', 'B', 'E'], FORM_MSG.answerMatching],
      [ids.jodoh, [0, 1, 2], FORM_MSG.answerMatching],
      [ids.bs, 'Benar', FORM_MSG.answerTrueFalse],
      [ids.bs, 1, FORM_MSG.answerTrueFalse],
      [pgId, ['A'], FORM_MSG.answerNotForm],
      [999_999, true, EXAM_REFUSAL_MSG.questionNotInAttempt],
    ];
    for (const [id, jawaban, message] of cases) {
      const r = await save(auth, id, jawaban);
      expect(r.status, `${id} ${JSON.stringify(jawaban).slice(0, 80)}`).toBe(400);
      expect(r.body.message).toBe(message);
    }
    // a JSON number beyond the doubles (parsed as Infinity), a letter or an essay for a form
    const raw = await t.app.inject({
      method: 'POST',
      url: '/tryout/api/simpanJawaban',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: `{"kode_ujian":"${kode}","id_soal":${ids.angka},"jawaban":1e309}`,
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().message).toBe(FORM_MSG.answerNumber);
    for (const body of [{ value: 'A' }, { essay: 'teks' }]) {
      const r = await api.post('/simpanJawaban', auth, { kode_ujian: kode, id_soal: ids.bs, ...body });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(FORM_MSG.answerIsForm);
    }
    const both = await save(auth, ids.bs, true, { value: 'A' });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(EXAM_REFUSAL_MSG.saveOneKind);
    expect(await storedForm(sheet.attempt_id)).toEqual(before);
  });

  it('the submit scores every form on the server by its rule and weight (hand-computed)', async () => {
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, kode);
    const ganda = byId(sheet, ids.ganda);
    const jodoh = byId(sheet, ids.jodoh);
    const answers: [number, unknown][] = [
      // Kprim: one statement wrong → 0.5, weight 2 → 1 of 2
      [ids.kompleks, [true, false, true, false]],
      // weighted: A (50) + D (−100) → floored at 0
      [ids.ganda, [letterOf(ganda, 'A'), letterOf(ganda, 'D')]],
      // '1/2' within the key 0,5 → 1
      [ids.angka, '1/2'],
      // the 50 % answer, other case and spaces → 0.5
      [ids.singkat, '  batavia   RAHASIA '],
      // per pair: 2 of 3 → 0.667
      [ids.jodoh, [letterOf(jodoh, 'B'), letterOf(jodoh, 'D'), letterOf(jodoh, 'C')]],
      // the key is false ('Tidak'): right → 1
      [ids.bs, false],
    ];
    for (const [id, jawaban] of answers) expect((await save(auth, id, jawaban)).status).toBe(200);
    const pg = byId(sheet, pgId);
    expect((await api.save(auth, kode, pgId, letterOf(pg, 'A'))).status).toBe(200);
    const sub = await api.submit(auth, kode);
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    // Σ bobot × score = 1 (PG) + 2×0.5 + 0 + 1 + 0.5 + 2/3 + 1 = 5.1667; Σ bobot = 8
    expect(sub.body.data.nilai_pg).toBe(
      Math.round(((100 * (1 + 1 + 0 + 1 + 0.5 + 2 / 3 + 1)) / 8) * 100) / 100,
    );
    expect(sub.body.data.nilai_pg).toBe(64.58);
    expect(sub.body.data.nilai_akhir).toBe(64.58);
    // the tally: right only with full credit
    expect(sub.body.data.rincian).toEqual([
      { nama_group: 'Campur', benar: 3, salah: 4, kosong: 0, essay: 0 },
    ]);
  });

  it('an empty isian and an untouched table score 0 and count as empty', async () => {
    const { auth } = await makeCandidate(t.db);
    await api.sheet(auth, kode);
    expect((await save(auth, ids.angka, '   ')).status).toBe(200);
    expect((await save(auth, ids.kompleks, [null, null, null, null])).status).toBe(200);
    const sub = await api.submit(auth, kode);
    expect(sub.body.data.nilai_pg).toBe(0);
    expect(sub.body.data.rincian).toEqual([
      { nama_group: 'Campur', benar: 0, salah: 0, kosong: 7, essay: 0 },
    ]);
  });

  it('a course exam draws the forms as its PG questions, takes their answers and scores them', async () => {
    const course = await makeCourseExam(t.db, {
      type_soal: 'PG',
      jumlah_soal_PG: 3,
      jumlah_soal_essay: 0,
      acak_pilihan: true,
      materi: [{ groups: [{ jumlah: 3, questions: [{ kunci: 'B' }] }] }],
    });
    const m = course.materi[0];
    const tableId = await addForm(FORMS.kompleks, m.questions[0].group_id, m.id);
    const matchId = await addForm(FORMS.jodoh, m.questions[0].group_id, m.id);
    const kodeUjian = course.exam.kode_ujian;
    const login = await api.loginStudent(kodeUjian, '230001');
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const auth = bearer(login.body.data.api_token);
    const sheet = await api.sheet(auth, kodeUjian);
    expect(
      questionsOf(sheet)
        .map((q) => q.type_soal)
        .sort(),
    ).toEqual(['Menjodohkan', 'PG', 'PG Kompleks']);
    const jodoh = byId(sheet, matchId);
    const saves: [number, unknown][] = [
      [tableId, [true, false, true, true]],
      [matchId, [letterOf(jodoh, 'B'), letterOf(jodoh, 'D'), letterOf(jodoh, 'A')]],
    ];
    for (const [id, jawaban] of saves) {
      const r = await api.post('/simpanJawaban', auth, { kode_ujian: kodeUjian, id_soal: id, jawaban });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect((await api.submit(auth, kodeUjian)).status).toBe(200);
    // stored scored: the table (weight 2) and the matching right, the PG unanswered → 3 of 4
    const result = await t.db
      .selectFrom('results')
      .select('nilai_pg')
      .where('id_ujian', '=', course.exam.id_ujian)
      .executeTakeFirstOrThrow();
    expect(Number(result.nilai_pg)).toBe(75);
  });
});
