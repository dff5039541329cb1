import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it.each([
    // attempts, random, expected
    [0, 0, 2_500],
    [0, 1, 5_000],
    [1, 0, 5_000],
    [1, 1, 10_000],
    [3, 0.5, 30_000],
    [20, 0, 30 * 60_000],
    [20, 1, 60 * 60_000],
    [-1, 1, 5_000],
  ])('attempts %i, random %f → %i ms', (attempts, random, expected) => {
    expect(retryDelayMs(attempts, random)).toBe(expected);
  });
});
