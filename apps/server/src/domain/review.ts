/**
 * When a candidate may review a materi's questions with the keys and the pembahasan (docs/decisions/0022,
 * design §4): only where the materi shows them ('Tampilkan pembahasan') and only once the candidate can
 * no longer start or continue an attempt on it — otherwise the review would hand them the keys for
 * their next attempt.
 */
export interface ReviewState {
  /** materi.tampilkan_pembahasan */
  tampilkan: boolean;
  /** staff closed the materi: no attempt starts on it */
  ditutup: boolean;
  /** the candidate's finished attempts on the materi */
  finished: number;
  /** the candidate has an attempt in progress on the materi */
  inProgress: boolean;
  /** attempts allowed per materi */
  max: number;
}

export type ReviewRefusal = 'hidden' | 'inProgress' | 'notTaken' | 'attemptsLeft';

/** null when the review is allowed, else why not. */
export function reviewRefusal(s: ReviewState): ReviewRefusal | null {
  if (!s.tampilkan) return 'hidden';
  if (s.inProgress) return 'inProgress';
  if (s.finished === 0) return 'notTaken';
  if (!s.ditutup && s.finished < s.max) return 'attemptsLeft';
  return null;
}
