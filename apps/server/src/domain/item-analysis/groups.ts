/**
 * The upper and lower groups of an item (Kelley's 27 %): among the attempts that drew the item, ranked
 * by total score, the g best and the g worst, g = round(27 % × n) and at most ⌊n/2⌋ so the groups never
 * share a place.
 *
 * Tie rule: the attempts that share the score at a cut share the places left at that cut equally. If
 * 2 places are left and 4 attempts have the score at the cut, each of the 4 counts for 2/4 of an attempt
 * in that group (for its answer, its option and its correctness). The groups are thus exactly g large,
 * the result does not depend on the order of the rows, and it follows from per-score counts (SQL
 * GROUP BY question, score) without any attempt-level tie-break.
 */

/** The attempts of one total score among those that drew the item. */
export interface ScoreLevelSize {
  score: number;
  drawn: number;
}

export interface ExtremeGroups {
  /** g, the size of each group */
  size: number;
  /** for each input level, the share (0 to 1) of its attempts in the upper group */
  upper: number[];
  /** for each input level, the share of its attempts in the lower group */
  lower: number[];
}

/** Kelley's fraction. */
export const GROUP_FRACTION = 0.27;

/** g for n attempts: round(fraction × n) (halves up), at most ⌊n/2⌋. */
export function groupSize(n: number, fraction = GROUP_FRACTION): number {
  if (n < 2) return 0;
  // the 1e-9 keeps an exact half (0.27 × 50 = 13.5) from rounding down through binary noise
  return Math.min(Math.floor(n / 2), Math.round(fraction * n + 1e-9));
}

export function extremeGroups(levels: readonly ScoreLevelSize[], fraction = GROUP_FRACTION): ExtremeGroups {
  const perScore = new Map<number, number>();
  let n = 0;
  for (const level of levels) {
    if (level.drawn <= 0) continue;
    perScore.set(level.score, (perScore.get(level.score) ?? 0) + level.drawn);
    n += level.drawn;
  }
  const size = groupSize(n, fraction);
  const ascending = [...perScore.keys()].sort((a, b) => a - b);
  const upperShare = fillFrom([...ascending].reverse(), perScore, size);
  const lowerShare = fillFrom(ascending, perScore, size);
  return {
    size,
    upper: levels.map((l) => (l.drawn > 0 ? (upperShare.get(l.score) ?? 0) : 0)),
    lower: levels.map((l) => (l.drawn > 0 ? (lowerShare.get(l.score) ?? 0) : 0)),
  };
}

/** Walks the scores in the given order, giving each score's attempts the places left (shared on a tie). */
function fillFrom(scores: number[], perScore: Map<number, number>, places: number): Map<number, number> {
  const share = new Map<number, number>();
  let left = places;
  for (const score of scores) {
    if (left <= 0) break;
    const count = perScore.get(score)!;
    const taken = Math.min(left, count);
    share.set(score, taken / count);
    left -= taken;
  }
  return share;
}
