import { describe, expect, it } from 'vitest';
import { evaluatePass, type MateriRecord } from './pass';

const m = (id: number, scores: (number | null)[], toefl = false): MateriRecord => ({
  materi_id: id,
  is_toefl: toefl,
  attempts: scores.map((nilai_pg) => ({ nilai_pg })),
});

describe('evaluatePass', () => {
  it.each([
    [
      'not filled: one materi without attempt',
      [m(1, [80]), m(2, [])],
      60,
      { filled: false, average: null, passed: false, min_attempts: 0 },
    ],
    [
      'filled, average of best scores ≥ KKM',
      [m(1, [40, 80]), m(2, [60])],
      60,
      { filled: true, average: 70, passed: true, min_attempts: 1 },
    ],
    [
      'filled, below KKM',
      [m(1, [50]), m(2, [60])],
      60,
      { filled: true, average: 55, passed: false, min_attempts: 1 },
    ],
    [
      'exactly KKM passes',
      [m(1, [60]), m(2, [60])],
      60,
      { filled: true, average: 60, passed: true, min_attempts: 1 },
    ],
    [
      'TOEFL scores are not averaged',
      [m(1, [70]), m(2, [0], true)],
      60,
      { filled: true, average: 70, passed: true, min_attempts: 1 },
    ],
    [
      'TOEFL without attempt: not filled',
      [m(1, [70]), m(2, [], true)],
      60,
      { filled: false, average: null, passed: false, min_attempts: 0 },
    ],
    [
      'essay-only materi (null nilai_pg) is left out',
      [m(1, [90]), m(2, [null])],
      60,
      { filled: true, average: 90, passed: true, min_attempts: 1 },
    ],
    [
      'two attempts everywhere',
      [m(1, [50, 55]), m(2, [40, 45])],
      60,
      { filled: true, average: 50, passed: false, min_attempts: 2 },
    ],
    [
      '2 decimals',
      [m(1, [33.33]), m(2, [66.67]), m(3, [50])],
      50,
      { filled: true, average: 50, passed: true, min_attempts: 1 },
    ],
    ['empty set', [], 60, { filled: false, average: null, passed: false, min_attempts: 0 }],
  ])('%s', (_n, materi, kkm, expected) => {
    expect(evaluatePass(materi, kkm)).toMatchObject(expected);
  });

  it('TOEFL done when every TOEFL materi has an attempt', () => {
    expect(evaluatePass([m(1, [1]), m(2, [1], true), m(3, [], true)], 60).toefl_done).toBe(false);
    expect(evaluatePass([m(1, [1]), m(2, [1], true), m(3, [0], true)], 60).toefl_done).toBe(true);
    expect(evaluatePass([m(1, [])], 60).toefl_done).toBe(true);
  });
});
