import { describe, expect, it } from 'vitest';
import { extremeGroups, groupSize } from './groups';

describe('groupSize: round(27 % × n), at most n/2', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1],
    [10, 3],
    [50, 14],
    [100, 27],
    [5000, 1350],
  ])('n = %i → g = %i', (n, g) => {
    expect(groupSize(n)).toBe(g);
  });

  it('halves: n = 7 → 3 (never overlapping)', () => {
    expect(groupSize(7, 0.5)).toBe(3);
  });
});

describe('extremeGroups: the tie rule at the cut', () => {
  it('no tie: the three best and the three worst, whole', () => {
    const levels = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10].map((score) => ({ score, drawn: 1 }));
    const g = extremeGroups(levels);
    expect(g.size).toBe(3);
    expect(g.upper).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(g.lower).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);
  });

  // 10 attempts, g = 3: one at 90, four at 70 share 2 places; the rest below
  const tied = [
    { score: 90, drawn: 1 },
    { score: 70, drawn: 4 },
    { score: 40, drawn: 3 },
    { score: 10, drawn: 2 },
  ];

  it('four attempts tied at the cut with two places left: each counts 2/4', () => {
    const g = extremeGroups(tied);
    expect(g.upper).toEqual([1, 0.5, 0, 0]);
    expect(g.lower).toEqual([0, 0, 1 / 3, 1]);
  });

  it('the order of the rows does not matter', () => {
    // the same rows as 10, 70, 90, 40
    const g = extremeGroups([tied[3], tied[1], tied[0], tied[2]]);
    expect(g.upper).toEqual([0, 0.5, 1, 0]);
    expect(g.lower).toEqual([1, 0, 0, 1 / 3]);
  });

  it('every attempt at one score: both groups take the same share of it (D = 0)', () => {
    const g = extremeGroups([{ score: 50, drawn: 10 }]);
    expect(g).toEqual({ size: 3, upper: [0.3], lower: [0.3] });
  });

  it('two rows with one score are one score; a row without attempts takes no place', () => {
    const g = extremeGroups([
      { score: 80, drawn: 1 },
      { score: 80, drawn: 1 },
      { score: 60, drawn: 0 },
      { score: 20, drawn: 2 },
    ]);
    expect(g).toEqual({ size: 1, upper: [0.5, 0.5, 0, 0], lower: [0, 0, 0, 0.5] });
  });

  it('fewer than 2 attempts: no groups', () => {
    expect(extremeGroups([{ score: 50, drawn: 1 }])).toEqual({ size: 0, upper: [0], lower: [0] });
    expect(extremeGroups([])).toEqual({ size: 0, upper: [], lower: [] });
  });
});
