import fs from 'node:fs';
import { KR20_UNDEFINED } from '@tryout/shared/item-analysis';
import { describe, expect, it } from 'vitest';
import { LSAT_CSV, parseLsat } from '../irt/fixtures/lsat';
import { aggregateAttempts } from './aggregate';
import { analyseTest } from './analyse';
import { cronbachAlpha, dichotomous, type Kr20Input, kr20 } from './test-stats';

/** The α sums of a matrix of item scores (rows: candidates), each row counted `weights[i]` times. */
function sumsOf(rows: readonly (readonly number[])[], weights?: readonly number[]): Kr20Input {
  const k = rows[0].length;
  const itemCorrect = Array(k).fill(0);
  const itemSquares = Array(k).fill(0);
  let attempts = 0;
  let totalSum = 0;
  let totalSumSquares = 0;
  rows.forEach((row, r) => {
    const w = weights?.[r] ?? 1;
    const t = row.reduce((s, x) => s + x, 0);
    attempts += w;
    totalSum += w * t;
    totalSumSquares += w * t * t;
    row.forEach((x, i) => {
      itemCorrect[i] += w * x;
      itemSquares[i] += w * x * x;
    });
  });
  return { attempts, itemCorrect, itemSquares, totalSum, totalSumSquares };
}

/**
 * Statology, "How to Calculate Cronbach's Alpha in R" (https://www.statology.org/cronbachs-alpha-in-r/):
 * ten respondents answer three questions on a 1–3 scale; `cronbach.alpha(data)` of R's ltm prints
 * alpha 0.773. By hand: item variances (divisor n) 0.41, 0.76, 0.69 (Σ 1.86), total variance 3.84 →
 * 3/2 · (1 − 1.86/3.84) = 99/128 = 0.7734375. α does not change when every item is rescaled
 * the same way, so the scores 1, 2, 3 are taken as the part credits 0, 0.5, 1 of a form.
 */
describe("Cronbach's α: Statology's worked example (three 3-point items, part credit)", () => {
  const Q1 = [1, 2, 2, 3, 2, 2, 3, 3, 2, 3];
  const Q2 = [1, 1, 1, 2, 3, 3, 2, 3, 3, 3];
  const Q3 = [1, 1, 2, 1, 2, 3, 3, 3, 2, 3];
  const credit = (x: number) => (x - 1) / 2;
  const rows = Q1.map((_, r) => [Q1[r], Q2[r], Q3[r]]);

  it('α = 0.773 on the published scale and on the part credits in [0, 1]', () => {
    expect(cronbachAlpha(sumsOf(rows)).value).toBeCloseTo(0.7734375, 12);
    const scaled = rows.map((r) => r.map(credit));
    const a = cronbachAlpha(sumsOf(scaled));
    expect(a).toEqual({ value: expect.any(Number), reason: null, items: 3 });
    expect(a.value).toBeCloseTo(0.773, 3);
    expect(a.value).toBeCloseTo(99 / 128, 12);
    expect(dichotomous(sumsOf(scaled))).toBe(false);
  });

  it('the analysis reports α (KR-20 not used, and says why) from candidates answered with part credit', () => {
    const attempts = rows.map((r) => {
      const scores = r.map(credit);
      const nilai = Math.round((100 * scores.reduce((s, x) => s + x, 0)) / 3);
      return {
        score: nilai,
        answers: scores.map((x, j) => ({ item: j + 1, option: null, correct: x === 1, score: x })),
      };
    });
    const info = [1, 2, 3].map((id) => ({ id, key: null }));
    const agg = aggregateAttempts(info, attempts);
    const { summary, items } = analyseTest(agg);
    expect(summary.reliabilitas).toBe('alpha');
    expect(summary.alpha).toBeCloseTo(0.7734375, 12);
    expect(summary.kr20).toBeNull();
    expect(summary.kr20_reason).toBe(KR20_UNDEFINED.partial);
    expect(summary.sem).toBeCloseTo((summary.sd ?? 0) * Math.sqrt(1 - 0.7734375), 10);
    // p is the mean item score: Q1's credits 0, .5, .5, 1, .5, .5, 1, 1, .5, 1 → 0.65
    expect(items[0].p).toBeCloseTo(0.65, 12);
    expect(items[0].correct).toBeCloseTo(6.5, 12);
  });
});

/**
 * R's ltm documents `cronbach.alpha(LSAT)` on the LSAT section 6 data (1,000 examinees, 5 items
 * scored 0/1; https://www.rdocumentation.org/packages/ltm/topics/cronbach.alpha): alpha 0.295. On
 * 0/1 items α is KR-20 (Cronbach 1951), so both give it and the analysis says KR-20 was used.
 */
describe("Cronbach's α on 0/1 items equals KR-20: ltm's LSAT", () => {
  const { rows, weights } = parseLsat(fs.readFileSync(LSAT_CSV, 'utf8'));
  const sums = sumsOf(rows as number[][], weights);

  it('α = KR-20 = 0.295', () => {
    expect(sums.attempts).toBe(1000);
    const a = cronbachAlpha(sums).value as number;
    expect(a).toBeCloseTo(0.295, 3);
    expect(kr20(sums).value).toBeCloseTo(a, 12);
    expect(dichotomous(sums)).toBe(true);
  });

  it('the analysis of 0/1 answers reports KR-20, with α beside it', () => {
    const attempts = rows.flatMap((row, r) =>
      Array.from({ length: weights[r] }, () => ({
        score: (row as number[]).reduce((s, x) => s + x, 0),
        answers: row.map((x, j) => ({ item: j + 1, option: null, correct: x === 1 })),
      })),
    );
    const agg = aggregateAttempts(
      [1, 2, 3, 4, 5].map((id) => ({ id, key: null })),
      attempts,
    );
    const { summary } = analyseTest(agg);
    expect(summary.reliabilitas).toBe('KR-20');
    expect(summary.kr20).toBeCloseTo(0.295, 3);
    expect(summary.alpha).toBeCloseTo(summary.kr20 as number, 12);
    expect(summary.kr20_reason).toBeNull();
  });

  it('not defined where KR-20 is not: one item, no attempts, a constant total', () => {
    expect(cronbachAlpha(sumsOf([[0.5], [1]])).reason).toBe(KR20_UNDEFINED.fewItems);
    expect(cronbachAlpha({ attempts: 0, itemCorrect: [], totalSum: 0, totalSumSquares: 0 }).reason).toBe(
      KR20_UNDEFINED.noAttempts,
    );
    expect(
      cronbachAlpha(
        sumsOf([
          [0.5, 0.5],
          [1, 0],
        ]),
      ).reason,
    ).toBe(KR20_UNDEFINED.zeroVariance);
  });
});
