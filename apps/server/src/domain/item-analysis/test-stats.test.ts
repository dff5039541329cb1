import { KR20_UNDEFINED } from '@tryout/shared/item-analysis';
import { describe, expect, it } from 'vitest';
import { commonItems, describeScores, histogram, kr20, scoreCounts, standardError } from './test-stats';

describe('describeScores', () => {
  it('odd n: the middle score is the median; SD with divisor n and n − 1', () => {
    const s = describeScores(scoreCounts([40, 100, 70]));
    expect(s).toMatchObject({ n: 3, mean: 70, median: 70, min: 40, max: 100 });
    expect(s.sd).toBeCloseTo(Math.sqrt(600), 12); // (900 + 0 + 900) / 3
    expect(s.sd_sample).toBeCloseTo(30, 12); // 1800 / 2
  });

  it('even n: the mean of the two middle scores, also across a count', () => {
    expect(
      describeScores([
        { score: 20, count: 1 },
        { score: 60, count: 2 },
        { score: 80, count: 1 },
      ]).median,
    ).toBe(60);
    expect(describeScores(scoreCounts([10, 20, 30, 40])).median).toBe(25);
  });

  it('one score for everyone: SD exactly 0 even for a nilai like 33.33', () => {
    const s = describeScores([{ score: 33.33, count: 5000 }]);
    expect(s).toMatchObject({
      n: 5000,
      mean: 33.33,
      median: 33.33,
      sd: 0,
      sd_sample: 0,
      min: 33.33,
      max: 33.33,
    });
  });

  it('no attempt: n 0 and every statistic null', () => {
    expect(describeScores([])).toEqual({
      n: 0,
      mean: null,
      median: null,
      sd: null,
      sd_sample: null,
      min: null,
      max: null,
    });
    expect(describeScores([{ score: 50, count: 0 }]).n).toBe(0);
  });

  it('a single attempt: no sample SD', () => {
    expect(describeScores(scoreCounts([55]))).toMatchObject({ n: 1, sd: 0, sd_sample: null });
  });
});

describe('histogram', () => {
  it('10 bins of 10 over 0–100; a bin edge goes up, 100 into the last bin', () => {
    const bins = histogram(scoreCounts([0, 9.99, 10, 55, 90, 99.99, 100, 100]));
    expect(bins.map((b) => [b.from, b.to])).toEqual(
      Array.from({ length: 10 }, (_, i) => [10 * i, 10 * i + 10]),
    );
    expect(bins.map((b) => b.count)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 4]);
  });

  it('other bin counts; a score outside 0–100 goes to the edge bin; empty input gives zero bins', () => {
    expect(histogram(scoreCounts([0, 50, 100]), { bins: 4 }).map((b) => b.count)).toEqual([1, 0, 1, 1]);
    expect(histogram(scoreCounts([-5, 120])).map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(histogram([]).every((b) => b.count === 0)).toBe(true);
  });
});

describe('kr20', () => {
  it('3 attempts × 3 items by hand: p = 2/3, 2/3, 1/3; totals 3, 2, 0', () => {
    // rows 111, 110, 000 → Σpq = 2/9 + 2/9 + 2/9 = 2/3; totals mean 5/3, variance (13/3) − 25/9 = 14/9
    // KR-20 = 3/2 · (1 − (2/3)/(14/9)) = 3/2 · 4/7 = 6/7
    const result = kr20({ attempts: 3, itemCorrect: [2, 2, 1], totalSum: 5, totalSumSquares: 13 });
    expect(result.value).toBeCloseTo(6 / 7, 12);
    expect(result).toMatchObject({ reason: null, items: 3 });
  });

  it.each([
    [
      'no attempt',
      { attempts: 0, itemCorrect: [], totalSum: 0, totalSumSquares: 0 },
      KR20_UNDEFINED.noAttempts,
    ],
    [
      'one common item',
      { attempts: 4, itemCorrect: [2], totalSum: 2, totalSumSquares: 2 },
      KR20_UNDEFINED.fewItems,
    ],
    [
      'no common item',
      { attempts: 4, itemCorrect: [], totalSum: 0, totalSumSquares: 0 },
      KR20_UNDEFINED.fewItems,
    ],
    [
      'every total the same',
      { attempts: 4, itemCorrect: [4, 0], totalSum: 4, totalSumSquares: 4 },
      KR20_UNDEFINED.zeroVariance,
    ],
    [
      'everyone all correct',
      { attempts: 5, itemCorrect: [5, 5, 5], totalSum: 15, totalSumSquares: 45 },
      KR20_UNDEFINED.zeroVariance,
    ],
    [
      'a single attempt',
      { attempts: 1, itemCorrect: [1, 0], totalSum: 1, totalSumSquares: 1 },
      KR20_UNDEFINED.zeroVariance,
    ],
  ])('%s → null with the reason', (_, input, reason) => {
    const result = kr20(input);
    expect(result.value).toBeNull();
    expect(result.reason).toBe(reason);
    expect(result.reason).toMatch(/^tidak terdefinisi: /);
  });

  it('items that always go together: KR-20 = 1, never above', () => {
    // 4 attempts, 3 identical items: totals 3, 3, 0, 0
    expect(kr20({ attempts: 4, itemCorrect: [2, 2, 2], totalSum: 6, totalSumSquares: 18 }).value).toBe(1);
  });
});

describe('standardError and commonItems', () => {
  it('SEM = SD · √(1 − KR-20); null when either is', () => {
    expect(standardError(20, 0.75)).toBe(10);
    expect(standardError(20, null)).toBeNull();
    expect(standardError(null, 0.8)).toBeNull();
    expect(standardError(0, 1)).toBe(0);
  });

  it('the common items are those every attempt drew', () => {
    const items = [
      { id: 1, drawn: 5 },
      { id: 2, drawn: 3 },
      { id: 3, drawn: 5 },
    ];
    expect(commonItems(items, 5).map((i) => i.id)).toEqual([1, 3]);
    expect(commonItems(items, 0)).toEqual([]);
  });
});
