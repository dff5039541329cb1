import { describe, expect, it } from 'vitest';
import { delayAfter, delayTable, waitMinutes } from './failure-delay';

const MIN = 60_000;
// the defaults: 5 free failures, then 1 minute, doubling up to 5 minutes
const rule = { free: 5, firstMs: MIN, maxMs: 5 * MIN };

describe('failure delay', () => {
  it.each([
    [0, 0],
    [1, 0],
    [5, 0],
    [6, MIN],
    [7, 2 * MIN],
    [8, 4 * MIN],
    [9, 5 * MIN],
    [10, 5 * MIN],
    [1000, 5 * MIN],
  ])('after %i failures the next attempt waits %i ms', (failures, wait) => {
    expect(delayAfter(failures, rule)).toBe(wait);
  });

  it.each([
    ['no free failures', { free: 0, firstMs: 1000, maxMs: 10_000 }, 1, 1000],
    ['first equals the cap', { free: 4, firstMs: 10 * MIN, maxMs: 10 * MIN }, 9, 10 * MIN],
    ['huge counts do not overflow', { free: 0, firstMs: 1000, maxMs: 10_000 }, 10_000, 10_000],
  ])('%s', (_n, r, failures, wait) => {
    expect(delayAfter(failures, r)).toBe(wait);
  });

  it('the table holds the waits up to the first that reaches the cap', () => {
    expect(delayTable(rule)).toEqual([0, 0, 0, 0, 0, MIN, 2 * MIN, 4 * MIN, 5 * MIN]);
    expect(delayTable({ free: 4, firstMs: 10 * MIN, maxMs: 10 * MIN })).toEqual([0, 0, 0, 0, 10 * MIN]);
    // a cap below the first wait: the first delayed failure already waits the cap
    expect(delayTable({ free: 1, firstMs: 2 * MIN, maxMs: MIN })).toEqual([0, MIN]);
  });

  it.each([
    [1, 1],
    [59_999, 1],
    [60_000, 1],
    [60_001, 2],
    [4.5 * MIN, 5],
  ])('a wait of %i ms is told as %i minute(s)', (ms, minutes) => {
    expect(waitMinutes(ms)).toBe(minutes);
  });
});
