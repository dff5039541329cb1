import { ANSWER_GRACE_SECONDS } from '@tryout/shared/constants';
import type { RescueDecision } from '@tryout/shared/rescue';

/**
 * The rescue file's rule (issue 38 §2): which of the file's answers the server takes. Pure.
 * - the question must be in the attempt's draw, of the kind the file gives (else 'bukan_soal');
 * - the same as stored → 'sama';
 * - only a change the page made ('urutan' given) newer than the stored save's → else
 *   'server_lebih_baru' (a stored save without 'urutan' yields, as with two tabs);
 * - made within the attempt's window: from its start to its deadline (extra time and outage
 *   credit included) plus the grace every late save has → else 'di_luar_waktu'.
 */

export interface FileAnswer {
  pilihan?: string;
  essay?: string;
  ragu?: boolean;
  urutan: number | null;
  /** ms on the server's clock as the device saw it */
  pada: number | null;
}

export interface StoredAnswer {
  /** the question's type in the draw; undefined: not drawn in this attempt */
  type?: string;
  /** the stored letter, as the candidate saw it */
  pilihan?: string | null;
  essay?: string | null;
  ragu?: boolean | null;
  /** the stored save's 'urutan' (null: none) */
  seq: number | null;
}

export interface AttemptWindow {
  started_at: string;
  deadline_at: string;
}

/** The last instant a change counts: the deadline plus the grace of late saves (ms). */
export const windowEnd = (w: AttemptWindow, graceSeconds = ANSWER_GRACE_SECONDS) =>
  Date.parse(w.deadline_at) + graceSeconds * 1000;

function sameAsStored(f: FileAnswer, s: StoredAnswer): boolean {
  if (f.pilihan !== undefined && f.pilihan !== (s.pilihan ?? undefined)) return false;
  if (f.essay !== undefined && f.essay !== (s.essay ?? '')) return false;
  if (f.ragu !== undefined && f.ragu !== (s.ragu ?? false)) return false;
  return true;
}

export function rescueDecision(f: FileAnswer, s: StoredAnswer, w: AttemptWindow): RescueDecision {
  if (!s.type) return 'bukan_soal';
  if (f.essay !== undefined && s.type !== 'Essay') return 'bukan_soal';
  if ((f.pilihan !== undefined || f.ragu !== undefined) && s.type !== 'PG') return 'bukan_soal';
  if (sameAsStored(f, s)) return 'sama';
  if (f.urutan == null || (s.seq != null && s.seq >= f.urutan)) return 'server_lebih_baru';
  if (f.pada == null || f.pada < Date.parse(w.started_at) || f.pada > windowEnd(w)) return 'di_luar_waktu';
  return 'terapkan';
}
