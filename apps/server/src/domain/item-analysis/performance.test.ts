import { describe, expect, it } from 'vitest';
import { aggregateAttempts } from './aggregate';
import { analyseTest } from './analyse';
import { simulatedTest } from './fixtures/simulated';

/**
 * docs/decisions/0023's figure: 5,000 candidates × 100 questions analysed in < 2 s. The analysis runs on the counts
 * SQL aggregates (here built in memory beforehand, outside the timing); bench/item-analysis.ts prints
 * the times.
 */
describe('performance', () => {
  it.each([
    ['every question drawn', 100],
    ['40 of 100 drawn', 40],
  ])(
    '5,000 candidates × 100 questions (%s): the analysis of the aggregates takes well under 2 s',
    (_, drawn) => {
      const { info, attempts } = simulatedTest(5000, 100, drawn);
      const aggregate = aggregateAttempts(info, attempts);
      const started = performance.now();
      const result = analyseTest(aggregate);
      const seconds = (performance.now() - started) / 1000;
      expect(result.summary.n).toBe(5000);
      expect(result.items).toHaveLength(100);
      expect(result.items.every((i) => i.d !== null && i.r_pb !== null)).toBe(true);
      expect(result.summary.kr20 === null).toBe(drawn < 100);
      expect(seconds).toBeLessThan(1);
    },
  );
});
