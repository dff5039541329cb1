import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random';
import { type Calibration, calibrate } from './calibrate';
import { LSAT_CSV, LSAT_PUBLISHED, parseLsat } from './fixtures/lsat';
import type { ItemResponse } from './patterns';
import { simulateResponses, spreadItems } from './simulate';

// LSAT section 6 (Bock & Lieberman 1970), against the fits R's ltm package publishes for it
// (2PL: ltm(LSAT ~ z1); Rasch with a = 1: rasch(LSAT, constraint = cbind(6, 1))).
describe('calibrate on LSAT section 6 (Bock & Lieberman 1970; R ltm)', () => {
  const lsat = parseLsat(fs.readFileSync(LSAT_CSV, 'utf8'));

  it('2PL reproduces ltm: b within 0.02, a within 0.01, log-likelihood within 0.05', () => {
    const fit = calibrate(lsat, { model: '2pl' });
    expect(fit.converged).toBe(true);
    expect(fit.candidates).toBe(1000);
    fit.items.forEach((item, j) => {
      expect(Math.abs(item.b! - LSAT_PUBLISHED.twoPl.b[j])).toBeLessThan(0.02);
      expect(Math.abs(item.a! - LSAT_PUBLISHED.twoPl.a[j])).toBeLessThan(0.01);
      expect(item.flags).toEqual([]);
      expect(item.estimable).toBe(true);
    });
    expect(Math.abs(fit.logLikelihood - LSAT_PUBLISHED.twoPl.logLikelihood)).toBeLessThan(0.05);
  });

  it('2PL standard errors (observed information) match ltm summary() within 0.005', () => {
    const fit = calibrate(lsat, { model: '2pl' });
    expect(fit.standardErrors).toBe('observed_information');
    fit.items.forEach((item, j) => {
      expect(Math.abs(item.seB! - LSAT_PUBLISHED.twoPl.seB[j])).toBeLessThan(0.005);
      expect(Math.abs(item.seA! - LSAT_PUBLISHED.twoPl.seA[j])).toBeLessThan(0.005);
    });
  });

  it('Rasch with a = 1 reproduces ltm: b within 0.01', () => {
    const fit = calibrate(lsat, { model: 'rasch' });
    expect(fit.converged).toBe(true);
    fit.items.forEach((item, j) => {
      expect(Math.abs(item.b! - LSAT_PUBLISHED.rasch.b[j])).toBeLessThan(0.01);
      expect(item.a).toBe(1);
      expect(item.seA).toBeNull();
      expect(item.seB).toBeGreaterThan(0);
    });
    // a = 1 is a restriction of the 2PL: its likelihood cannot be higher
    expect(fit.logLikelihood).toBeLessThan(calibrate(lsat).logLikelihood);
  });

  it('more quadrature points change the 2PL fit by < 0.01', () => {
    const coarse = calibrate(lsat, { quadraturePoints: 21 });
    const fine = calibrate(lsat, { quadraturePoints: 61 });
    expect(Math.abs(coarse.logLikelihood - fine.logLikelihood)).toBeLessThan(0.01);
    coarse.items.forEach((item, j) => {
      expect(Math.abs(item.b! - fine.items[j].b!)).toBeLessThan(0.01);
      expect(Math.abs(item.a! - fine.items[j].a!)).toBeLessThan(0.01);
    });
    expect(() => calibrate(lsat, { quadraturePoints: 15 })).toThrow(RangeError);
  });

  it('the item fit statistic does not reject the LSAT items under either model', () => {
    for (const model of ['2pl', 'rasch'] as const) {
      for (const item of calibrate(lsat, { model }).items) {
        expect(item.fit?.statistic).toBe('rest_sx2');
        expect(item.fit?.groups).toBe(10);
        expect(item.fit?.df).toBe(model === '2pl' ? 8 : 9);
        expect(item.fit!.pValue).toBeGreaterThan(0.05);
      }
    }
  });

  it('the information function is Σ a² P (1 − P) on θ = −4 … 4', () => {
    const fit = calibrate(lsat);
    expect(fit.information).toHaveLength(81);
    expect(fit.information[0].theta).toBe(-4);
    expect(fit.information[80].theta).toBe(4);
    const at = fit.information.find((p) => p.theta === -2)!;
    const direct = fit.items.reduce((s, it) => {
      const p = 1 / (1 + Math.exp(-it.a! * (-2 - it.b!)));
      return s + it.a! ** 2 * p * (1 - p);
    }, 0);
    expect(at.information).toBeCloseTo(direct, 12);
  });

  it('groups identical rows: the LSAT data as 1,000 single rows gives the same fit', () => {
    const rows: ItemResponse[][] = [];
    lsat.rows.forEach((row, i) => {
      for (let k = 0; k < lsat.weights[i]; k++) rows.push(row);
    });
    const expanded = calibrate({ rows });
    const grouped = calibrate(lsat);
    expect(expanded.patterns).toBe(30);
    expect(expanded.logLikelihood).toBeCloseTo(grouped.logLikelihood, 6);
    expanded.items.forEach((item, j) => {
      expect(item.b).toBeCloseTo(grouped.items[j].b!, 6);
    });
  });

  it('missing responses are skipped: an item nobody drew changes nothing and is flagged', () => {
    const withBlank = { rows: lsat.rows.map((r) => [...r, null]), weights: lsat.weights };
    const fit = calibrate(withBlank);
    const plain = calibrate(lsat);
    expect(fit.logLikelihood).toBeCloseTo(plain.logLikelihood, 9);
    plain.items.forEach((item, j) => {
      expect(fit.items[j].b).toBeCloseTo(item.b!, 9);
      expect(fit.items[j].seB).toBeCloseTo(item.seB!, 9);
    });
    expect(fit.items[5]).toMatchObject({
      estimable: false,
      flags: ['no_responses'],
      a: null,
      b: null,
      fit: null,
    });
  });
});

/** z-scores (estimate − truth) / SE over every estimated parameter. */
function zScores(fit: Calibration, truth: readonly { a: number; b: number }[]): number[] {
  const out: number[] = [];
  fit.items.forEach((item, j) => {
    out.push((item.b! - truth[j].b) / item.seB!);
    if (fit.model === '2pl') out.push((item.a! - truth[j].a) / item.seA!);
  });
  return out;
}

describe('calibrate on simulated data (random item subsets per candidate)', () => {
  it.each([
    ['2pl', 11],
    ['2pl', 12],
    ['rasch', 13],
  ] as const)('%s recovers known parameters within their standard errors (seed %i)', (model, seed) => {
    const truth = spreadItems(16, model);
    const { rows } = simulateResponses(truth, { candidates: 1500, itemsPerCandidate: 10, seed });
    const fit = calibrate({ rows }, { model });
    expect(fit.converged).toBe(true);
    const z = zScores(fit, truth);
    // every estimate within 3.5 SE, and the SEs are the right size: mean z² near 1
    for (const v of z) expect(Math.abs(v)).toBeLessThan(3.5);
    const meanSquare = z.reduce((s, v) => s + v * v, 0) / z.length;
    expect(meanSquare).toBeGreaterThan(0.4);
    expect(meanSquare).toBeLessThan(2);
    // each item was answered by about 10/16 of the candidates, not all of them
    for (const item of fit.items) expect(item.responses).toBeLessThan(1100);
  });

  it('missing is not wrong: undrawn items scored as wrong would throw the estimates off', () => {
    const truth = spreadItems(12);
    const { rows } = simulateResponses(truth, { candidates: 1000, itemsPerCandidate: 6, seed: 5 });
    const asMissing = calibrate({ rows });
    const asWrong = calibrate({ rows: rows.map((r) => r.map((y) => y ?? 0)) });
    asMissing.items.forEach((item, j) => {
      expect(Math.abs(item.b! - truth[j].b)).toBeLessThan(4 * item.seB!);
      expect(item.responses).toBeLessThan(600);
      expect(asWrong.items[j].responses).toBe(1000);
    });
    const offByMoreThanOne = asWrong.items.filter((item, j) => Math.abs(item.b! - truth[j].b) > 1);
    expect(offByMoreThanOne.length).toBeGreaterThanOrEqual(8);
  });

  it('the fit statistic flags an item that does not follow the model, and only that one', () => {
    const truth = spreadItems(15);
    const random = seededRandom(99);
    const { rows, thetas } = simulateResponses(truth, { candidates: 3000, seed: 21 });
    // item 0 becomes non-monotone: likely right in the middle of the ability range, unlikely at both ends
    rows.forEach((row, i) => {
      row[0] = random() < (Math.abs(thetas[i]) < 0.7 ? 0.9 : 0.3) ? 1 : 0;
    });
    const fit = calibrate({ rows });
    expect(fit.items[0].fit!.pValue).toBeLessThan(1e-6);
    for (const item of fit.items.slice(1)) expect(item.fit!.pValue).toBeGreaterThan(0.01);
  });

  it('5,000 × 100 at a reduced size (800 × 40, 16 drawn) stays quick and converges', () => {
    const truth = spreadItems(40);
    const { rows } = simulateResponses(truth, { candidates: 800, itemsPerCandidate: 16, seed: 3 });
    const started = performance.now();
    const fit = calibrate({ rows });
    const seconds = (performance.now() - started) / 1000;
    expect(fit.converged).toBe(true);
    expect(fit.items.every((item) => item.seB !== null && item.flags.length === 0)).toBe(true);
    expect(calibrate({ rows }, { minResponses: 500 }).items[0].flags).toEqual(['few_responses']);
    expect(seconds).toBeLessThan(20);
  }, 30_000);
});

describe('calibrate on degenerate data does not crash', () => {
  it('constant columns are left out and flagged; the rest is estimated', () => {
    const truth = spreadItems(6);
    const { rows } = simulateResponses(truth, { candidates: 400, seed: 8 });
    const data = { rows: rows.map((r) => [...r, 1, 0] as ItemResponse[]) };
    const fit = calibrate(data);
    expect(fit.items[6]).toMatchObject({ estimable: false, a: null, b: null, seA: null, fit: null });
    expect(fit.items[6].flags).toContain('all_correct');
    expect(fit.items[7].flags).toContain('all_wrong');
    expect(fit.items[7].pCorrect).toBe(0);
    const without = calibrate({ rows });
    for (let j = 0; j < 6; j++) expect(fit.items[j].b).toBeCloseTo(without.items[j].b!, 9);
  });

  it('no rows, one row, one candidate per pattern: a result with flags, never NaN', () => {
    expect(calibrate({ rows: [] })).toMatchObject({ items: [], candidates: 0, logLikelihood: 0 });
    const one = calibrate({ rows: [[1, 0, null]] });
    expect(one.items.map((i) => i.estimable)).toEqual([false, false, false]);
    expect(one.items[2].flags).toEqual(['no_responses']);
    const two = calibrate({
      rows: [
        [1, 0],
        [0, 1],
      ],
    });
    expect(two.items.every((i) => i.flags.includes('few_responses'))).toBe(true);
    expect(Number.isFinite(two.logLikelihood)).toBe(true);
  });

  it('an estimate that runs into the clamp is flagged at_bound and gets no standard error', () => {
    // three items, two drawn per candidate, 150 candidates: the slopes are barely identified
    const truth = [
      { a: 1.2, b: -1 },
      { a: 1, b: 0 },
      { a: 0.8, b: 1 },
    ];
    const { rows } = simulateResponses(truth, { candidates: 150, itemsPerCandidate: 2, seed: 4 });
    const fit = calibrate({ rows });
    expect(fit.items[0]).toMatchObject({ a: 5, seA: null, seB: null, estimable: true });
    expect(fit.items[0].flags).toEqual(['few_responses', 'at_bound']);
    expect(fit.items[1].seA).toBeGreaterThan(0);
  });

  it('two candidates with opposite answers: slopes go flat, b is null, the items are not used', () => {
    const fit = calibrate({
      rows: [
        [1, 0, 1],
        [0, 1, 1],
        [1, 1, 0],
      ],
    });
    for (const item of fit.items) {
      expect(item.flags).toEqual(['few_responses', 'flat']);
      expect(Math.abs(item.a!)).toBeLessThan(0.01);
      expect(item.b).toBeNull();
    }
    expect(fit.information.every((p) => p.information === 0)).toBe(true);
  });

  it('any small 0/1/empty matrix: finite numbers or null, constant columns flagged (property)', () => {
    const cell = fc.constantFrom<ItemResponse>(0, 1, null);
    const matrix = fc
      .integer({ min: 1, max: 6 })
      .chain((items) => fc.array(fc.array(cell, { minLength: items, maxLength: items }), { maxLength: 12 }));
    fc.assert(
      fc.property(matrix, fc.constantFrom('2pl' as const, 'rasch' as const), (rows, model) => {
        const fit = calibrate({ rows }, { model, maxIterations: 300 });
        expect(Number.isFinite(fit.logLikelihood)).toBe(true);
        expect(fit.logLikelihood).toBeLessThanOrEqual(1e-9);
        fit.items.forEach((item, j) => {
          const answered = rows.map((r) => r[j]).filter((y) => y !== null);
          const constant = answered.length === 0 || answered.every((y) => y === answered[0]);
          expect(item.estimable).toBe(!constant);
          for (const v of [item.a, item.b, item.seA, item.seB])
            if (v !== null) expect(Number.isFinite(v)).toBe(true);
          // |b| = |intercept / a| ≤ 20 / 0.01 (flat items have no b)
          if (item.b !== null) expect(Math.abs(item.b)).toBeLessThanOrEqual(2000);
          if (item.flags.includes('flat')) expect(item.b).toBeNull();
          if (item.fit) expect(Number.isFinite(item.fit.chiSquare)).toBe(true);
        });
        for (const point of fit.information) expect(Number.isFinite(point.information)).toBe(true);
      }),
      { numRuns: 150, seed: 2101 },
    );
  });
});
