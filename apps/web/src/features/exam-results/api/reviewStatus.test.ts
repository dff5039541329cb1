import { REVIEW_MSG } from '@tryout/shared/insight';
import { describe, expect, it } from 'vitest';
import { reviewNote } from './reviewStatus';

describe("reviewNote: what the results page says where 'Pembahasan' is not offered (docs/decisions/0036)", () => {
  it.each([
    [
      'the materi shows no review: nothing',
      { tampil: false, tersedia: false, pesan: REVIEW_MSG.hidden },
      null,
    ],
    [
      'attempts left: when it opens',
      { tampil: true, tersedia: false, pesan: REVIEW_MSG.attemptsLeft },
      REVIEW_MSG.attemptsLeft,
    ],
    [
      'an attempt in progress',
      { tampil: true, tersedia: false, pesan: REVIEW_MSG.inProgress },
      REVIEW_MSG.inProgress,
    ],
    ['it opens: the button, no note', { tampil: true, tersedia: true, pesan: null }, null],
    ['not known yet', undefined, null],
  ])('%s', (_name, status, note) => {
    expect(reviewNote(status)).toBe(note);
  });
});
