import { type ItemFit, itemFit } from './fit';
import { type ItemState, itemTables, sweepPosteriors } from './likelihood';
import { type InformationPoint, informationCurve } from './model';
import { clamp, invertSpd, logistic } from './numeric';
import { groupPatterns, type Patterns, type ResponseData } from './patterns';
import {
  DEFAULT_QUADRATURE_POINTS,
  MIN_QUADRATURE_POINTS,
  normalQuadrature,
  type Quadrature,
} from './quadrature';

/** '2pl': P(correct | θ) = 1 / (1 + e^(−a(θ − b))); 'rasch': the same with a = 1. */
export type IrtModel = '2pl' | 'rasch';

export interface CalibrationOptions {
  model?: IrtModel;
  /** Gauss–Hermite points for the N(0, 1) ability prior (default 41, at least 21) */
  quadraturePoints?: number;
  /** stop when no slope or intercept moves more than this in one cycle (default 1e-6) */
  tolerance?: number;
  /** EM cycles at most (default 2000) */
  maxIterations?: number;
  /** ability groups of the item fit statistic (default 10) */
  fitGroups?: number;
  /** responses per item below which the item is flagged 'few_responses' (default 200) */
  minResponses?: number;
}

/**
 * Why an item's numbers need care. 'no_responses', 'all_correct' and 'all_wrong' items carry no
 * information for the model (their maximum-likelihood b is ±∞): they are left out of the
 * likelihood and get no parameters. 'at_bound': an estimate reached the clamp |a| ≤ 5 or
 * |a·b| ≤ 20 (too little or degenerate data); its numbers are shown but have no standard error.
 * 'flat': |a| < 0.01, the item does not tell abilities apart, so b is undefined (null) and the item
 * is not used for scoring. 'few_responses': answered by fewer candidates than `minResponses`.
 */
export type ItemFlag = 'no_responses' | 'all_correct' | 'all_wrong' | 'at_bound' | 'flat' | 'few_responses';

export interface CalibratedItem {
  index: number;
  /** candidates who answered it (weighted) */
  responses: number;
  /** proportion correct among them, null without responses */
  pCorrect: number | null;
  /** false for the items left out of the likelihood (no parameters) */
  estimable: boolean;
  flags: ItemFlag[];
  a: number | null;
  b: number | null;
  /** null under Rasch (a is fixed at 1), for at-bound items and when the information is singular */
  seA: number | null;
  seB: number | null;
  fit: ItemFit | null;
}

export interface Calibration {
  model: IrtModel;
  quadraturePoints: number;
  /** candidates (total weight) and distinct response patterns */
  candidates: number;
  patterns: number;
  items: CalibratedItem[];
  /** marginal log-likelihood Σ count · log ∫ Π P^y (1 − P)^(1 − y) φ(θ) dθ over answered items */
  logLikelihood: number;
  /** EM cycles run, then Newton steps on the marginal likelihood */
  iterations: number;
  newtonSteps: number;
  converged: boolean;
  /** 'observed_information': SEs from the inverse of the observed information (Louis' formula); 'unavailable': it was singular */
  standardErrors: 'observed_information' | 'unavailable';
  /** test information Σ a² P (1 − P) from θ = −4 to 4 by 0.1 */
  information: InformationPoint[];
}

/** |a| ≤ 5 and |intercept| = |a·b| ≤ 20: beyond these the data say nothing more useful. */
export const SLOPE_BOUND = 5;
export const INTERCEPT_BOUND = 20;
export const MIN_RESPONSES_PER_ITEM = 200;
/** Below this |a| an item is 'flat': b = −intercept / a would only echo noise. */
export const FLAT_SLOPE = 0.01;

const NEWTON_STEPS_PER_CYCLE = 5;
const MAX_POLISH_STEPS = 20;
/** EM hands over to Newton once no parameter moves more than this in a cycle. */
const NEWTON_AFTER = 1e-3;

/**
 * One M-step for one item: Newton steps (each at most 1 per parameter) on the expected complete-data
 * log-likelihood Σ_q r_q log P_q + (n_q − r_q) log(1 − P_q), a weighted logistic regression on the
 * nodes; returns the largest change.
 */
function maximizeItem(
  model: IrtModel,
  nodes: Float64Array,
  expected: Float64Array,
  correct: Float64Array,
  row: number,
  state: ItemState,
  j: number,
): number {
  let a = state.slope[j];
  let c = state.intercept[j];
  for (let step = 0; step < NEWTON_STEPS_PER_CYCLE; step++) {
    let ga = 0;
    let gc = 0;
    let haa = 0;
    let hac = 0;
    let hcc = 0;
    for (let i = 0; i < nodes.length; i++) {
      const n = expected[row + i];
      if (n === 0) continue;
      const x = nodes[i];
      const p = logistic(a * x + c);
      const residual = correct[row + i] - n * p;
      const w = n * p * (1 - p);
      gc += residual;
      hcc += w;
      ga += residual * x;
      hac += w * x;
      haa += w * x * x;
    }
    let da = 0;
    let dc: number;
    const det = haa * hcc - hac * hac;
    if (model === '2pl' && det > 1e-10 * haa * hcc) {
      da = (hcc * ga - hac * gc) / det;
      dc = (haa * gc - hac * ga) / det;
    } else dc = hcc > 1e-12 ? gc / hcc : Math.sign(gc);
    const scale = Math.max(1, Math.abs(da), Math.abs(dc));
    a = clamp(a + da / scale, -SLOPE_BOUND, SLOPE_BOUND);
    c = clamp(c + dc / scale, -INTERCEPT_BOUND, INTERCEPT_BOUND);
    if (Math.max(Math.abs(da), Math.abs(dc)) < 1e-10) break;
  }
  const change = Math.max(Math.abs(a - state.slope[j]), Math.abs(c - state.intercept[j]));
  state.slope[j] = a;
  state.intercept[j] = c;
  return change;
}

interface Observed {
  logLikelihood: number;
  /** gradient and observed information (−Hessian) of the marginal log-likelihood over the free parameters */
  gradient: Float64Array;
  information: Float64Array;
}

/**
 * Gradient and observed information of the marginal log-likelihood by Louis' formula:
 * −H = Σ_p n_p [ Σ_q π_pq (−∂² log L_pq) − Σ_q π_pq g_pq g_pqᵀ + ḡ_p ḡ_pᵀ ], with π_pq the posterior
 * of pattern p at node q, g_pq the complete-data score ((y − P) x_q, y − P) per answered item and
 * ḡ_p = Σ_q π_pq g_pq. The middle term is gathered per node as Σ_p n_p π_pq e_j e_k over item pairs
 * and expanded into the (x², x, 1) moments afterwards.
 * `free[j]` is item j's compact index among the free items (−1: fixed or left out).
 */
function observedInformation(
  pat: Patterns,
  state: ItemState,
  active: readonly boolean[],
  free: Int32Array,
  freeCount: number,
  perItem: number,
  quad: Quadrature,
): Observed {
  const q = quad.nodes.length;
  const x = quad.nodes;
  const tables = itemTables(state, active, quad);
  const size = freeCount * perItem;
  const gradient = new Float64Array(size);
  const information = new Float64Array(size * size);
  // pairs[(f · F + g) · Q + i] = Σ_p n_p π_pi e_f e_g at node i, for free items f ≤ g
  const pairs = new Float64Array(freeCount * freeCount * q);
  const expected = new Float64Array(pat.itemCount * q);
  let longest = 0;
  for (let p = 0; p < pat.count.length; p++) longest = Math.max(longest, pat.start[p + 1] - pat.start[p]);
  const residual = new Float64Array(longest * q);
  const weighted = new Float64Array(longest * q);
  const compact = new Int32Array(longest);
  const mean = new Float64Array(longest * perItem);
  const param = new Int32Array(longest * perItem);
  const logLikelihood = sweepPosteriors(pat, tables, quad, (p, post, from, to) => {
    const w = pat.count[p];
    let m = 0;
    for (let k = pat.start[p]; k < pat.start[p + 1]; k++) {
      const j = pat.items[k];
      const f = free[j];
      if (f < 0) continue;
      const y = pat.correct[k];
      let ga = 0;
      let gc = 0;
      for (let i = from; i < to; i++) {
        const e = y - tables.prob[j * q + i];
        const we = w * post[i] * e;
        residual[m * q + i] = e;
        weighted[m * q + i] = we;
        gc += we;
        ga += we * x[i];
        expected[j * q + i] += w * post[i];
      }
      compact[m] = f;
      for (let r = 0; r < perItem; r++) param[m * perItem + r] = f * perItem + r;
      if (perItem === 2) {
        mean[m * 2] = ga / w;
        mean[m * 2 + 1] = gc / w;
      } else mean[m] = gc / w;
      m++;
    }
    // gradient and + n ḡ ḡᵀ (upper triangle; parameters of a pattern are in ascending order)
    const used = m * perItem;
    for (let u = 0; u < used; u++) {
      const pu = param[u];
      const wu = w * mean[u];
      gradient[pu] += wu;
      const row = pu * size;
      for (let v = u; v < used; v++) information[row + param[v]] += wu * mean[v];
    }
    // − Σ_q π g gᵀ, gathered per item pair and node
    for (let s = 0; s < m; s++) {
      const base = compact[s] * freeCount;
      for (let t = s; t < m; t++) {
        const cell = (base + compact[t]) * q;
        for (let i = from; i < to; i++) pairs[cell + i] += weighted[s * q + i] * residual[t * q + i];
      }
    }
  });
  for (let u = 0; u < size; u++)
    for (let v = 0; v < u; v++) information[u * size + v] = information[v * size + u];
  for (let j = 0; j < pat.itemCount; j++) {
    const f = free[j];
    if (f < 0) continue;
    for (let i = 0; i < q; i++) {
      const p = tables.prob[j * q + i];
      const w = expected[j * q + i] * p * (1 - p);
      addMoments(information, size, perItem, f, f, w, x[i]);
    }
  }
  for (let f = 0; f < freeCount; f++)
    for (let g = f; g < freeCount; g++) {
      const cell = (f * freeCount + g) * q;
      for (let i = 0; i < q; i++) {
        const v = pairs[cell + i];
        if (v === 0) continue;
        addMoments(information, size, perItem, f, g, -v, x[i]);
        if (g !== f) addMoments(information, size, perItem, g, f, -v, x[i]);
      }
    }
  return { logLikelihood, gradient, information };
}

/** information[block f, block g] += w · (x², x; x, 1) for 2PL (a, intercept), or w for Rasch (intercept). */
function addMoments(
  info: Float64Array,
  size: number,
  perItem: number,
  f: number,
  g: number,
  w: number,
  x: number,
) {
  if (perItem === 1) {
    info[f * size + g] += w;
    return;
  }
  const r = 2 * f;
  const c = 2 * g;
  info[r * size + c] += w * x * x;
  info[r * size + c + 1] += w * x;
  info[(r + 1) * size + c] += w * x;
  info[(r + 1) * size + c + 1] += w;
}

/** Marginal log-likelihood at the given parameters (no posterior output). */
function logLikelihoodAt(
  pat: Patterns,
  state: ItemState,
  active: readonly boolean[],
  quad: Quadrature,
): number {
  return sweepPosteriors(pat, itemTables(state, active, quad), quad, () => {});
}

/**
 * Calibrates 2PL or Rasch (a = 1) items by marginal maximum likelihood with an N(0, 1) ability
 * prior: EM (Bock & Aitkin 1981) over Gauss–Hermite quadrature on the distinct response patterns,
 * then Newton steps on the marginal likelihood with its observed information until no parameter
 * moves more than the tolerance. Missing responses (null: item not drawn) are skipped. Items with no
 * responses or one constant answer are left out (flagged); estimates are clamped (flag 'at_bound').
 */
export function calibrate(data: ResponseData, options: CalibrationOptions = {}): Calibration {
  const model = options.model ?? '2pl';
  const points = options.quadraturePoints ?? DEFAULT_QUADRATURE_POINTS;
  if (points < MIN_QUADRATURE_POINTS)
    throw new RangeError(`at least ${MIN_QUADRATURE_POINTS} quadrature points`);
  const tolerance = options.tolerance ?? 1e-6;
  const maxIterations = options.maxIterations ?? 2000;
  const minResponses = options.minResponses ?? MIN_RESPONSES_PER_ITEM;
  const perItem = model === '2pl' ? 2 : 1;
  const quad = normalQuadrature(points);
  const q = quad.nodes.length;
  const pat = groupPatterns(data);
  const itemCount = pat.itemCount;

  const responses = new Float64Array(itemCount);
  const rights = new Float64Array(itemCount);
  for (let p = 0; p < pat.count.length; p++)
    for (let k = pat.start[p]; k < pat.start[p + 1]; k++) {
      responses[pat.items[k]] += pat.count[p];
      rights[pat.items[k]] += pat.count[p] * pat.correct[k];
    }
  const flags: ItemFlag[][] = Array.from(responses, (n, j) => {
    if (n === 0) return ['no_responses'];
    const out: ItemFlag[] = [];
    if (rights[j] === 0) out.push('all_wrong');
    else if (rights[j] === n) out.push('all_correct');
    if (n < minResponses) out.push('few_responses');
    return out;
  });
  const active = flags.map(
    (f) => !f.includes('no_responses') && !f.includes('all_correct') && !f.includes('all_wrong'),
  );

  // start: a = 1, intercept from the proportion correct (marginal P ≈ logistic(c / √(1 + π a² / 8)))
  const state: ItemState = {
    slope: new Float64Array(itemCount).fill(1),
    intercept: new Float64Array(itemCount),
  };
  for (let j = 0; j < itemCount; j++) {
    if (!active[j]) continue;
    const prop = rights[j] / responses[j];
    state.intercept[j] = clamp(Math.log(prop / (1 - prop)) * Math.sqrt(1 + Math.PI / 8), -5, 5);
  }

  const expected = new Float64Array(itemCount * q);
  const correct = new Float64Array(itemCount * q);
  let iterations = 0;
  /** EM cycles until no parameter moves more than `threshold` (true), or the cycle limit (false). */
  const em = (threshold: number): boolean => {
    while (iterations < maxIterations) {
      iterations++;
      expected.fill(0);
      correct.fill(0);
      sweepPosteriors(pat, itemTables(state, active, quad), quad, (p, post, from, to) => {
        const w = pat.count[p];
        for (let k = pat.start[p]; k < pat.start[p + 1]; k++) {
          const row = pat.items[k] * q;
          if (pat.correct[k]) for (let i = from; i < to; i++) correct[row + i] += w * post[i];
          for (let i = from; i < to; i++) expected[row + i] += w * post[i];
        }
      });
      let change = 0;
      for (let j = 0; j < itemCount; j++)
        if (active[j])
          change = Math.max(change, maximizeItem(model, quad.nodes, expected, correct, j * q, state, j));
      if (change < threshold) return true;
    }
    return false;
  };

  const atBound = (j: number) =>
    Math.abs(state.slope[j]) >= SLOPE_BOUND - 1e-9 || Math.abs(state.intercept[j]) >= INTERCEPT_BOUND - 1e-9;
  const free = new Int32Array(itemCount).fill(-1);
  let freeCount = 0;
  /** Free parameters (estimable items not at a bound), the observed information and its inverse. */
  const measure = () => {
    free.fill(-1);
    freeCount = 0;
    for (let j = 0; j < itemCount; j++) if (active[j] && !atBound(j)) free[j] = freeCount++;
    const observed = observedInformation(pat, state, active, free, freeCount, perItem, quad);
    return { observed, covariance: invertSpd(observed.information, freeCount * perItem) };
  };
  let current!: ReturnType<typeof measure>;
  let newtonSteps = 0;
  /**
   * Newton steps on the marginal likelihood (step = information⁻¹ · gradient, halved until the
   * likelihood does not drop); true once a step is below the tolerance, false if the information is
   * not positive definite or no step helps.
   */
  const newton = (): boolean => {
    for (let step = 0; step < MAX_POLISH_STEPS; step++) {
      const { observed, covariance } = current;
      if (freeCount === 0) return true;
      if (!covariance) return false;
      const size = freeCount * perItem;
      const delta = new Float64Array(size);
      let largest = 0;
      for (let u = 0; u < size; u++) {
        let s = 0;
        for (let v = 0; v < size; v++) s += covariance[u * size + v] * observed.gradient[v];
        delta[u] = s;
        largest = Math.max(largest, Math.abs(s));
      }
      if (largest < tolerance) return true;
      const before = { slope: state.slope.slice(), intercept: state.intercept.slice() };
      let accepted = false;
      for (let scale = 1; scale > 1e-4 && !accepted; scale /= 2) {
        for (let j = 0; j < itemCount; j++) {
          const f = free[j];
          if (f < 0) continue;
          if (perItem === 2)
            state.slope[j] = clamp(before.slope[j] + scale * delta[2 * f], -SLOPE_BOUND, SLOPE_BOUND);
          state.intercept[j] = clamp(
            before.intercept[j] + scale * delta[f * perItem + perItem - 1],
            -INTERCEPT_BOUND,
            INTERCEPT_BOUND,
          );
        }
        accepted = logLikelihoodAt(pat, state, active, quad) >= observed.logLikelihood - 1e-9;
      }
      if (!accepted) {
        state.slope.set(before.slope);
        state.intercept.set(before.intercept);
        return false;
      }
      newtonSteps++;
      current = measure();
    }
    return false;
  };

  // EM while it moves fast, then Newton (EM crawls near the optimum); if Newton cannot finish, EM
  // goes on to the tolerance and the information is taken where it stops
  let converged = true;
  if (active.some(Boolean)) em(Math.max(tolerance, NEWTON_AFTER));
  current = measure();
  if (active.some(Boolean)) {
    converged = newton();
    if (!converged) {
      converged = em(tolerance);
      current = measure();
    }
  }
  const { observed, covariance } = current;

  const fits = itemFit(pat, state, active, quad, perItem, options.fitGroups ?? 10);
  const size = freeCount * perItem;
  const items: CalibratedItem[] = flags.map((itemFlags, j) => {
    const base = {
      index: j,
      responses: responses[j],
      pCorrect: responses[j] > 0 ? rights[j] / responses[j] : null,
      estimable: active[j],
      flags: itemFlags,
      fit: fits[j],
    };
    if (!active[j]) return { ...base, a: null, b: null, seA: null, seB: null };
    const a = state.slope[j];
    const c = state.intercept[j];
    const f = free[j];
    if (f < 0) itemFlags.push('at_bound');
    let seA: number | null = null;
    let seB: number | null = null;
    if (covariance && f >= 0) {
      const varC = covariance[(f * perItem + perItem - 1) * (size + 1)];
      if (perItem === 1) seB = Math.sqrt(varC);
      else {
        const varA = covariance[2 * f * (size + 1)];
        const cov = covariance[2 * f * size + 2 * f + 1];
        // delta method for b = −c / a: ∂b/∂a = c / a², ∂b/∂c = −1 / a
        seA = Math.sqrt(varA);
        seB = Math.sqrt(Math.max(0, (c * c * varA) / a ** 4 + varC / (a * a) - (2 * c * cov) / a ** 3));
      }
    }
    if (Math.abs(a) < FLAT_SLOPE) {
      itemFlags.push('flat');
      return { ...base, a, b: null, seA, seB: null };
    }
    return { ...base, a, b: -c / a, seA, seB };
  });
  return {
    model,
    quadraturePoints: q,
    candidates: pat.total,
    patterns: pat.count.length,
    items,
    logLikelihood: observed.logLikelihood,
    iterations,
    newtonSteps,
    converged,
    standardErrors: covariance || freeCount === 0 ? 'observed_information' : 'unavailable',
    information: informationCurve(items),
  };
}
