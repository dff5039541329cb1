import type { TypeSoal } from '@tryout/shared/exam';
import { finalScore, round2 } from './scoring';

export type Regrade =
  | { ok: true; nilai_essay: number; nilai_akhir: number | null }
  /** a PG-only result has no essay part to grade */
  | { ok: false; reason: 'not_gradable' };

/**
 * Essay grading (design §4): the new essay score (2 decimals) and the final score it gives —
 * PG → nilai_pg (no essay to grade); Essay → nilai_essay; 'PG Dan Essay' → mean of both.
 */
export function regrade(type: TypeSoal, nilaiPg: number | null, nilaiEssay: number): Regrade {
  if (type === 'PG') return { ok: false, reason: 'not_gradable' };
  const essay = round2(nilaiEssay);
  return { ok: true, nilai_essay: essay, nilai_akhir: finalScore(type, nilaiPg, essay) };
}
