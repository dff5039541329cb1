import { TOEFL_TYPES } from '@tryout/shared/constants';
import type { ExamCard } from '@tryout/shared/exam';
import { formatScore } from '../score';

/** The order of the exam cards, and the TOEFL sections' flow (the section page loads only this). */

export const byUrutan = (a: ExamCard, b: ExamCard) =>
  a.urutan - b.urutan || a.kode_ujian.localeCompare(b.kode_ujian);

/** The TOEFL sections in toefl_type order. */
export const toeflSections = (cards: ExamCard[]) =>
  cards
    .filter((c) => c.is_toefl === '1')
    .sort((a, b) => (a.toefl_type ?? 99) - (b.toefl_type ?? 99) || byUrutan(a, b));

/** The TOEFL section to run next: the first without results, else null. */
export function nextToeflSection(cards: ExamCard[], after?: string): ExamCard | null {
  const sections = toeflSections(cards);
  const from = after ? sections.findIndex((c) => c.kode_ujian === after) + 1 : 0;
  return sections.slice(from).find((c) => c.status.length === 0 && c.attempts_left > 0) ?? null;
}

/** The TOEFL section page of a card (urutan = its toefl_type, the section number). */
export const toeflPath = (no_reg: string, c: ExamCard) =>
  `/ujian/${no_reg}/formujiantoefl/${encodeURIComponent(c.kode_ujian)}/${c.toefl_type ?? c.urutan}`;

/** A section as the candidate reads it: '1. Listening' (its number and kind), else the materi's name. */
export const sectionLabel = (c: Pick<ExamCard, 'toefl_type' | 'nama_ujian'>) =>
  c.toefl_type != null && c.toefl_type in TOEFL_TYPES
    ? `${c.toefl_type}. ${TOEFL_TYPES[c.toefl_type as keyof typeof TOEFL_TYPES]}`
    : c.nama_ujian;

/**
 * The earlier section still to finish before `kode` may start (the server's order rule,
 * domain/toefl.ts: every section with a lower toefl_type needs a finished attempt), or null.
 */
export function sectionBefore(cards: ExamCard[], kode: string): ExamCard | null {
  const target = cards.find((c) => c.kode_ujian === kode);
  if (target?.is_toefl !== '1' || target.toefl_type == null) return null;
  const type = target.toefl_type;
  return (
    toeflSections(cards).find((c) => c.toefl_type != null && c.toefl_type < type && c.status.length === 0) ??
    null
  );
}

/** Why a section opened early cannot start yet, naming the one to finish first. */
export const notYetText = (before: Pick<ExamCard, 'toefl_type' | 'nama_ujian'>) =>
  `Bagian TOEFL dikerjakan berurutan. Selesaikan bagian ${sectionLabel(before)} terlebih dahulu.`;

/** After a section: that it was saved, and its score when there is one (an essay waits for grading). */
export const savedText = (section: Pick<ExamCard, 'toefl_type' | 'nama_ujian'>, nilai: number | null) =>
  `Bagian ${sectionLabel(section)} tersimpan${nilai == null ? '.' : ` · Nilai ${formatScore(nilai)}`}`;
