import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISPLAY_SCALE, displayScore, displayStandardError, eapAbility } from './ability';
import { calibrate } from './calibrate';
import { LSAT_CSV, parseLsat } from './fixtures/lsat';
import type { ItemResponse } from './patterns';

const rasch = (bs: number[]) => bs.map((b) => ({ a: 1, b }));

describe('eapAbility', () => {
  it('nothing answered gives the prior: θ = 0, SD = 1', () => {
    const est = eapAbility(rasch([0, 1]), [null, null]);
    expect(est.theta).toBeCloseTo(0, 12);
    expect(est.sd).toBeCloseTo(1, 10);
    expect(est.answered).toBe(0);
  });

  it('a null response is skipped, not wrong: same as leaving the item out', () => {
    const items = [
      { a: 1.2, b: -0.5 },
      { a: 0.7, b: 0.3 },
      { a: 1.5, b: 1 },
    ];
    const skipped = eapAbility(items, [1, null, 0]);
    const without = eapAbility([items[0], items[2]], [1, 0]);
    expect(skipped).toEqual({ ...without, answered: 2 });
    expect(eapAbility(items, [1, 0, 0]).theta).toBeLessThan(skipped.theta);
  });

  it('items without parameters (not estimable) are skipped', () => {
    const est = eapAbility([{ a: null, b: null }, ...rasch([0])], [1, 0]);
    expect(est).toEqual(eapAbility(rasch([0]), [0]));
  });

  it('Rasch: EAP depends only on the number correct and rises with it (property)', () => {
    const difficulties = fc.array(fc.double({ min: -3, max: 3, noNaN: true }), {
      minLength: 2,
      maxLength: 12,
    });
    fc.assert(
      fc.property(difficulties, fc.integer({ min: 0, max: 2 ** 12 - 1 }), (bs, mask) => {
        const items = rasch(bs);
        const pattern: ItemResponse[] = bs.map((_, j) => ((mask >> j) & 1) as 0 | 1);
        const score = pattern.filter((y) => y === 1).length;
        // the same number correct, placed on the first items
        const sorted: ItemResponse[] = bs.map((_, j) => (j < score ? 1 : 0));
        const theta = eapAbility(items, pattern).theta;
        expect(theta).toBeCloseTo(eapAbility(items, sorted).theta, 9);
        const byScore = bs.map((_, k) =>
          eapAbility(items, bs.map((_, j) => (j < k ? 1 : 0)) as ItemResponse[]),
        );
        for (let k = 1; k < byScore.length; k++)
          expect(byScore[k].theta).toBeGreaterThan(byScore[k - 1].theta);
      }),
      { numRuns: 200, seed: 2102 },
    );
  });

  it('2PL with positive slopes: turning a wrong answer right never lowers θ (property)', () => {
    const item = fc.record({
      a: fc.double({ min: 0.2, max: 3, noNaN: true }),
      b: fc.double({ min: -3, max: 3, noNaN: true }),
    });
    const answer = fc.constantFrom<ItemResponse>(0, 1, null);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(item, answer), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        (pairs, pick) => {
          const items = pairs.map(([it]) => it);
          const responses = pairs.map(([, y]) => y);
          const j = pick % items.length;
          const wrong = eapAbility(
            items,
            responses.map((y, k) => (k === j ? 0 : y)),
          );
          const right = eapAbility(
            items,
            responses.map((y, k) => (k === j ? 1 : y)),
          );
          expect(right.theta).toBeGreaterThan(wrong.theta);
          expect(right.sd).toBeLessThan(1);
        },
      ),
      { numRuns: 200, seed: 2103 },
    );
  });

  it('on the LSAT 2PL fit: all wrong is low, all right is high, SD below the prior', () => {
    const items = calibrate(parseLsat(fs.readFileSync(LSAT_CSV, 'utf8'))).items;
    const low = eapAbility(items, [0, 0, 0, 0, 0]);
    const high = eapAbility(items, [1, 1, 1, 1, 1]);
    expect(low.theta).toBeLessThan(-1.5);
    expect(high.theta).toBeGreaterThan(0.5);
    expect(low.sd).toBeLessThan(1);
    expect(high.sd).toBeLessThan(1);
  });

  it('refuses a response vector of the wrong length', () => {
    expect(() => eapAbility(rasch([0, 1]), [1])).toThrow(RangeError);
  });
});

describe('displayScore (500 + 100 θ, clipped to 0–1000)', () => {
  it.each([
    [0, 500],
    [1.234, 623],
    [-0.456, 454],
    [4.9, 990],
    [5.2, 1000],
    [-7, 0],
  ])('θ = %f shows %i', (theta, shown) => {
    expect(displayScore(theta)).toBe(shown);
  });

  it('the standard error scales by 100', () => {
    expect(displayStandardError(0.35)).toBeCloseTo(35, 12);
    expect(DISPLAY_SCALE).toEqual({ center: 500, unit: 100, min: 0, max: 1000 });
  });
});
