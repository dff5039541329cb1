import type { OptionKey } from '@tryout/shared/constants';
import { describe, expect, it } from 'vitest';
import { type AttemptResponses, aggregateAttempts, type ItemInfo } from './aggregate';
import { analyseTest } from './analyse';

/**
 * A hand-computed fixture: 10 candidates × 5 questions (keys Q1 A, Q2 B, Q3 C, Q4 D, Q5 E), every
 * candidate drawing all five, nilai = 20 × correct. The expected numbers below were worked out by hand
 * (fractions) and checked with an independent script using exact rational arithmetic, not with this code.
 *
 *            Q1 Q2 Q3 Q4 Q5  total nilai   wrong answers (question: chosen option, – = empty)
 *   C1        1  1  1  1  1    5    100
 *   C2        1  1  1  1  0    4     80    Q5: A
 *   C3        0  1  1  1  0    3     60    Q1: B, Q5: B
 *   C4        1  1  1  0  0    3     60    Q4: A, Q5: C
 *   C5        1  1  0  1  0    3     60    Q3: A, Q5: D
 *   C6        1  1  1  0  0    3     60    Q4: B, Q5: A
 *   C7        1  0  1  0  0    2     40    Q2: A, Q4: C, Q5: –
 *   C8        1  0  1  0  0    2     40    Q2: –, Q4: E, Q5: B
 *   C9        1  0  0  0  0    1     20    Q2: C, Q3: B, Q4: –, Q5: D
 *   C10       1  0  0  0  0    1     20    Q2: A, Q3: –, Q4: C, Q5: C
 *   correct   9  6  7  4  1
 *
 * Test: mean 540/10 = 54; sorted nilai 20 20 40 40 60 60 60 60 80 100, median (60 + 60)/2 = 60;
 * Σ(nilai − 54)² = 2·34² + 2·14² + 4·6² + 26² + 46² = 5640, population variance 564, SD √564 = 23.748684;
 * sample SD √(5640/9) = 25.033311. KR-20 on the correct counts: p = .9 .6 .7 .4 .1, Σpq = .09 + .24 +
 * .21 + .24 + .09 = 0.87; totals 5 4 3 3 3 3 2 2 1 1, mean 2.7, variance 14.1/10 = 1.41;
 * KR-20 = 5/4 · (1 − 0.87/1.41) = 5/4 · 54/141 = 45/94 = 0.478723; SEM = 23.748684 · √(49/94) = 17.146428.
 *
 * Groups: g = round(0.27 × 10) = 3. Upper: C1, C2 and one place for the four at 60 (C3–C6), each counting
 * 1/4. Lower: C9, C10 and one place for the two at 40 (C7, C8), each counting 1/2.
 *   Q1: U = 1 + 1 + (0 + 1 + 1 + 1)/4 = 11/4, L = 1 + 1 + (1 + 1)/2 = 3  → D = (11/4 − 3)/3 = −1/12
 *   Q2: U = 2 + 4/4 = 3, L = 0                                            → D = 1
 *   Q3: U = 2 + 3/4 = 11/4, L = 0 + 0 + 2/2 = 1                           → D = 7/12
 *   Q4: U = 2 + 2/4 = 5/2, L = 0                                          → D = 5/6
 *   Q5: U = 1, L = 0                                                      → D = 1/3
 * Point-biserial r = (M₁ − M)/SD · √(p/q), M₁ the mean nilai of those correct:
 *   Q1: M₁ = 460/9, r = (460/9 − 54)/23.748684 · √9 = −0.084215
 *   Q2: M₁ = 70, r = 16/23.748684 · √1.5 = 0.825137
 *   Q3: M₁ = 460/7, r = (460/7 − 54)/23.748684 · √(7/3) = 0.569695
 *   Q4: M₁ = 75, r = 21/23.748684 · √(2/3) = 0.721995
 *   Q5: M₁ = 100, r = 46/23.748684 · √(1/9) = 0.645650
 * Rest score (nilai − 20 × item): the same formula on the rest scores gives −0.320256, 0.589768,
 * 0.218218, 0.408248, 0.457604.
 */
const KEYS: OptionKey[] = ['A', 'B', 'C', 'D', 'E'];
const CORRECT = [
  [1, 1, 1, 1, 1],
  [1, 1, 1, 1, 0],
  [0, 1, 1, 1, 0],
  [1, 1, 1, 0, 0],
  [1, 1, 0, 1, 0],
  [1, 1, 1, 0, 0],
  [1, 0, 1, 0, 0],
  [1, 0, 1, 0, 0],
  [1, 0, 0, 0, 0],
  [1, 0, 0, 0, 0],
];
/** candidate index → question index → the wrong option chosen (null = empty) */
const WRONG: Record<number, Record<number, OptionKey | null>> = {
  1: { 4: 'A' },
  2: { 0: 'B', 4: 'B' },
  3: { 3: 'A', 4: 'C' },
  4: { 2: 'A', 4: 'D' },
  5: { 3: 'B', 4: 'A' },
  6: { 1: 'A', 3: 'C', 4: null },
  7: { 1: null, 3: 'E', 4: 'B' },
  8: { 1: 'C', 2: 'B', 3: null, 4: 'D' },
  9: { 1: 'A', 2: null, 3: 'C', 4: 'C' },
};

const FIXTURE_INFO: ItemInfo[] = KEYS.map((key, j) => ({ id: j + 1, key, weight: 20 }));
const FIXTURE_ATTEMPTS: AttemptResponses[] = CORRECT.map((row, c) => ({
  score: 20 * row.reduce((s, v) => s + v, 0),
  answers: row.map((ok, j) => ({
    item: j + 1,
    option: ok ? KEYS[j] : (WRONG[c][j] as OptionKey | null),
    correct: ok === 1,
  })),
}));

const close = (actual: number | null, expected: number, digits = 6) =>
  expect(actual).toBeCloseTo(expected, digits);

describe('item analysis of the hand-computed 10 × 5 fixture', () => {
  const analysis = analyseTest(aggregateAttempts(FIXTURE_INFO, FIXTURE_ATTEMPTS));

  it('test statistics: n, mean, median, SD (population and sample), min, max, KR-20, SEM', () => {
    const s = analysis.summary;
    expect(s).toMatchObject({
      n: 10,
      mean: 54,
      median: 60,
      min: 20,
      max: 100,
      kr20_items: 5,
      kr20_reason: null,
    });
    close(s.sd, 23.748684);
    close(s.sd_sample, 25.033311);
    close(s.kr20, 45 / 94);
    close(s.kr20, 0.478723);
    close(s.sem, 17.146428);
  });

  it('histogram of the nilai in 10 bins over 0–100 (100 falls in the last bin)', () => {
    expect(analysis.histogram.map((b) => b.count)).toEqual([0, 0, 2, 0, 2, 0, 4, 0, 1, 1]);
    expect(analysis.histogram[9]).toEqual({ from: 90, to: 100, count: 1 });
  });

  it.each([
    // id, p, difficulty, U, L, D, discrimination, revisi, r_pb, r_pb_rest
    [1, 0.9, 'Mudah', 11 / 4, 3, -1 / 12, 'jelek', true, -0.084215, -0.320256],
    [2, 0.6, 'Sedang', 3, 0, 1, 'baik sekali', false, 0.825137, 0.589768],
    [3, 0.7, 'Sedang', 11 / 4, 1, 7 / 12, 'baik sekali', false, 0.569695, 0.218218],
    [4, 0.4, 'Sedang', 5 / 2, 0, 5 / 6, 'baik sekali', false, 0.721995, 0.408248],
    [5, 0.1, 'Sukar', 1, 0, 1 / 3, 'baik', false, 0.64565, 0.457604],
  ] as const)(
    'Q%i: p %f (%s), U %f, L %f, D %f (%s, revisi %s), r_pb %f, rest %f',
    (id, p, difficulty, U, L, D, label, revisi, rpb, rest) => {
      const item = analysis.items.find((i) => i.id === id)!;
      expect(item).toMatchObject({ drawn: 10, p, difficulty, group_size: 3, discrimination: label, revisi });
      close(item.upper.correct, U);
      close(item.lower.correct, L);
      close(item.upper.p, U / 3);
      close(item.lower.p, L / 3);
      close(item.d, D);
      close(item.r_pb, rpb);
      close(item.r_pb_rest, rest);
    },
  );

  it.each([
    // id, option → [overall, upper, lower, distractor]; the hand tally of the answer table above
    [
      1,
      { A: [0.9, 11 / 12, 1, null], B: [0.1, 1 / 12, 0, 'berfungsi'], C: [0, 0, 0, 'tidak berfungsi'] },
      [0, 0, 0],
    ],
    [
      2,
      { A: [0.2, 0, 1 / 2, 'berfungsi'], C: [0.1, 0, 1 / 3, 'berfungsi'], E: [0, 0, 0, 'tidak berfungsi'] },
      [0.1, 0, 1 / 6],
    ],
    [
      3,
      { A: [0.1, 1 / 12, 0, 'berfungsi'], B: [0.1, 0, 1 / 3, 'berfungsi'], C: [0.7, 11 / 12, 1 / 3, null] },
      [0.1, 0, 1 / 3],
    ],
    [
      4,
      { C: [0.2, 0, 1 / 2, 'berfungsi'], D: [0.4, 5 / 6, 0, null], E: [0.1, 0, 1 / 6, 'berfungsi'] },
      [0.1, 0, 1 / 3],
    ],
    [
      5,
      { A: [0.2, 5 / 12, 0, 'berfungsi'], D: [0.2, 1 / 12, 1 / 3, 'berfungsi'], E: [0.1, 1 / 3, 0, null] },
      [0.1, 0, 1 / 6],
    ],
  ] as const)('Q%i option shares overall, upper, lower and the empty share', (id, expected, empty) => {
    const item = analysis.items.find((i) => i.id === id)!;
    for (const [option, [share, upper, lower, distractor]] of Object.entries(expected)) {
      const o = item.options.find((x) => x.option === option)!;
      close(o.share, share);
      close(o.upper_share, upper);
      close(o.lower_share, lower);
      expect(o.distractor).toBe(distractor);
      expect(o.is_key).toBe(distractor === null);
    }
    close(item.empty.share, empty[0]);
    close(item.empty.upper_share, empty[1]);
    close(item.empty.lower_share, empty[2]);
  });

  it('the option shares of every question add up to 1 with the empty share', () => {
    for (const item of analysis.items) {
      const total = item.options.reduce((s, o) => s + o.share!, item.empty.share!);
      close(total, 1, 12);
    }
  });

  it('KR-20 over the common items only when an eleventh question was drawn by some candidates', () => {
    const extra: ItemInfo = { id: 6, key: 'A', weight: 20 };
    const attempts = FIXTURE_ATTEMPTS.map((a, c) =>
      c % 2 === 0 ? { ...a, answers: [...a.answers, { item: 6, option: 'A' as const, correct: true }] } : a,
    );
    const aggregate = aggregateAttempts([...FIXTURE_INFO, extra], attempts);
    expect(aggregate.common.ids).toEqual([1, 2, 3, 4, 5]);
    const result = analyseTest(aggregate);
    close(result.summary.kr20, 45 / 94);
    const q6 = result.items.find((i) => i.id === 6)!;
    expect(q6).toMatchObject({ drawn: 5, correct: 5, p: 1, difficulty: 'Mudah', r_pb: null });
  });
});
