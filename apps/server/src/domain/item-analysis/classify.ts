import type { DifficultyLabel, DiscriminationLabel, DistractorLabel } from '@tryout/shared/item-analysis';

/**
 * Indices are ratios of counts; a value within this of a threshold is the threshold (so a D computed
 * as 0.39999999999999997 from 0.6 − 0.2 is 0.40). Real ratios of counts of a test lie much further apart.
 */
const EPSILON = 1e-9;

/** Mudah when p > 0.70, Sukar when p < 0.30, Sedang from 0.30 to 0.70 inclusive; null when p is. */
export function difficultyLevel(p: number | null): DifficultyLabel | null {
  if (p === null) return null;
  if (p > 0.7 + EPSILON) return 'Mudah';
  if (p < 0.3 - EPSILON) return 'Sukar';
  return 'Sedang';
}

/** baik sekali (D ≥ 0.40), baik (0.30 ≤ D < 0.40), cukup (0.20 ≤ D < 0.30), jelek (D < 0.20). */
export function discriminationLevel(d: number | null): DiscriminationLabel | null {
  if (d === null) return null;
  if (d >= 0.4 - EPSILON) return 'baik sekali';
  if (d >= 0.3 - EPSILON) return 'baik';
  if (d >= 0.2 - EPSILON) return 'cukup';
  return 'jelek';
}

/** 'revisi' when D < 0.20 (a question without a D, drawn by fewer than 2 attempts, is not flagged). */
export function needsRevision(d: number | null): boolean {
  return d !== null && d < 0.2 - EPSILON;
}

/** The share below which a distractor does not work. */
export const DISTRACTOR_MIN_SHARE = 0.05;

/** A distractor works when at least 5 % of the attempts that drew the question chose it. */
export function distractorLevel(share: number): DistractorLabel {
  return share < DISTRACTOR_MIN_SHARE - EPSILON ? 'tidak berfungsi' : 'berfungsi';
}
