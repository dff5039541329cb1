import { describe, expect, it } from 'vitest';
import { aggregateAttempts, type ItemInfo } from './aggregate';
import { analyseTest } from './analyse';
import {
  EXPECTED_ITEMS,
  EXPECTED_OPTIONS,
  FIXTURE_ATTEMPTS,
  FIXTURE_INFO,
  optionMismatches,
} from './fixtures/hand';

/** The hand-computed 10 × 5 fixture (fixtures/hand.ts, where every number is worked out by hand). */
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

  it.each(EXPECTED_ITEMS)(
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

  it.each(EXPECTED_OPTIONS)(
    'Q%i option shares overall, upper, lower and the empty share',
    (id, expected, empty) => {
      const item = analysis.items.find((i) => i.id === id)!;
      expect(optionMismatches(item, [id, expected, empty])).toEqual([]);
    },
  );

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
