import { describe, expect, it } from 'vitest';
import { drawCourse, drawTryout, groupTogether, shuffle, tryoutDrawSize } from './draw';

/** A deterministic random source. */
function seeded(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

describe('drawTryout', () => {
  const groups = [
    { id: 2, urutan: 2, jumlah_soal_ujian: 2, question_ids: [20, 21, 22, 23] },
    { id: 1, urutan: 1, jumlah_soal_ujian: 3, question_ids: [10, 11, 12, 13, 14] },
    { id: 3, urutan: 3, jumlah_soal_ujian: 10, question_ids: [30, 31] },
  ];

  it('draws jumlah_soal_ujian per group (all when fewer), groups by urutan, numbers consecutive', () => {
    const d = drawTryout(groups, seeded(7));
    expect(d).toHaveLength(3 + 2 + 2);
    expect(d.map((x) => x.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(d.slice(0, 3).every((x) => x.question_id >= 10 && x.question_id < 15)).toBe(true);
    expect(d.slice(3, 5).every((x) => x.question_id >= 20 && x.question_id < 24)).toBe(true);
    expect(
      d
        .slice(5)
        .map((x) => x.question_id)
        .sort(),
    ).toEqual([30, 31]);
    expect(new Set(d.map((x) => x.question_id)).size).toBe(7);
  });

  it('is random: different seeds give different draws', () => {
    const a = drawTryout(groups, seeded(1)).map((x) => x.question_id);
    const draws = new Set(
      [2, 3, 4, 5, 6].map((s) =>
        drawTryout(groups, seeded(s))
          .map((x) => x.question_id)
          .join(),
      ),
    );
    draws.add(a.join());
    expect(draws.size).toBeGreaterThan(1);
  });

  it('empty groups give an empty draw', () => {
    expect(drawTryout([{ id: 1, urutan: 1, jumlah_soal_ujian: 5, question_ids: [] }])).toEqual([]);
  });
});

describe('drawCourse', () => {
  it('takes n PG then m essays', () => {
    const d = drawCourse([1, 2, 3, 4], [9, 8], 3, 1, seeded(3));
    expect(d).toHaveLength(4);
    expect(d.slice(0, 3).every((x) => x.question_id <= 4)).toBe(true);
    expect([8, 9]).toContain(d[3].question_id);
    expect(d.map((x) => x.number)).toEqual([1, 2, 3, 4]);
  });
});

describe('shuffle', () => {
  it('keeps every item', () => {
    expect(shuffle([1, 2, 3, 4, 5], seeded(9)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('groupTogether', () => {
  it('keeps groups together in rank order and renumbers', () => {
    const rank: Record<number, number> = { 1: 2, 2: 1, 3: 2, 4: 1 };
    const d = [1, 2, 3, 4].map((question_id, i) => ({ question_id, number: i + 1 }));
    expect(groupTogether(d, (id) => rank[id])).toEqual([
      { question_id: 2, number: 1 },
      { question_id: 4, number: 2 },
      { question_id: 1, number: 3 },
      { question_id: 3, number: 4 },
    ]);
  });
});

describe('tryoutDrawSize', () => {
  it.each([
    [
      'jumlah_soal_ujian per group, all when fewer',
      [
        [2, 4],
        [3, 5],
        [10, 2],
      ],
      7,
    ],
    ['0 takes the whole group', [[0, 4]], 4],
    ['an empty group adds nothing', [[5, 0]], 0],
    ['no groups', [], 0],
  ] as const)('%s', (_name, spec, size) => {
    const groups = spec.map(([n, count], i) => ({
      id: i + 1,
      urutan: i + 1,
      jumlah_soal_ujian: n,
      question_ids: Array.from({ length: count }, (_, k) => (i + 1) * 100 + k),
    }));
    expect(tryoutDrawSize(groups)).toBe(size);
    expect(drawTryout(groups)).toHaveLength(size);
  });
});
