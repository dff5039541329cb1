import { describe, expect, it } from 'vitest';
import { difficultyIndex, discriminationIndex, pointBiserial, restScoreSums } from './indices';

/** Pearson r computed directly from paired lists (two-pass), the check of the sums formula. */
function pearson(x: number[], y: number[]): number {
  const mx = x.reduce((s, v) => s + v, 0) / x.length;
  const my = y.reduce((s, v) => s + v, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((xi, i) => {
    sxy += (xi - mx) * (y[i] - my);
    sxx += (xi - mx) ** 2;
    syy += (y[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

function sumsOf(x: number[], y: number[]) {
  return {
    n: x.length,
    sumX: x.reduce((s, v) => s + v, 0),
    sumY: y.reduce((s, v) => s + v, 0),
    sumYY: y.reduce((s, v) => s + v * v, 0),
    sumXY: x.reduce((s, v, i) => s + v * y[i], 0),
  };
}

describe('difficultyIndex', () => {
  it.each([
    [7, 10, 0.7],
    [0, 4, 0],
    [4, 4, 1],
    [0, 0, null],
  ])('%i correct of %i drawn → %s', (correct, drawn, p) => {
    expect(difficultyIndex(correct, drawn)).toBe(p);
  });
});

describe('discriminationIndex', () => {
  it.each([
    [{ upperCorrect: 3, lowerCorrect: 1, groupSize: 3 }, 2 / 3],
    [{ upperCorrect: 0, lowerCorrect: 3, groupSize: 3 }, -1],
    [{ upperCorrect: 2.5, lowerCorrect: 0.5, groupSize: 4 }, 0.5],
    [{ upperCorrect: 0, lowerCorrect: 0, groupSize: 0 }, null],
  ])('%o → %s', (counts, d) => {
    expect(discriminationIndex(counts)).toBe(d);
  });
});

describe('pointBiserial from sums', () => {
  const x = [1, 1, 0, 1, 0, 0, 1, 0];
  const y = [90, 75, 40, 60, 55, 30, 80, 45];

  it('equals the Pearson r of the paired lists', () => {
    expect(pointBiserial(sumsOf(x, y))).toBeCloseTo(pearson(x, y), 12);
  });

  it('rest score: the sums of y − w·x give the Pearson r with the rest score', () => {
    const rest = y.map((v, i) => v - 10 * x[i]);
    expect(pointBiserial(restScoreSums(sumsOf(x, y), 10))).toBeCloseTo(pearson(x, rest), 12);
  });

  it.each([
    ['every attempt correct', [1, 1, 1], [10, 20, 30]],
    ['every attempt wrong', [0, 0, 0], [10, 20, 30]],
    ['one total score for all', [1, 0, 1], [33.33, 33.33, 33.33]],
    ['a single attempt', [1], [50]],
    ['no attempt', [], []],
  ])('%s → null, not NaN', (_, xs, ys) => {
    expect(pointBiserial(sumsOf(xs, ys))).toBeNull();
  });
});
