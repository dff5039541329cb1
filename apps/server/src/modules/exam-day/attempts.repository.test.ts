import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { makeCandidate } from '../../../test/factories';
import { nowIso } from '../../lib/time';
import { insertAttempt } from './attempts.repository';

/** Starting an attempt writes the attempt and its frozen draw together, or nothing at all. */
describe('insertAttempt', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  const started = () => {
    const now = nowIso();
    return { type_soal: 'PG' as const, started_at: now, deadline_at: now, attempt_no: 1, id_ujian: null };
  };
  const rowsOf = async (candidateId: number) => {
    const attempts = await t.db
      .selectFrom('attempts')
      .select('id')
      .where('candidate_id', '=', candidateId)
      .execute();
    const draw = await t.db
      .selectFrom('attempt_questions')
      .select(['attempt_id', 'question_id', 'number', 'option_order'])
      .where('attempt_id', 'in', attempts.map((a) => a.id).concat(-1))
      .orderBy('number')
      .execute();
    return { attempts, draw };
  };

  it('writes the attempt and every drawn question with its number and its option order', async () => {
    const { materi } = await makeTryout(t.db);
    const { candidate } = await makeCandidate(t.db);
    const orders = ['CAEBD', null, 'BDAC'];
    const draw = materi[0].questions.map((q, i) => ({
      question_id: q.id,
      number: i + 1,
      option_order: orders[i % orders.length],
    }));
    const id = await insertAttempt(
      t.db,
      t.dialect,
      { ...started(), taker: { kind: 'candidate', candidateId: candidate.id }, materi_id: materi[0].id },
      draw,
    );
    const { attempts, draw: stored } = await rowsOf(candidate.id);
    expect(attempts).toEqual([{ id }]);
    expect(stored).toEqual(draw.map((d) => ({ attempt_id: id, ...d })));
  });

  it('writes nothing when one drawn question cannot be stored', async () => {
    const { materi } = await makeTryout(t.db);
    const { candidate } = await makeCandidate(t.db);
    const draw = [
      { question_id: materi[0].questions[0].id, number: 1, option_order: null },
      { question_id: 987_654_321, number: 2, option_order: 'ABCDE' }, // no such question: the foreign key refuses it
    ];
    await expect(
      insertAttempt(
        t.db,
        t.dialect,
        { ...started(), taker: { kind: 'candidate', candidateId: candidate.id }, materi_id: materi[0].id },
        draw,
      ),
    ).rejects.toThrow();
    expect(await rowsOf(candidate.id)).toEqual({ attempts: [], draw: [] });
  });

  it('starts of the same moment are each written whole, and one that fails does not fail the others', async () => {
    const { materi } = await makeTryout(t.db);
    const m = materi[0];
    const people = await Promise.all(Array.from({ length: 5 }, () => makeCandidate(t.db)));
    const good = m.questions.map((q, i) => ({ question_id: q.id, number: i + 1, option_order: null }));
    const bad = [{ question_id: 987_654_321, number: 1, option_order: null }];
    // all at once, as a start spike sends them
    const outcomes = await Promise.allSettled(
      people.map(({ candidate }, i) =>
        insertAttempt(
          t.db,
          t.dialect,
          { ...started(), taker: { kind: 'candidate', candidateId: candidate.id }, materi_id: m.id },
          i === 2 ? bad : good,
        ),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    for (const [i, { candidate }] of people.entries()) {
      const { attempts, draw } = await rowsOf(candidate.id);
      if (i === 2) expect({ attempts, draw }).toEqual({ attempts: [], draw: [] });
      else {
        const id = (outcomes[i] as PromiseFulfilledResult<number>).value;
        expect(attempts).toEqual([{ id }]);
        expect(draw).toEqual(good.map((d) => ({ attempt_id: id, ...d })));
      }
    }
  });
});
