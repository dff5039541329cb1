import type { ExamCard, ExamState } from '@tryout/shared/exam';

export const byUrutan = (a: ExamCard, b: ExamCard) =>
  a.urutan - b.urutan || a.kode_ujian.localeCompare(b.kode_ujian);

/** 'Sudah Ujian' and 'Lulus' green, the others yellow (spec §2.2). */
export const stateColor = (s: ExamState) => (s === 'Sudah Ujian' || s === 'Lulus' ? 'green' : 'yellow');

/** 'Belum Ujian' or 'Ujian ke N'. */
export const attemptsLabel = (c: ExamCard) =>
  c.status.length === 0 ? 'Belum Ujian' : `Ujian ke ${c.status.length}`;

/** The TOEFL sections in toefl_type order. */
export const toeflSections = (cards: ExamCard[]) =>
  cards
    .filter((c) => c.is_toefl === '1')
    .sort((a, b) => (a.toefl_type ?? 99) - (b.toefl_type ?? 99) || byUrutan(a, b));

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

/** The TOEFL section to run next: the first without results, else null. */
export function nextToeflSection(cards: ExamCard[], after?: string): ExamCard | null {
  const sections = toeflSections(cards);
  const from = after ? sections.findIndex((c) => c.kode_ujian === after) + 1 : 0;
  return sections.slice(from).find((c) => c.status.length === 0 && c.attempts_left > 0) ?? null;
}

/** The TOEFL section page of a card (urutan = its toefl_type, the section number). */
export const toeflPath = (no_reg: string, c: ExamCard) =>
  `/ujian/${no_reg}/formujiantoefl/${encodeURIComponent(c.kode_ujian)}/${c.toefl_type ?? c.urutan}`;

export const examPath = (no_reg: string, c: ExamCard) =>
  c.is_toefl === '1'
    ? toeflPath(no_reg, c)
    : `/ujian/${no_reg}/formujian/${encodeURIComponent(c.kode_ujian)}`;
