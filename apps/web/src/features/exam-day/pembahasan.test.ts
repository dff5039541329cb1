import { REVIEW_MSG } from '@tryout/shared/insight';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { reviewNote } from './pembahasan';

const refused = (status: number, message: string) => new ApiError(status, { code: status, message });

describe("reviewNote: what the results page says where 'Pembahasan' is not offered (issue 31 §4)", () => {
  it.each([
    ['the materi shows no review: nothing', refused(403, REVIEW_MSG.hidden), null],
    ['attempts left: when it opens', refused(403, REVIEW_MSG.attemptsLeft), REVIEW_MSG.attemptsLeft],
    ['an attempt in progress', refused(403, REVIEW_MSG.inProgress), REVIEW_MSG.inProgress],
    ['another failure: nothing', refused(500, 'Ada Kesalahan'), null],
    ['no failure', null, null],
    ['a network error', new Error('offline'), null],
  ])('%s', (_name, error, note) => {
    expect(reviewNote(error)).toBe(note);
  });
});
