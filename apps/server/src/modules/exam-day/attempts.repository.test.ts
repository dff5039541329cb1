import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { makeCandidate } from '../../../test/factories';
import { nowIso } from '../../lib/time';
import { attemptDraw } from './answers.repository';
import { insertAttempt } from './attempts.repository';

/** Starting an attempt writes the attempt and its frozen draw together, or nothing at all. */
describe('insertAttempt', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    // the draw has no key per question (docs/decisions/0043): here the database refuses any draw
    // holding question 987654321, so the draw's insert fails after the attempt's
    await (t.dialect === 'postgres'
      ? sql`alter table attempt_draws add constraint refused_draw check ((questions -> '987654321') is null)`
      : sql`create trigger refused_draw before insert on attempt_draws
            when (new.questions -> '987654321') is not null begin select raise(abort, 'refused draw'); end`
    ).execute(t.db);
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
    const draw = (
      await Promise.all(
        attempts.map(async (a) =>
          (
            await attemptDraw(t.db, a.id)
          ).map(({ question_id, number, option_order }) => ({
            attempt_id: a.id,
            question_id,
            number,
            option_order,
          })),
        ),
      )
    ).flat();
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
      { question_id: 987_654_321, number: 2, option_order: 'ABCDE' }, // the draw the database refuses
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
