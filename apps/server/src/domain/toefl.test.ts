import { describe, expect, it } from 'vitest';
import { blockingToeflSection } from './toefl';

const s = (toefl_type: number, finished: boolean) => ({ toefl_type, finished });

describe('blockingToeflSection', () => {
  it.each([
    ['Listening first is always allowed', 1, [s(1, false), s(2, false)], null],
    ['Structure before Listening is blocked', 2, [s(1, false), s(2, false)], 1],
    ['Structure after Listening is allowed', 2, [s(1, true), s(2, false)], null],
    [
      'Writing waits for the first missing section',
      4,
      [s(1, true), s(2, false), s(3, false), s(4, false)],
      2,
    ],
    ['all earlier done', 4, [s(1, true), s(2, true), s(3, true), s(4, false)], null],
    ['a section not in the set does not block', 3, [s(1, true), s(3, false)], null],
    ['retaking an earlier section is allowed', 1, [s(1, true), s(2, true)], null],
  ])('%s', (_n, target, sections, expected) => {
    expect(blockingToeflSection(target, sections)).toBe(expected);
  });
});
