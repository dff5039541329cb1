import { describe, expect, it } from 'vitest';
import { type ReviewState, reviewRefusal } from './review';

const base: ReviewState = { tampilkan: true, ditutup: false, finished: 2, inProgress: false, max: 2 };

describe('reviewRefusal: the keys only once no attempt can be started or continued', () => {
  it.each([
    ['all attempts used', {}, null],
    ['more attempts allowed than used', { max: 3 }, 'attemptsLeft'],
    ['one of two attempts used', { finished: 1 }, 'attemptsLeft'],
    ['one of two used but the materi closed', { finished: 1, ditutup: true }, null],
    ['closed but never taken', { finished: 0, ditutup: true }, 'notTaken'],
    ['an attempt in progress (even with all others used)', { inProgress: true }, 'inProgress'],
    ['an attempt in progress on a closed materi', { inProgress: true, ditutup: true }, 'inProgress'],
    ['the materi does not show the pembahasan', { tampilkan: false }, 'hidden'],
    ['hidden and closed', { tampilkan: false, ditutup: true }, 'hidden'],
  ] as const)('%s', (_, change, expected) => {
    expect(reviewRefusal({ ...base, ...change })).toBe(expected);
  });
});
