import { describe, expect, it } from 'vitest';
import { normalQuadrature } from './quadrature';

/** E[X^k] of the standard normal: 0 for odd k, (k − 1)!! for even k. */
const normalMoment = (k: number) => {
  if (k % 2 === 1) return 0;
  let m = 1;
  for (let i = k - 1; i > 1; i -= 2) m *= i;
  return m;
};

describe('normalQuadrature (Gauss–Hermite for N(0, 1))', () => {
  it.each([21, 41, 61])('%i points: weights sum to 1, nodes symmetric and ascending', (n) => {
    const { nodes, weights } = normalQuadrature(n);
    expect(nodes).toHaveLength(n);
    expect(weights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 13);
    for (let i = 0; i < n; i++) {
      expect(nodes[i]).toBeCloseTo(-nodes[n - 1 - i], 12);
      expect(weights[i]).toBeCloseTo(weights[n - 1 - i], 14);
      expect(weights[i]).toBeGreaterThan(0);
      if (i > 0) expect(nodes[i]).toBeGreaterThan(nodes[i - 1]);
    }
    expect(nodes[(n - 1) / 2]).toBeCloseTo(0, 12);
  });

  it.each([
    [21, 2],
    [21, 4],
    [21, 10],
    [41, 20],
    [61, 12],
  ])('%i points integrate θ^%i exactly against the normal density', (n, k) => {
    const { nodes, weights } = normalQuadrature(n);
    const moment = nodes.reduce((s, x, i) => s + weights[i] * x ** k, 0);
    expect(moment / normalMoment(k)).toBeCloseTo(1, 9);
  });

  it('the 21-point rule integrates a logistic curve like a fine grid', () => {
    const { nodes, weights } = normalQuadrature(21);
    const f = (x: number) => 1 / (1 + Math.exp(-(0.8 * x + 1.2)));
    const gh = nodes.reduce((s, x, i) => s + weights[i] * f(x), 0);
    let grid = 0;
    for (let x = -10; x <= 10; x += 0.001)
      grid += (f(x) * Math.exp((-x * x) / 2) * 0.001) / Math.sqrt(2 * Math.PI);
    expect(gh).toBeCloseTo(grid, 8);
  });

  it('refuses nonsense sizes', () => {
    expect(() => normalQuadrature(1)).toThrow(RangeError);
    expect(() => normalQuadrature(20.5)).toThrow(RangeError);
  });
});
