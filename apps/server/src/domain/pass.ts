import { round2 } from './scoring';

/** One materi of the candidate's exam set with the candidate's FINISHED attempts on it. */
export interface MateriRecord {
  materi_id: number;
  is_toefl: boolean;
  /** nilai_pg of each finished attempt (null for an attempt without PG questions) */
  attempts: { nilai_pg: number | null }[];
}

export interface PassEvaluation {
  /** every materi has at least one finished attempt */
  filled: boolean;
  /** mean of each non-TOEFL materi's best nilai_pg (2 decimals); null until filled */
  average: number | null;
  /** filled and average ≥ KKM */
  passed: boolean;
  /** every TOEFL materi has a finished attempt (true when the set has none) */
  toefl_done: boolean;
  /** the fewest finished attempts on any materi (0 for an empty set) */
  min_attempts: number;
}

/**
 * Pass evaluation (spec §4, design §4). A materi whose attempts carry no nilai_pg (essay-only)
 * does not enter the average. An empty exam set is never filled.
 */
export function evaluatePass(materi: MateriRecord[], kkm: number): PassEvaluation {
  const filled = materi.length > 0 && materi.every((m) => m.attempts.length >= 1);
  const min_attempts = materi.length === 0 ? 0 : Math.min(...materi.map((m) => m.attempts.length));
  const toefl_done = materi.filter((m) => m.is_toefl).every((m) => m.attempts.length >= 1);
  let average: number | null = null;
  if (filled) {
    const bests: number[] = [];
    for (const m of materi) {
      if (m.is_toefl) continue;
      const scores = m.attempts.map((a) => a.nilai_pg).filter((v): v is number => v != null);
      if (scores.length > 0) bests.push(Math.max(...scores));
    }
    if (bests.length > 0) average = round2(bests.reduce((s, v) => s + v, 0) / bests.length);
  }
  return { filled, average, passed: average != null && average >= kkm, toefl_done, min_attempts };
}
