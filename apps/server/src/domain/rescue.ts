import { ANSWER_GRACE_SECONDS } from '@tryout/shared/constants';
import { isFormType, STATEMENT_LABELS, type StatementLabels } from '@tryout/shared/question-kinds';
import type { RescueDecision } from '@tryout/shared/rescue';

/**
 * The rescue file's rule (docs/decisions/0012): which of the file's answers the server takes. Pure.
 * - the question must be in the attempt's draw, of the kind the file gives (else 'bukan_soal'; a
 *   'ragu-ragu' mark: a multiple-choice question or a form, not an essay);
 * - a form's answer must pass the question's check as a save's would (else 'tidak_sah');
 * - the same as stored → 'sama';
 * - only a change the page made ('urutan' given) newer than the stored save's → else
 *   'server_lebih_baru' (a stored save without 'urutan' yields, as with two tabs);
 * - made within the attempt's window: from its start to its deadline (extra time and outage
 *   credit included) plus the grace every late save has → else 'di_luar_waktu'.
 */

export interface FileAnswer {
  pilihan?: string;
  essay?: string;
  /** a form's answer as it would be stored (JSON, original letters), once checked */
  isi?: string;
  /** the file gives a form's answer the question refuses (the save's message) */
  masalah?: string;
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
  /** a form's stored answer (answers.isi: JSON, original letters) */
  isi?: string | null;
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
  if (f.isi !== undefined && f.isi !== (s.isi ?? null)) return false;
  if (f.ragu !== undefined && f.ragu !== (s.ragu ?? false)) return false;
  return true;
}

export function rescueDecision(f: FileAnswer, s: StoredAnswer, w: AttemptWindow): RescueDecision {
  if (!s.type) return 'bukan_soal';
  if (f.essay !== undefined && s.type !== 'Essay') return 'bukan_soal';
  if (f.pilihan !== undefined && s.type !== 'PG') return 'bukan_soal';
  // the 'ragu-ragu' mark: a multiple-choice question's or a form's, as a save sets it (never an essay's)
  if (f.ragu !== undefined && s.type !== 'PG' && !isFormType(s.type)) return 'bukan_soal';
  const form = f.isi !== undefined || f.masalah !== undefined;
  if (form && !isFormType(s.type)) return 'bukan_soal';
  if (f.masalah !== undefined) return 'tidak_sah';
  if (sameAsStored(f, s)) return 'sama';
  if (f.urutan == null || (s.seq != null && s.seq >= f.urutan)) return 'server_lebih_baru';
  if (f.pada == null || f.pada < Date.parse(w.started_at) || f.pada > windowEnd(w)) return 'di_luar_waktu';
  return 'terapkan';
}

const truth = (v: unknown, labels: readonly [string, string]) =>
  v === true ? labels[0] : v === false ? labels[1] : '–';

/**
 * A form's answer as staff read it in the preview (letters as the candidate saw them): rows
 * '1. Benar; 2. Salah', letters 'A, C', pairs '1 → B; 2 → –', a text as typed; null: no answer.
 */
export function formAnswerText(type: string, answer: unknown, label?: string): string | null {
  const labels =
    STATEMENT_LABELS[(label ?? 'Benar/Salah') as StatementLabels] ?? STATEMENT_LABELS['Benar/Salah'];
  if (answer == null) return null;
  if (typeof answer === 'boolean') return truth(answer, labels);
  if (typeof answer === 'string') return answer;
  if (!Array.isArray(answer)) return JSON.stringify(answer);
  if (type === 'PG Jawaban Ganda') return answer.length ? answer.join(', ') : null;
  if (type === 'Menjodohkan') return answer.map((l, i) => `${i + 1} → ${l ?? '–'}`).join('; ');
  return answer.map((v, i) => `${i + 1}. ${truth(v, labels)}`).join('; ');
}
