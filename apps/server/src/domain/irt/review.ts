import type { IrtFlag } from '@tryout/shared/irt';
import { displayScore, displayStandardError } from './ability';
import { type CalibratedItem, MIN_RESPONSES_PER_ITEM } from './calibrate';
import type { ItemParameters } from './model';

/** Below this discrimination an item hardly separates weaker from stronger candidates. */
export const LOW_DISCRIMINATION = 0.3;
/** Beyond this |b| almost everybody (or almost nobody) answers the item correctly. */
export const EXTREME_DIFFICULTY = 3;

/** A calibrated item as staff see it and as scoring uses it. */
export interface ReviewedItem {
  index: number;
  responses: number;
  pCorrect: number | null;
  /** answered by at least the minimum sample; without it a, b, their SEs and the fit are null */
  enough: boolean;
  /** enough data and both parameters: the item enters the candidates' scores */
  usable: boolean;
  a: number | null;
  b: number | null;
  seA: number | null;
  seB: number | null;
  fitChiSquare: number | null;
  fitP: number | null;
  flags: IrtFlag[];
}

/**
 * The review of one calibrated item: below `minResponses` responses the numbers are withheld ('Data
 * belum cukup untuk kalibrasi IRT'); otherwise they are kept with the calibration's flags plus
 * low_a (a < 0.3) and extreme_b (|b| > 3).
 */
export function reviewItem(item: CalibratedItem, minResponses = MIN_RESPONSES_PER_ITEM): ReviewedItem {
  const flags: IrtFlag[] = [...item.flags];
  const enough = item.responses >= minResponses;
  if (!enough && !flags.includes('few_responses') && !flags.includes('no_responses'))
    flags.push('few_responses');
  const base = { index: item.index, responses: item.responses, pCorrect: item.pCorrect, enough, flags };
  if (!enough)
    return { ...base, usable: false, a: null, b: null, seA: null, seB: null, fitChiSquare: null, fitP: null };
  if (item.a !== null && item.a < LOW_DISCRIMINATION && !flags.includes('flat')) flags.push('low_a');
  if (item.b !== null && Math.abs(item.b) > EXTREME_DIFFICULTY) flags.push('extreme_b');
  return {
    ...base,
    usable: item.a !== null && item.b !== null,
    a: item.a,
    b: item.b,
    seA: item.seA,
    seB: item.seB,
    fitChiSquare: item.fit?.chiSquare ?? null,
    fitP: item.fit?.pValue ?? null,
  };
}

/** The parameters scoring uses: the usable items' a and b, null for every other item (skipped). */
export const scoringParameters = (items: readonly ReviewedItem[]): ItemParameters[] =>
  items.map((item) => (item.usable ? { a: item.a, b: item.b } : { a: null, b: null }));

export interface DisplayScore {
  skor: number;
  se: number;
}

/** θ and its SD on the display scale (the SE rounded to one decimal). */
export const toDisplay = (theta: number, sd: number): DisplayScore => ({
  skor: displayScore(theta),
  se: Math.round(displayStandardError(sd) * 10) / 10,
});

/**
 * The overall IRT score of a candidate: the mean of the materi scores (as the national test averages
 * its subtests), with SE √(Σ se²) / n (the materi estimates are independent); null without any.
 */
export function overallScore(scores: readonly DisplayScore[]): DisplayScore | null {
  if (scores.length === 0) return null;
  const n = scores.length;
  const mean = scores.reduce((s, x) => s + x.skor, 0) / n;
  const se = Math.sqrt(scores.reduce((s, x) => s + x.se * x.se, 0)) / n;
  return { skor: Math.round(mean), se: Math.round(se * 10) / 10 };
}
