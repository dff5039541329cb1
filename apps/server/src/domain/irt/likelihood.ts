import { logistic, softplus } from './numeric';
import type { Patterns } from './patterns';
import type { Quadrature } from './quadrature';

/** Item parameters in slope–intercept form: P = logistic(slope·θ + intercept), b = −intercept / slope. */
export interface ItemState {
  slope: Float64Array;
  intercept: Float64Array;
}

export interface Tables {
  prob: Float64Array;
  logProb: Float64Array;
  logMiss: Float64Array;
}

/** P, log P and log(1 − P) per item (rows of Q nodes); items left out contribute log 1 = 0. */
export function itemTables(state: ItemState, active: readonly boolean[], quad: Quadrature): Tables {
  const q = quad.nodes.length;
  const n = active.length;
  const prob = new Float64Array(n * q);
  const logProb = new Float64Array(n * q);
  const logMiss = new Float64Array(n * q);
  for (let j = 0; j < n; j++) {
    if (!active[j]) continue;
    for (let k = 0; k < q; k++) {
      const eta = state.slope[j] * quad.nodes[k] + state.intercept[j];
      prob[j * q + k] = logistic(eta);
      logProb[j * q + k] = -softplus(-eta);
      logMiss[j * q + k] = -softplus(eta);
    }
  }
  return { prob, logProb, logMiss };
}

/** Posterior mass below this (relative to a pattern's largest node) is left out of the sums. */
const NEGLIGIBLE = 1e-15;

/**
 * For every pattern, its posterior over the quadrature nodes (handed to `visit`, normalised, with the
 * window [from, to) of nodes outside which each node's posterior is below 1e-15 of the largest and may
 * be skipped); returns the marginal log-likelihood. Only answered items enter a pattern's likelihood.
 */
export function sweepPosteriors(
  pat: Patterns,
  tables: Tables,
  quad: Quadrature,
  visit: (p: number, posterior: Float64Array, from: number, to: number) => void,
): number {
  const q = quad.nodes.length;
  const logWeight = quad.weights.map(Math.log);
  const post = new Float64Array(q);
  let logLikelihood = 0;
  for (let p = 0; p < pat.count.length; p++) {
    post.set(logWeight);
    for (let k = pat.start[p]; k < pat.start[p + 1]; k++) {
      const row = pat.items[k] * q;
      const source = pat.correct[k] ? tables.logProb : tables.logMiss;
      for (let i = 0; i < q; i++) post[i] += source[row + i];
    }
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < q; i++) if (post[i] > max) max = post[i];
    let sum = 0;
    let from = q;
    let to = 0;
    for (let i = 0; i < q; i++) {
      post[i] = Math.exp(post[i] - max);
      sum += post[i];
      if (post[i] >= NEGLIGIBLE) {
        from = Math.min(from, i);
        to = i + 1;
      }
    }
    logLikelihood += pat.count[p] * (max + Math.log(sum));
    for (let i = 0; i < q; i++) post[i] /= sum;
    visit(p, post, from, to);
  }
  return logLikelihood;
}
