import { describe, expect, it } from 'vitest';
import { aggregateAttempts } from './aggregate';
import { analyseTest } from './analyse';
import { describeScores, kr20, scoreCounts } from './test-stats';

/** 0/1 rows → attempts scored by their count correct (every candidate drew every item, key A). */
function fromMatrix(rows: readonly (readonly number[])[], score: (correct: number) => number) {
  const k = rows[0].length;
  const info = Array.from({ length: k }, (_, j) => ({ id: j + 1, key: 'A' as const }));
  const attempts = rows.map((row) => ({
    score: score(row.reduce((s, v) => s + v, 0)),
    answers: row.map((v, j) => ({
      item: j + 1,
      option: v ? ('A' as const) : ('B' as const),
      correct: v === 1,
    })),
  }));
  return aggregateAttempts(info, attempts);
}

/**
 * Karl L. Wuensch (East Carolina University), "The Kuder-Richardson 20", StatHelp KR20.txt,
 * https://core.ecu.edu/wuenschk/StatHelp/KR20.txt — ten students A–J, a ten-item quiz. The page prints
 * the data, each item's p, q and p·q (.21 .21 .24 .21 .24 .16 .21 .21 .25 .24) and the variance of the
 * totals, 5.84 (divisor n). It leaves the last step to the reader; by hand:
 *   Σpq = 2.18, KR-20 = 10/9 · (1 − 2.18/5.84) = 0.696347.
 */
describe('KR-20: Wuensch, "The Kuder-Richardson 20" (ECU StatHelp)', () => {
  const DATA = [
    [1, 1, 1, 1, 1, 1, 0, 1, 1, 0], // A 8
    [1, 0, 1, 1, 0, 1, 1, 1, 0, 1], // B 7
    [1, 1, 1, 1, 0, 1, 1, 0, 0, 1], // C 7
    [0, 0, 1, 0, 0, 0, 1, 0, 0, 0], // D 2
    [0, 0, 0, 0, 0, 1, 0, 0, 1, 0], // E 2
    [1, 1, 1, 0, 1, 1, 1, 1, 1, 1], // F 9
    [1, 1, 0, 1, 1, 1, 0, 1, 1, 1], // G 8
    [1, 1, 1, 1, 1, 1, 1, 1, 0, 1], // H 9
    [0, 1, 0, 1, 1, 1, 1, 1, 0, 1], // I 7
    [1, 1, 0, 1, 1, 0, 1, 1, 1, 0], // J 7
  ];
  const PRINTED_P = [0.7, 0.7, 0.6, 0.7, 0.6, 0.8, 0.7, 0.7, 0.5, 0.6];
  const PRINTED_PQ = [0.21, 0.21, 0.24, 0.21, 0.24, 0.16, 0.21, 0.21, 0.25, 0.24];
  const aggregate = fromMatrix(DATA, (correct) => correct);
  const analysis = analyseTest(aggregate);

  it('reproduces the printed p and p·q of each item', () => {
    analysis.items.forEach((item, j) => {
      expect(item.p).toBeCloseTo(PRINTED_P[j], 12);
      expect(item.p! * (1 - item.p!)).toBeCloseTo(PRINTED_PQ[j], 12);
    });
  });

  it('reproduces the printed variance of the totals, 5.84 (population)', () => {
    expect(describeScores(scoreCounts([8, 7, 7, 2, 2, 9, 8, 9, 7, 7])).sd! ** 2).toBeCloseTo(5.84, 12);
    expect(analysis.summary.sd! ** 2).toBeCloseTo(5.84, 12);
    expect(analysis.summary.mean).toBeCloseTo(6.6, 12);
  });

  it('KR-20 = 10/9 · (1 − 2.18/5.84) = 0.696347 (and SEM = √5.84 · √(1 − KR-20))', () => {
    expect(analysis.summary.kr20).toBeCloseTo((10 / 9) * (1 - 2.18 / 5.84), 12);
    expect(analysis.summary.kr20).toBeCloseTo(0.696347, 6);
    expect(analysis.summary.sem).toBeCloseTo(Math.sqrt(5.84) * Math.sqrt(1 - 0.696347032), 5);
    expect(kr20(aggregate.common)).toEqual({ value: analysis.summary.kr20, reason: null, items: 10 });
  });
});

/**
 * "Item Analysis Worksheet" with its answer key (anonymous course worksheet),
 * https://studylib.net/doc/25270846/item-anaylsis- — ten students, ten questions, the upper group the
 * five best (Joe, Dave, Sujie, Darrell, Eliza: 100, 90, 70, 70, 70) and the lower group the other five.
 * It prints per question the correct answers of each group, p over both groups and D. Its groups are
 * halves, not 27 %: the analysis runs with groupFraction 0.5 (no tie falls at that cut: 70 vs 60).
 */
describe('difficulty and discrimination: "Item Analysis Worksheet" (studylib.net)', () => {
  const DATA = [
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], // Joe 100
    [1, 1, 1, 1, 1, 1, 1, 1, 0, 1], // Dave 90
    [1, 1, 0, 1, 1, 1, 1, 1, 0, 0], // Sujie 70
    [0, 1, 1, 1, 1, 1, 0, 1, 0, 1], // Darrell 70
    [1, 1, 1, 0, 1, 1, 1, 0, 0, 1], // Eliza 70
    [1, 1, 1, 0, 1, 1, 0, 1, 0, 0], // Zoe 60
    [0, 1, 1, 0, 1, 1, 0, 1, 0, 1], // Grace 60
    [0, 1, 1, 1, 0, 0, 1, 0, 1, 0], // Hannah 50
    [1, 1, 1, 0, 1, 0, 0, 0, 0, 1], // Ricky 50
    [0, 1, 0, 0, 0, 1, 0, 0, 1, 0], // Anita 30
  ];
  // question: [correct in the upper group, correct in the lower group, p, D] as printed
  const PRINTED: [number, number, number, number][] = [
    [4, 2, 0.6, 0.4],
    [5, 5, 1, 0],
    [4, 4, 0.8, 0],
    [4, 1, 0.5, 0.6],
    [5, 3, 0.8, 0.4],
    [5, 3, 0.8, 0.4],
    [4, 1, 0.5, 0.6],
    [4, 2, 0.6, 0.4],
    [1, 2, 0.3, -0.2],
    [4, 2, 0.6, 0.4],
  ];
  const analysis = analyseTest(
    fromMatrix(DATA, (correct) => 10 * correct),
    { groupFraction: 0.5 },
  );

  it.each(PRINTED.map((row, j) => [j + 1, ...row]))(
    'question %i: upper %i, lower %i, p %f, D %f',
    (q, upper, lower, p, d) => {
      const item = analysis.items[q - 1];
      expect(item.group_size).toBe(5);
      expect(item.upper.correct).toBe(upper);
      expect(item.lower.correct).toBe(lower);
      expect(item.p).toBeCloseTo(p, 12);
      expect(item.d).toBeCloseTo(d, 12);
    },
  );

  it('the worksheet answers: question 2 easiest, question 9 hardest and worst discriminating (revisi)', () => {
    const byP = [...analysis.items].sort((a, b) => a.p! - b.p!);
    expect(byP[byP.length - 1].id).toBe(2);
    expect(byP[0].id).toBe(9);
    const byD = [...analysis.items].sort((a, b) => a.d! - b.d!);
    expect(byD[0]).toMatchObject({ id: 9, discrimination: 'jelek', revisi: true });
  });
});
