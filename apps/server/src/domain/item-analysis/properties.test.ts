import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AttemptResponses, aggregateAttempts, type ItemInfo } from './aggregate';
import { analyseTest } from './analyse';
import { discriminationIndex, pointBiserial } from './indices';

const option = fc.constantFrom<OptionKey | null>(...OPTION_KEYS, null);

/**
 * A random tryout: up to 30 attempts on up to 6 items with keys A–E; each attempt draws a random subset
 * (or all items) and chooses an option or leaves the item empty; nilai = 100 × correct / drawn.
 */
const tryout = fc
  .record({
    keys: fc.array(fc.constantFrom(...OPTION_KEYS), { minLength: 1, maxLength: 6 }),
    allDrawn: fc.boolean(),
    rows: fc.array(fc.array(fc.record({ drawn: fc.boolean(), option }), { minLength: 6, maxLength: 6 }), {
      maxLength: 30,
    }),
  })
  .map(({ keys, allDrawn, rows }) => {
    const info: ItemInfo[] = keys.map((key, j) => ({ id: j, key }));
    const attempts: AttemptResponses[] = rows.map((row) => {
      const answers = keys
        .map((key, j) => ({
          item: j,
          option: row[j].option,
          correct: row[j].option === key,
          drawn: row[j].drawn,
        }))
        .filter((a) => allDrawn || a.drawn)
        .map(({ item, option, correct }) => ({ item, option, correct }));
      const correct = answers.filter((a) => a.correct).length;
      return { score: answers.length ? Math.round((10000 * correct) / answers.length) / 100 : 0, answers };
    });
    return { info, attempts };
  });

/** Every number anywhere in the result is finite (no NaN, no ±Infinity). */
function numbersOf(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersOf);
  return [];
}

const inRange = (v: number | null, min: number, max: number) => v === null || (v >= min && v <= max);

describe('item analysis properties (fast-check)', () => {
  it('0 ≤ p ≤ 1, −1 ≤ D ≤ 1, −1 ≤ r_pb ≤ 1, KR-20 ≤ 1 (or null with a reason), shares in 0–1, no NaN', () => {
    fc.assert(
      fc.property(tryout, ({ info, attempts }) => {
        const result = analyseTest(aggregateAttempts(info, attempts));
        for (const item of result.items) {
          expect(inRange(item.p, 0, 1)).toBe(true);
          expect(inRange(item.d, -1, 1)).toBe(true);
          expect(inRange(item.r_pb, -1, 1)).toBe(true);
          expect(inRange(item.upper.p, 0, 1) && inRange(item.lower.p, 0, 1)).toBe(true);
          for (const o of item.options) expect(inRange(o.share, 0, 1)).toBe(true);
          expect(item.p === null).toBe(item.drawn === 0);
        }
        const { kr20, kr20_reason, sem, sd } = result.summary;
        expect(
          kr20 === null ? kr20_reason?.startsWith('tidak terdefinisi: ') : kr20 <= 1 && kr20_reason === null,
        ).toBe(true);
        expect(sem === null || (sd !== null && sem >= 0)).toBe(true);
        expect(result.histogram.reduce((s, b) => s + b.count, 0)).toBe(attempts.length);
        expect(numbersOf(result).every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('constant answers (everyone chooses the same option on every item): null or defined, never NaN', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...OPTION_KEYS), { minLength: 1, maxLength: 6 }),
        option,
        fc.integer({ min: 0, max: 40 }),
        (keys, chosen, n) => {
          const info = keys.map((key, j) => ({ id: j, key }));
          const answers = keys.map((key, j) => ({ item: j, option: chosen, correct: chosen === key }));
          const score = (100 * answers.filter((a) => a.correct).length) / keys.length;
          const attempts = Array.from({ length: n }, () => ({ score, answers }));
          const result = analyseTest(aggregateAttempts(info, attempts));
          expect(numbersOf(result).every(Number.isFinite)).toBe(true);
          expect(result.summary.kr20).toBeNull();
          for (const item of result.items) {
            expect(item.r_pb).toBeNull();
            expect(item.d === null || item.d === 0).toBe(true);
          }
        },
      ),
    );
  });

  it('the result does not depend on the order of the attempts', () => {
    fc.assert(
      fc.property(
        tryout.chain((t) =>
          fc.shuffledSubarray(t.attempts, { minLength: t.attempts.length }).map((s) => [t, s] as const),
        ),
        ([{ info, attempts }, shuffled]) => {
          const a = analyseTest(aggregateAttempts(info, attempts));
          const b = analyseTest(aggregateAttempts(info, shuffled));
          a.items.forEach((item, j) => {
            for (const key of ['p', 'd', 'r_pb'] as const) {
              const x = item[key];
              const y = b.items[j][key];
              if (x === null) expect(y).toBeNull();
              else expect(Math.abs(x - y!)).toBeLessThan(1e-9);
            }
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('D and r_pb from arbitrary counts and sums stay within −1 and 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (g, u, l) => {
          const d = discriminationIndex({ upperCorrect: u * g, lowerCorrect: l * g, groupSize: g });
          expect(d === null ? g === 0 : d >= -1 && d <= 1).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 10000 })), { maxLength: 50 }),
        (pairs) => {
          const x = pairs.map(([c]) => (c ? 1 : 0));
          const y = pairs.map(([, v]) => v / 100);
          const r = pointBiserial({
            n: pairs.length,
            sumX: x.reduce((s: number, v) => s + v, 0),
            sumY: y.reduce((s, v) => s + v, 0),
            sumYY: y.reduce((s, v) => s + v * v, 0),
            sumXY: x.reduce((s: number, v, i) => s + v * y[i], 0),
          });
          expect(r === null || (r >= -1 && r <= 1)).toBe(true);
        },
      ),
    );
  });

  it('empty input: no attempts, no items', () => {
    const result = analyseTest(aggregateAttempts([], []));
    expect(result.summary).toMatchObject({ n: 0, mean: null, kr20: null, sem: null });
    expect(result.items).toEqual([]);
    const noAttempts = analyseTest(aggregateAttempts([{ id: 1, key: 'A' }], []));
    expect(noAttempts.items[0]).toMatchObject({ drawn: 0, p: null, d: null, r_pb: null, revisi: false });
    expect(numbersOf(noAttempts).every(Number.isFinite)).toBe(true);
  });
});
