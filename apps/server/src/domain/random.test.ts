import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';

describe('seededRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const take = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(take(20260101)).toEqual(take(20260101));
    expect(take(1)).not.toEqual(take(2));
  });

  it('stays in [0, 1) with a mean near 1/2', () => {
    const random = seededRandom(7);
    let sum = 0;
    for (let i = 0; i < 10_000; i++) {
      const u = random();
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      sum += u;
    }
    expect(sum / 10_000).toBeCloseTo(0.5, 1);
  });
});
