import { KR20_UNDEFINED } from '@tryout/shared/item-analysis';
import { clamp } from './indices';

/** How many attempts have one score: SQL `GROUP BY nilai` over the chosen attempts. */
export interface ScoreCount {
  score: number;
  count: number;
}

export interface ScoreSummary {
  n: number;
  mean: number | null;
  median: number | null;
  /** population standard deviation (divisor n), the one KR-20 and the SEM use */
  sd: number | null;
  /** sample standard deviation (divisor n − 1), as a spreadsheet's STDEV.S; null for n < 2 */
  sd_sample: number | null;
  min: number | null;
  max: number | null;
}

/** Counts the scores of a list (for callers that hold the scores themselves). */
export function scoreCounts(scores: readonly number[]): ScoreCount[] {
  const counts = new Map<number, number>();
  for (const s of scores) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([score, count]) => ({ score, count }));
}

/** n, mean, median, SD (population and sample), min and max of a score distribution. */
export function describeScores(distribution: readonly ScoreCount[]): ScoreSummary {
  const rows = distribution.filter((r) => r.count > 0).sort((a, b) => a.score - b.score);
  const n = rows.reduce((s, r) => s + r.count, 0);
  if (n === 0) return { n, mean: null, median: null, sd: null, sd_sample: null, min: null, max: null };
  const mean = rows.reduce((s, r) => s + r.count * r.score, 0) / n;
  // two passes: the squared deviations of a constant score are exactly 0
  const squares = rows.reduce((s, r) => s + r.count * (r.score - mean) ** 2, 0);
  return {
    n,
    mean,
    median: (nth(rows, Math.floor((n - 1) / 2)) + nth(rows, Math.floor(n / 2))) / 2,
    sd: Math.sqrt(squares / n),
    sd_sample: n > 1 ? Math.sqrt(squares / (n - 1)) : null,
    min: rows[0].score,
    max: rows[rows.length - 1].score,
  };
}

/** The score at 0-based rank `index` of an ascending distribution. */
function nth(rows: readonly ScoreCount[], index: number): number {
  let seen = 0;
  for (const r of rows) {
    seen += r.count;
    if (index < seen) return r.score;
  }
  return rows[rows.length - 1].score;
}

export interface HistogramBin {
  /** inclusive lower bound */
  from: number;
  /** upper bound: exclusive, but the last bin includes it (a nilai of 100 is in 90–100) */
  to: number;
  count: number;
}

export interface HistogramOptions {
  bins?: number;
  min?: number;
  max?: number;
}

/** Equal-width bins over min–max (default 10 bins over the nilai 0–100); a score outside goes to the edge bin. */
export function histogram(distribution: readonly ScoreCount[], opts: HistogramOptions = {}): HistogramBin[] {
  const { bins = 10, min = 0, max = 100 } = opts;
  const width = (max - min) / bins;
  const out = Array.from({ length: bins }, (_, i) => ({
    from: min + i * width,
    to: i === bins - 1 ? max : min + (i + 1) * width,
    count: 0,
  }));
  for (const { score, count } of distribution) {
    const i = clamp(Math.floor((score - min) / width), 0, bins - 1);
    out[Number.isFinite(i) ? i : 0].count += count;
  }
  return out;
}

/**
 * What KR-20 needs, all over the same n attempts that each drew every one of the k common items
 * (SQL: per attempt the count correct on the common items, then COUNT, SUM and SUM of squares).
 */
export interface Kr20Input {
  attempts: number;
  /** per common item, the number of the n attempts that answered it correctly (Σ of its scores in [0, 1]) */
  itemCorrect: readonly number[];
  /** per common item, Σ of its squared scores; absent when every item is 0/1 (then it is itemCorrect) */
  itemSquares?: readonly number[];
  /** Σ over the attempts of the number correct on the common items */
  totalSum: number;
  /** Σ of its square */
  totalSumSquares: number;
}

export interface Kr20 {
  /** null when not defined (see reason) */
  value: number | null;
  reason: string | null;
  /** k, the common items it is computed over */
  items: number;
}

/**
 * Kuder–Richardson formula 20 over the items common to all attempts:
 *   KR-20 = k/(k − 1) · (1 − Σ p_i q_i / σ²)
 * with p_i the share correct on item i, q_i = 1 − p_i, and σ² the population variance (divisor n) of
 * the total correct on the k items, so KR-20 equals Cronbach's α of the 0/1 item scores. In counts:
 *   Σ p_i q_i / σ² = Σ c_i (n − c_i) / (n Σt² − (Σt)²)
 * which is exact for integer counts (a constant total gives exactly 0, never a tiny divisor).
 * Not defined for fewer than 2 items or a zero variance; capped at 1 against rounding (KR-20 ≤ 1).
 */
export function kr20({ attempts: n, itemCorrect, totalSum, totalSumSquares }: Kr20Input): Kr20 {
  const k = itemCorrect.length;
  const undefinedBecause = (reason: string): Kr20 => ({ value: null, reason, items: k });
  if (n <= 0) return undefinedBecause(KR20_UNDEFINED.noAttempts);
  if (k < 2) return undefinedBecause(KR20_UNDEFINED.fewItems);
  const spread = n * totalSumSquares - totalSum * totalSum;
  if (spread <= 1e-9 * n * totalSumSquares) return undefinedBecause(KR20_UNDEFINED.zeroVariance);
  const pq = itemCorrect.reduce((s, c) => s + c * (n - c), 0);
  return { value: Math.min(1, (k / (k - 1)) * (1 - pq / spread)), reason: null, items: k };
}

/**
 * Whether every common item is scored 0/1: with scores in [0, 1], x² ≤ x with equality only at 0
 * and 1, so Σx² = Σx exactly when no attempt has part credit.
 */
export function dichotomous({ itemCorrect, itemSquares }: Kr20Input): boolean {
  return (
    !itemSquares || itemSquares.every((sq, i) => Math.abs(sq - itemCorrect[i]) <= 1e-9 * Math.max(1, sq))
  );
}

/**
 * Cronbach's α over the items common to all attempts, each scored in [0, 1] (a form's part credit):
 *   α = k/(k − 1) · (1 − Σ σ_i² / σ²)
 * with σ_i² the population variance of item i's scores and σ² that of the total of the k item
 * scores. In sums: Σ σ_i² / σ² = Σ (nΣx_i² − (Σx_i)²) / (nΣt² − (Σt)²). For 0/1 items Σx² = Σx and
 * σ_i² = p_i q_i: α is KR-20 (Cronbach 1951). Not defined where KR-20 is not; capped at 1.
 */
export function cronbachAlpha(input: Kr20Input): Kr20 {
  const { attempts: n, itemCorrect, itemSquares = itemCorrect, totalSum, totalSumSquares } = input;
  const k = itemCorrect.length;
  const undefinedBecause = (reason: string): Kr20 => ({ value: null, reason, items: k });
  if (n <= 0) return undefinedBecause(KR20_UNDEFINED.noAttempts);
  if (k < 2) return undefinedBecause(KR20_UNDEFINED.fewItems);
  const spread = n * totalSumSquares - totalSum * totalSum;
  if (spread <= 1e-9 * n * totalSumSquares) return undefinedBecause(KR20_UNDEFINED.zeroVariance);
  const items = itemCorrect.reduce((s, c, i) => s + n * itemSquares[i] - c * c, 0);
  return { value: Math.min(1, (k / (k - 1)) * (1 - items / spread)), reason: null, items: k };
}

/** Standard error of measurement SEM = SD · √(1 − KR-20), in the unit of the SD; null when either is. */
export function standardError(sd: number | null, reliability: number | null): number | null {
  if (sd === null || reliability === null) return null;
  return sd * Math.sqrt(Math.max(0, 1 - reliability));
}

/** The items every one of the n attempts drew (their drawn count is n): the items KR-20 is defined over. */
export function commonItems<T extends { drawn: number }>(items: readonly T[], attempts: number): T[] {
  return attempts > 0 ? items.filter((item) => item.drawn === attempts) : [];
}
