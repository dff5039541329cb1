import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import { SAVE_ORDER_MSG } from '@tryout/shared/exam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { examApi, questionsOf } from '../../../test/exam-helpers';
import { makeCandidate } from '../../../test/factories';

/**
 * Two tabs of one session (docs/decisions/0005): every save carries an 'urutan' per question; the server
 * keeps the newest and refuses an older one, so a stale tab cannot overwrite a newer answer.
 */
describe("saves carry an 'urutan': the newest wins, a stale one is refused", () => {
  let t: TestContext;
  let api: ReturnType<typeof examApi>;
  let kode: string;
  let set: Awaited<ReturnType<typeof makeTryout>>;

  beforeAll(async () => {
    t = await createTestContext();
    api = examApi(t);
    set = await makeTryout(t.db, [
      {
        groups: [
          { nama: 'Urutan', jumlah: 0, questions: [{ kunci: 'A' }, { kunci: 'B' }, { type: 'Essay' }] },
        ],
      },
    ]);
    kode = set.materi[0].kode_ujian;
  });
  afterAll(async () => t.close());

  /** A candidate in an attempt with its PG questions and its essay question. */
  async function taker() {
    const { auth } = await makeCandidate(t.db);
    const sheet = await api.sheet(auth, kode);
    const qs = questionsOf(sheet);
    const pg = qs.filter((q) => q.type_soal === 'PG').map((q) => q.id_soal);
    const essay = qs.find((q) => q.type_soal === 'Essay')?.id_soal as number;
    return { auth, attemptId: sheet.attempt_id, pg, essay };
  }
  const save = (auth: Record<string, string>, body: Record<string, unknown>) =>
    api.post('/simpanJawaban', auth, { kode_ujian: kode, ...body });
  const stored = (attemptId: number, questionId: number) =>
    t.db
      .selectFrom('answers')
      .select(['value', 'seq', 'updated_at'])
      .where('attempt_id', '=', attemptId)
      .where('question_id', '=', questionId)
      .executeTakeFirst();
  const storedEssay = (attemptId: number, questionId: number) =>
    t.db
      .selectFrom('essay_answers')
      .select(['answer', 'seq'])
      .where('attempt_id', '=', attemptId)
      .where('question_id', '=', questionId)
      .executeTakeFirst();

  it('refuses an older save with 409 and changes nothing; the same or a newer one wins', async () => {
    const { auth, attemptId, pg } = await taker();
    const [q] = pg;
    const newer = Date.now();
    expect((await save(auth, { id_soal: q, value: 'B', urutan: newer })).status).toBe(200);
    const before = await stored(attemptId, q);
    expect(before).toMatchObject({ value: 'B', seq: newer });

    const stale = await save(auth, { id_soal: q, value: 'C', urutan: newer - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SAVE_ORDER_MSG.staleSave);
    expect(await stored(attemptId, q)).toEqual(before);
    // the page refetches: the sheet shows the newer answer
    expect((await api.sheet(auth, kode)).answers[q]).toBe('B');

    // a re-send of the same save, then a newer one
    expect((await save(auth, { id_soal: q, value: 'B', urutan: newer })).status).toBe(200);
    expect((await save(auth, { id_soal: q, value: 'D', urutan: newer + 5 })).status).toBe(200);
    expect(await stored(attemptId, q)).toMatchObject({ value: 'D', seq: newer + 5 });
    // the stale check is per question: another question takes any 'urutan'
    expect((await save(auth, { id_soal: pg[1], value: 'A', urutan: 1 })).status).toBe(200);
  });

  it('a save without an urutan (a page loaded before it) is accepted, and keeps the stored urutan', async () => {
    const { auth, attemptId, pg, essay } = await taker();
    const [q] = pg;
    expect((await save(auth, { id_soal: q, value: 'A', urutan: 1000 })).status).toBe(200);
    expect((await api.save(auth, kode, q, 'C')).status).toBe(200);
    expect(await stored(attemptId, q)).toMatchObject({ value: 'C', seq: 1000 });
    // a stale sequenced save is still refused after the unsequenced one (docs/decisions/0010)
    const stale = await save(auth, { id_soal: q, value: 'E', urutan: 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SAVE_ORDER_MSG.staleSave);
    expect(await stored(attemptId, q)).toMatchObject({ value: 'C', seq: 1000 });
    expect((await save(auth, { id_soal: q, value: 'E', urutan: 1001 })).status).toBe(200);
    expect(await stored(attemptId, q)).toMatchObject({ value: 'E', seq: 1001 });
    // the checked path (a ragu-ragu mark with the letter) and essays keep it the same way
    expect((await save(auth, { id_soal: q, value: 'B', ragu: true })).status).toBe(200);
    expect(await stored(attemptId, q)).toMatchObject({ value: 'B', seq: 1001 });
    expect((await save(auth, { id_soal: q, value: 'D', urutan: 1000 })).status).toBe(409);
    expect((await save(auth, { id_soal: essay, essay: 'Baru', urutan: 70 })).status).toBe(200);
    expect((await save(auth, { id_soal: essay, essay: 'Tanpa urutan' })).status).toBe(200);
    expect(await storedEssay(attemptId, essay)).toMatchObject({ answer: 'Tanpa urutan', seq: 70 });
    expect((await save(auth, { id_soal: essay, essay: 'Lama', urutan: 69 })).status).toBe(409);
    expect(await storedEssay(attemptId, essay)).toMatchObject({ answer: 'Tanpa urutan', seq: 70 });
  });

  it('a row first written without an urutan takes any sequenced save', async () => {
    const { auth, attemptId, pg } = await taker();
    const [q] = pg;
    expect((await api.save(auth, kode, q, 'C')).status).toBe(200);
    expect(await stored(attemptId, q)).toMatchObject({ value: 'C', seq: null });
    expect((await save(auth, { id_soal: q, value: 'E', urutan: 5 })).status).toBe(200);
    expect(await stored(attemptId, q)).toMatchObject({ value: 'E', seq: 5 });
  });

  it('a stale save with a ragu-ragu mark changes neither the answer nor the mark', async () => {
    const { auth, attemptId, pg } = await taker();
    const [q] = pg;
    expect((await save(auth, { id_soal: q, value: 'B', urutan: 200 })).status).toBe(200);
    const stale = await save(auth, { id_soal: q, value: 'A', ragu: true, urutan: 100 });
    expect(stale.status).toBe(409);
    expect(await stored(attemptId, q)).toMatchObject({ value: 'B', seq: 200 });
    // the sheet (what any tab reads back) shows no mark
    expect((await api.sheet(auth, kode)).ragu).not.toContain(q);
  });

  it('essays: a stale essay is refused, a newer one replaces', async () => {
    const { auth, attemptId, essay } = await taker();
    expect((await save(auth, { id_soal: essay, essay: 'Jawaban baru', urutan: 50 })).status).toBe(200);
    const stale = await save(auth, { id_soal: essay, essay: 'Jawaban lama', urutan: 49 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SAVE_ORDER_MSG.staleSave);
    expect(await storedEssay(attemptId, essay)).toMatchObject({ answer: 'Jawaban baru', seq: 50 });
    expect((await save(auth, { id_soal: essay, essay: 'Jawaban terbaru', urutan: 51 })).status).toBe(200);
    expect(await storedEssay(attemptId, essay)).toMatchObject({ answer: 'Jawaban terbaru', seq: 51 });
  });

  it('two tabs racing on one question: whatever the arrival order, the newest urutan is what stays', async () => {
    const { auth, attemptId, pg } = await taker();
    const [q] = pg;
    const base = Date.now();
    // 30 saves of two tabs, sent at once in a shuffled order with the newest first (the stale ones
    // arrive after it); the value of urutan i is letter i % 5
    const order = [29, ...Array.from({ length: 29 }, (_, i) => i).sort(() => Math.random() - 0.5)];
    const letter = (i: number) => OPTION_KEYS[i % 5] as OptionKey;
    const results = await Promise.all(
      order.map((i) => save(auth, { id_soal: q, value: letter(i), urutan: base + i })),
    );
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(results.some((r) => r.status === 200)).toBe(true);
    // the newest save is never refused
    expect(results[order.indexOf(29)].status).toBe(200);
    expect(await stored(attemptId, q)).toMatchObject({ value: letter(29), seq: base + 29 });
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toBe(SAVE_ORDER_MSG.staleSave);
  });

  it('a stale tab cannot overwrite through the submit: carried answers fill only what no save wrote', async () => {
    const { auth, attemptId, pg, essay } = await taker();
    const key = (id: number) => set.byId.get(id)?.kunci_pg as OptionKey;
    const wrong = (id: number) => (key(id) === 'E' ? 'D' : 'E');
    // the newer tab saved a wrong answer on purpose; the stale tab still shows the right one
    expect((await save(auth, { id_soal: pg[0], value: wrong(pg[0]), urutan: 10 })).status).toBe(200);
    expect((await save(auth, { id_soal: essay, essay: 'Dari tab baru', urutan: 10 })).status).toBe(200);
    const sub = await api.submit(auth, kode, {
      array_answer: [
        { id_soal: pg[0], value: key(pg[0]) },
        { id_soal: pg[1], value: key(pg[1]) },
      ],
      jawaban_essay: [{ id_soal: essay, answerEssay: 'Dari tab lama' }],
    });
    expect(sub.status).toBe(200);
    expect(await stored(attemptId, pg[0])).toMatchObject({ value: wrong(pg[0]), seq: 10 });
    expect(await stored(attemptId, pg[1])).toMatchObject({ value: key(pg[1]) });
    expect(await storedEssay(attemptId, essay)).toMatchObject({ answer: 'Dari tab baru' });
    // scored as stored: one of the two PG questions right
    const attempt = await t.db
      .selectFrom('attempts')
      .select('nilai_pg')
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    expect(Number(attempt.nilai_pg)).toBe(50);
  });

  it('refuses a bad urutan with a clear message and changes nothing', async () => {
    const { auth, attemptId, pg } = await taker();
    for (const bad of [-1, 1.5, 'satu', Number.MAX_SAFE_INTEGER + 2]) {
      const r = await save(auth, { id_soal: pg[0], value: 'A', urutan: bad });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(SAVE_ORDER_MSG.urutanInvalid);
    }
    expect(await stored(attemptId, pg[0])).toBeUndefined();
  });
});
