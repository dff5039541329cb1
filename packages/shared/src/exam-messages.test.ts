import { describe, expect, it } from 'vitest';
import { EXAM_MSG } from './exam-messages';

describe('EXAM_MSG.timeWarning: the time left in words (docs/decisions/0036)', () => {
  it.each([
    [10, 'Sisa waktu 10 menit'],
    [5, 'Sisa waktu kurang dari 5 menit'],
    [1, 'Sisa waktu kurang dari 1 menit'],
  ])('%i minutes', (minutes, text) => {
    expect(EXAM_MSG.timeWarning(minutes)).toBe(text);
  });
});
