import { describe, expect, it } from 'vitest';
import { analyseItem, type ScoreLevel } from './item';

const level = (
  score: number,
  drawn: number,
  correct: number,
  extra: Partial<ScoreLevel> = {},
): ScoreLevel => ({
  score,
  drawn,
  correct,
  empty: 0,
  options: {},
  ...extra,
});

/** The item statistics of the UTBK / AKM forms (docs/decisions/0027): scores in [0, 1], parts, several keys. */
describe('item analysis of the forms', () => {
  it('p is the mean item score; r_pb uses Σx² of the part credits', () => {
    // three attempts: item scores 0, 0.5, 1 at totals 10, 20, 30 → r = 1, p = 0.5
    const a = analyseItem({
      id: 1,
      key: null,
      levels: [
        level(10, 1, 0, { squares: 0 }),
        level(20, 1, 0.5, { squares: 0.25 }),
        level(30, 1, 1, { squares: 1 }),
      ],
    });
    expect(a.p).toBeCloseTo(0.5, 12);
    expect(a.r_pb).toBeCloseTo(1, 12);
    // the same sums read as 0/1 (Σx² = Σx = 1.5) would give another r: the squares matter
    const asBinary = analyseItem({
      id: 1,
      key: null,
      levels: [level(10, 1, 0), level(20, 1, 0.5), level(30, 1, 1)],
    });
    expect(asBinary.r_pb).not.toBeCloseTo(1, 3);
  });

  it('PG Jawaban Ganda: each right option is a key, the others distractors judged by how often they are chosen', () => {
    const a = analyseItem({
      id: 1,
      key: null,
      keys: ['A', 'C'],
      options: ['A', 'B', 'C', 'D'],
      levels: [level(50, 40, 20, { options: { A: 35, B: 10, C: 25, D: 1 } })],
    });
    expect(a.options.map((o) => [o.option, o.is_key, o.count, o.distractor])).toEqual([
      ['A', true, 35, null],
      ['B', false, 10, 'berfungsi'],
      ['C', true, 25, null],
      ['D', false, 1, 'tidak berfungsi'],
    ]);
    expect(a.parts).toBeNull();
  });

  it('PG Kompleks / Menjodohkan: p per statement or premise over the attempts that drew the question', () => {
    const a = analyseItem({
      id: 1,
      key: null,
      partCount: 3,
      levels: [level(40, 6, 2, { parts: [6, 3, 1] }), level(80, 4, 3, { parts: [4, 4] })],
    });
    expect(a.parts).toEqual([
      { correct: 10, p: 1 },
      { correct: 7, p: 0.7 },
      { correct: 1, p: 0.1 },
    ]);
  });
});
