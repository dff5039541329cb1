/** Nodes and weights that integrate against the standard normal density: ∫ f(θ) φ(θ) dθ ≈ Σ w_q f(x_q). */
export interface Quadrature {
  nodes: Float64Array;
  weights: Float64Array;
}

/** Fewest points accepted for calibration (docs/decisions/0024 asks for at least 21). */
export const MIN_QUADRATURE_POINTS = 21;
export const DEFAULT_QUADRATURE_POINTS = 41;

const cache = new Map<number, Quadrature>();

/**
 * Gauss–Hermite rule of n points for the N(0, 1) prior. The roots of the physicists' Hermite
 * polynomial H_n are found by Newton's method on the orthonormal recurrence (stable for large n),
 * starting from the usual asymptotic guesses; then x = √2·t and w = w_t / √π turn the weight e^(−t²)
 * into the standard normal density. Exact for polynomials up to degree 2n − 1.
 */
export function normalQuadrature(n: number): Quadrature {
  if (!Number.isInteger(n) || n < 2 || n > 200) throw new RangeError(`quadrature points out of range: ${n}`);
  const cached = cache.get(n);
  if (cached) return cached;
  const t = new Float64Array(n);
  const wt = new Float64Array(n);
  const pim4 = Math.PI ** -0.25;
  const half = Math.floor((n + 1) / 2);
  let z = 0;
  for (let i = 0; i < half; i++) {
    if (i === 0) z = Math.sqrt(2 * n + 1) - 1.85575 * (2 * n + 1) ** -0.16667;
    else if (i === 1) z -= (1.14 * n ** 0.426) / z;
    else if (i === 2) z = 1.86 * z - 0.86 * t[0];
    else if (i === 3) z = 1.91 * z - 0.91 * t[1];
    else z = 2 * z - t[i - 2];
    let derivative = 0;
    for (let iter = 0; iter < 100; iter++) {
      // orthonormal Hermite functions: p_j = z·√(2/j)·p_{j−1} − √((j−1)/j)·p_{j−2}
      let p1 = pim4;
      let p2 = 0;
      for (let j = 1; j <= n; j++) {
        const p3 = p2;
        p2 = p1;
        p1 = z * Math.sqrt(2 / j) * p2 - Math.sqrt((j - 1) / j) * p3;
      }
      derivative = Math.sqrt(2 * n) * p2;
      const step = p1 / derivative;
      z -= step;
      if (Math.abs(step) < 1e-15 * Math.max(1, Math.abs(z))) break;
    }
    t[i] = z;
    t[n - 1 - i] = -z;
    wt[i] = 2 / (derivative * derivative);
    wt[n - 1 - i] = wt[i];
  }
  const nodes = new Float64Array(n);
  const weights = new Float64Array(n);
  // ascending order: t was filled from the largest root down
  for (let i = 0; i < n; i++) {
    nodes[i] = Math.SQRT2 * t[n - 1 - i];
    weights[i] = wt[n - 1 - i] / Math.sqrt(Math.PI);
  }
  const rule = { nodes, weights };
  cache.set(n, rule);
  return rule;
}
