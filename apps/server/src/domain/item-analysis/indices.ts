/**
 * The item indices of classical test theory, each computed from counts or sums that SQL can aggregate
 * (docs/item-analysis.md). Every function returns null where the index is not defined instead of
 * dividing by zero; none returns NaN.
 */

/** Difficulty index p: the share of the attempts that drew the item and answered it correctly. */
export function difficultyIndex(correct: number, drawn: number): number | null {
  return drawn > 0 ? correct / drawn : null;
}

/**
 * The correct answers of the upper and lower groups (weighted counts: an attempt tied at the cut counts
 * for its share of the places left, see extremeGroups) and the size of each group.
 */
export interface GroupCounts {
  upperCorrect: number;
  lowerCorrect: number;
  /** the size of each group (the two groups are the same size) */
  groupSize: number;
}

/** Discrimination D = p(upper) − p(lower) = (U − L) / group size; null when the groups are empty. */
export function discriminationIndex({ upperCorrect, lowerCorrect, groupSize }: GroupCounts): number | null {
  if (groupSize <= 0) return null;
  return clamp((upperCorrect - lowerCorrect) / groupSize, -1, 1);
}

/**
 * The sums of a Pearson correlation between x (the item's score in [0, 1]: 1 correct, 0 otherwise,
 * a part for a form's part credit) and y (the total score) over n attempts. SQL: COUNT(*),
 * SUM(correct), SUM(score), SUM(score*score), SUM(correct*score) over the attempts that drew the item.
 */
export interface CorrelationSums {
  n: number;
  sumX: number;
  /** Σx²; absent for a 0/1 item, where it is Σx */
  sumXX?: number;
  sumY: number;
  sumYY: number;
  sumXY: number;
}

/** Below this share of n·Σy² the spread of y is rounding noise: treated as zero variance. */
const RELATIVE_ZERO = 1e-12;

/**
 * Point-biserial correlation r_pb of the item with the total score (the Pearson r of a 0/1 variable;
 * of an item scored in [0, 1], its item-total Pearson r):
 * r = (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)), Σx² = Σx for a 0/1 item. null when either
 * variable is constant (every attempt right, every attempt wrong, or every total score the same) or n < 2.
 */
export function pointBiserial({ n, sumX, sumXX, sumY, sumYY, sumXY }: CorrelationSums): number | null {
  if (n < 2) return null;
  const spreadX = n * (sumXX ?? sumX) - sumX * sumX;
  const spreadY = n * sumYY - sumY * sumY;
  if (spreadX <= 0 || spreadY <= RELATIVE_ZERO * n * sumYY) return null;
  return clamp((n * sumXY - sumX * sumY) / Math.sqrt(spreadX * spreadY), -1, 1);
}

/**
 * The sums for the corrected item-total (rest score) correlation: y′ = y − w·x, the total without this
 * item, where w is what one correct answer of the item adds to the score (1 for a count of correct
 * answers, 100/k for a nilai over k drawn questions).
 */
export function restScoreSums(sums: CorrelationSums, weight: number): CorrelationSums {
  const { n, sumX, sumXX = sums.sumX, sumY, sumYY, sumXY } = sums;
  return {
    n,
    sumX,
    sumXX,
    sumY: sumY - weight * sumX,
    // Σ(y − wx)² = Σy² − 2wΣxy + w²Σx²
    sumYY: sumYY - 2 * weight * sumXY + weight * weight * sumXX,
    // Σx(y − wx) = Σxy − wΣx²
    sumXY: sumXY - weight * sumXX,
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
