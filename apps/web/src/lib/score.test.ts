import { describe, expect, it } from 'vitest';
import { formatScore } from './score';

describe('formatScore: a decimal comma in every score (docs/decisions/0036)', () => {
  it.each([
    [13.333333, '13,33'],
    [13.33, '13,33'],
    [80.5, '80,5'],
    [75, '75'],
    [0, '0'],
    [100, '100'],
    [66.666, '66,67'],
    [612, '612'],
    [1234.5, '1234,5'],
    [null, '-'],
    [undefined, '-'],
    [Number.NaN, '-'],
  ])('%s → %j', (n, shown) => {
    expect(formatScore(n)).toBe(shown);
  });
});
