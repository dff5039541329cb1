import { EXAM_MSG, type SubmitResult } from '@tryout/shared/exam';

// No UI here: the exam page imports it, and its budget (≤ 150 KiB) carries none of the overview's code.

/** What the exam page hands the overview after the submit (navigation state). */
export interface FinishedState {
  selesai: {
    kode_ujian: string;
    result: SubmitResult;
    /** why the exam ended without the candidate's own submit from this page */
    catatan?: string;
  } | null;
}

/**
 * The line that says how the exam ended when the candidate did not hand it in from this page: the
 * server closed it at its time ('expired'), or a proctor or another device did; none for a submit.
 */
export function closedNote(
  outcome: 'submitted' | 'already' | 'ended',
  result: SubmitResult | (SubmitResult & { status?: 'submitted' | 'expired' }) | null,
): string | undefined {
  if (outcome === 'submitted' || !result) return undefined;
  return 'status' in result && result.status === 'expired' ? EXAM_MSG.expiredScored : EXAM_MSG.endedElsewhere;
}
