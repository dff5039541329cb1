import { describe, expect, it } from 'vitest';
import type { CalibratedItem } from './calibrate';
import { overallScore, reviewItem, scoringParameters, toDisplay } from './review';

const item = (over: Partial<CalibratedItem>): CalibratedItem => ({
  index: 0,
  responses: 500,
  pCorrect: 0.6,
  estimable: true,
  flags: [],
  a: 1.1,
  b: -0.4,
  seA: 0.1,
  seB: 0.08,
  fit: { statistic: 'rest_sx2', chiSquare: 7.5, df: 8, pValue: 0.48, groups: 10 },
  ...over,
});

describe('reviewItem', () => {
  it.each([
    ['a good item', {}, [], true],
    ['a < 0.3', { a: 0.29 }, ['low_a'], true],
    ['a = 0.3 is not low', { a: 0.3 }, [], true],
    ['b > 3', { b: 3.2 }, ['extreme_b'], true],
    ['b < −3', { b: -3.01 }, ['extreme_b'], true],
    ['both', { a: 0.2, b: -4 }, ['low_a', 'extreme_b'], true],
    ['flat (no b)', { a: 0.005, b: null, flags: ['flat'] }, ['flat'], false],
    [
      'a constant column',
      { a: null, b: null, estimable: false, flags: ['all_correct'] },
      ['all_correct'],
      false,
    ],
  ] as const)('%s', (_, over, flags, usable) => {
    const r = reviewItem(item(over as Partial<CalibratedItem>));
    expect(r.flags).toEqual(flags);
    expect(r.enough).toBe(true);
    expect(r.usable).toBe(usable);
  });

  it('below 200 responses the numbers are withheld, whatever they were', () => {
    const r = reviewItem(item({ responses: 199, flags: ['few_responses'], a: 0.1, b: 5 }));
    expect(r).toMatchObject({
      enough: false,
      usable: false,
      a: null,
      b: null,
      seA: null,
      seB: null,
      fitP: null,
    });
    expect(r.flags).toEqual(['few_responses']);
    expect(reviewItem(item({ responses: 200 })).enough).toBe(true);
    // a smaller minimum is honoured (and flagged by the review itself)
    expect(reviewItem(item({ responses: 150 }), 100).enough).toBe(true);
    expect(reviewItem(item({ responses: 150 }), 160).flags).toEqual(['few_responses']);
  });

  it('keeps the fit statistic and its p-value', () => {
    expect(reviewItem(item({}))).toMatchObject({ fitChiSquare: 7.5, fitP: 0.48, a: 1.1, b: -0.4 });
  });
});

describe('scoringParameters', () => {
  it('uses only usable items; the others are skipped (null)', () => {
    const reviewed = [item({}), item({ responses: 10 }), item({ a: 0.005, b: null, flags: ['flat'] })].map(
      (i) => reviewItem(i),
    );
    expect(scoringParameters(reviewed)).toEqual([
      { a: 1.1, b: -0.4 },
      { a: null, b: null },
      { a: null, b: null },
    ]);
  });
});

describe('display scores', () => {
  it.each([
    [0, 1, { skor: 500, se: 100 }],
    [1.234, 0.3456, { skor: 623, se: 34.6 }],
    [-6, 0.5, { skor: 0, se: 50 }],
    [7, 0.5, { skor: 1000, se: 50 }],
  ])('θ %f, SD %f', (theta, sd, want) => {
    expect(toDisplay(theta, sd)).toEqual(want);
  });

  it('overall: the mean of the materi scores, SE √Σse² / n', () => {
    expect(overallScore([])).toBeNull();
    expect(overallScore([{ skor: 600, se: 30 }])).toEqual({ skor: 600, se: 30 });
    expect(
      overallScore([
        { skor: 600, se: 30 },
        { skor: 450, se: 40 },
      ]),
    ).toEqual({ skor: 525, se: 25 });
  });
});
