import { describe, expect, it } from 'vitest';
import { formatHms, nextTickMs } from './Countdown';

describe('nextTickMs: the countdown ticks just after each whole second of the time left', () => {
  it.each([
    // ms left, next tick in
    [90_400, 405],
    [90_999, 1004],
    [90_000, 1005],
    [1, 6],
    [0, 1000],
    [-500, 1000],
  ])('%i ms left → %i ms', (left, next) => {
    expect(nextTickMs(left)).toBe(next);
  });

  it('so the time shown is never a second behind: at each tick it is the time left rounded up', () => {
    // from any start, every tick lands just past a whole second: the shown second holds until the next
    for (const start of [90_400, 90_999, 90_001, 59_500]) {
      let left = start;
      for (let k = 0; k < 5; k++) {
        left -= nextTickMs(left);
        const shown = formatHms(left);
        expect(shown).toBe(formatHms(Math.ceil(left / 1000) * 1000));
        // just past the second: no more than 5 ms below a whole second
        expect(Math.ceil(left / 1000) * 1000 - left).toBeLessThanOrEqual(5);
      }
    }
  });
});
