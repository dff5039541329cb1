import type { ExamCard } from '@tryout/shared/exam';

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
