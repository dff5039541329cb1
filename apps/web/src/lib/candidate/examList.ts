import type { ExamCard, ExamState } from '@tryout/shared/exam';
import { byUrutan, toeflPath } from './toeflFlow';

/** 'Sudah Ujian' and 'Lulus' green, the others yellow (spec §2.2). */
export const stateColor = (s: ExamState) => (s === 'Sudah Ujian' || s === 'Lulus' ? 'green' : 'yellow');

/** 'Belum Ujian' or 'Ujian ke N'. */
export const attemptsLabel = (c: ExamCard) =>
  c.status.length === 0 ? 'Belum Ujian' : `Ujian ke ${c.status.length}`;

/**
 * The overview card's line on the attempts staff voided ('Ulang ujian'): which, that they do not
 * count, and whether the candidate may take the materi again. Undefined when none was voided.
 */
export function voidedLine(c: ExamCard, when: (iso: string) => string): string | undefined {
  const voided = c.dibatalkan ?? [];
  if (voided.length === 0) return undefined;
  const which = voided.map((a) => `Ujian ke ${a.attempt_no} (${when(a.dibatalkan_pada)})`).join(', ');
  const again = c.attempts_left > 0 ? ' Anda dapat mengerjakan materi ini lagi.' : '';
  return `${which} dibatalkan oleh panitia: tercatat, tidak dihitung.${again}`;
}

/**
 * The materi 'Mulai Ujian' opens: the first by order never attempted, else the first that still
 * has attempts left.
 */
export function firstStartable(cards: ExamCard[]): ExamCard | null {
  const sorted = [...cards].sort(byUrutan);
  return (
    sorted.find((c) => c.status.length === 0 && c.attempts_left > 0) ??
    sorted.find((c) => c.attempts_left > 0) ??
    null
  );
}

export const examPath = (no_reg: string, c: ExamCard) =>
  c.is_toefl === '1'
    ? toeflPath(no_reg, c)
    : `/ujian/${no_reg}/formujian/${encodeURIComponent(c.kode_ujian)}`;
