import { describe, expect, it } from 'vitest';
import { chiSquarePValue, invertSpd, logGamma, logistic, softplus } from './numeric';

describe('numeric helpers', () => {
  it.each([
    // statistic, df, upper-tail p (tables of the chi-square distribution)
    [3.841459, 1, 0.05],
    [6.634897, 1, 0.01],
    [18.307038, 10, 0.05],
    [2, 2, Math.exp(-1)],
    [15.507313, 8, 0.05],
    [0.5, 9, 0.99997],
  ])('chi-square %f with %i df has p = %f', (x, df, p) => {
    expect(chiSquarePValue(x, df)).toBeCloseTo(p, 5);
  });

  it('logGamma matches factorials and Γ(1/2) = √π', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
    expect(logGamma(101)).toBeCloseTo(363.73937555556347, 9);
  });

  it('softplus and logistic stay finite far out', () => {
    expect(softplus(800)).toBe(800);
    expect(softplus(-800)).toBe(0);
    expect(logistic(-800)).toBe(0);
    expect(logistic(800)).toBe(1);
    expect(softplus(0)).toBeCloseTo(Math.LN2, 15);
  });

  it('invertSpd inverts a positive-definite matrix and refuses a singular one', () => {
    const m = Float64Array.from([4, 2, 0.6, 2, 2, 0.5, 0.6, 0.5, 3]);
    const inv = invertSpd(m, 3)!;
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) {
        let s = 0;
        for (let k = 0; k < 3; k++) s += m[i * 3 + k] * inv[k * 3 + j];
        expect(s).toBeCloseTo(i === j ? 1 : 0, 12);
      }
    expect(invertSpd(Float64Array.from([1, 1, 1, 1]), 2)).toBeNull();
    expect(invertSpd(Float64Array.from([-1, 0, 0, 1]), 2)).toBeNull();
  });
});
