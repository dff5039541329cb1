import { type ItemState, itemTables, sweepPosteriors } from './likelihood';
import { chiSquarePValue } from './numeric';
import type { Patterns } from './patterns';
import type { Quadrature } from './quadrature';

/** Item fit: a chi-square of observed against model-expected proportions correct over ability groups. */
export interface ItemFit {
  statistic: 'rest_sx2';
  chiSquare: number;
  /** groups − estimated parameters of the item */
  df: number;
  pValue: number;
  groups: number;
}

/** Candidates per ability group below which fewer groups are formed. */
const MIN_GROUP_WEIGHT = 10;

/**
 * The item fit statistic, in the manner of Orlando & Thissen's S-X² (2000) but for candidates who
 * drew different item subsets: for item j, every candidate who answered it is placed by the EAP of
 * θ given their OTHER answers (the posterior with item j divided out), and expected to be correct
 * with the model's predictive probability given those other answers, π = ∫ P_j(θ) p(θ | rest) dθ —
 * its exact expectation under the model, so a short test does not inflate the statistic the way
 * grouping by an ability that includes the item itself does (Yen's Q1). The candidates are cut into
 * `groups` groups of equal weight by that ability (a pattern given by several candidates may be split
 * over two groups); with N_g candidates, observed proportion O_g and mean π Ē_g per group,
 * X² = Σ N_g (O_g − Ē_g)² / (Ē_g (1 − Ē_g)), referred to chi-square with groups − (parameters of the
 * item) degrees of freedom. Fewer groups are formed when there are fewer than 10 candidates per group;
 * null when no degree of freedom is left or the item was not estimated.
 */
export function itemFit(
  pat: Patterns,
  state: ItemState,
  estimated: readonly boolean[],
  quad: Quadrature,
  itemParameters: number,
  groups: number,
): (ItemFit | null)[] {
  const q = quad.nodes.length;
  const tables = itemTables(state, estimated, quad);
  // per item: flat (weight, answer, ability from the rest, predictive probability) quadruples
  const entries: number[][] = Array.from({ length: pat.itemCount }, () => []);
  sweepPosteriors(pat, tables, quad, (p, post) => {
    for (let k = pat.start[p]; k < pat.start[p + 1]; k++) {
      const j = pat.items[k];
      if (!estimated[j]) continue;
      const y = pat.correct[k];
      let mass = 0;
      let theta = 0;
      let predictive = 0;
      for (let i = 0; i < q; i++) {
        const prob = tables.prob[j * q + i];
        const rest = post[i] / (y ? prob : 1 - prob);
        mass += rest;
        theta += rest * quad.nodes[i];
        predictive += rest * prob;
      }
      if (!(mass > 0)) continue;
      entries[j].push(pat.count[p], y, theta / mass, predictive / mass);
    }
  });
  return entries.map((list, j) => {
    if (!estimated[j]) return null;
    let total = 0;
    const order: number[] = [];
    for (let e = 0; e < list.length; e += 4) {
      order.push(e);
      total += list[e];
    }
    const g = Math.min(groups, Math.floor(total / MIN_GROUP_WEIGHT));
    if (g - itemParameters < 1) return null;
    order.sort((x, y) => list[x + 2] - list[y + 2]);
    // candidates with the same ability from the rest form one block (weight, correct, expected), so that
    // a block cut by a group boundary is shared in proportion, not by who happened to answer 1
    const blocks: number[] = [];
    let lastTheta = Number.NaN;
    for (const e of order) {
      const [w, y, theta, predictive] = [list[e], list[e + 1], list[e + 2], list[e + 3]];
      if (Math.abs(theta - lastTheta) > 1e-9) blocks.push(0, 0, 0);
      lastTheta = theta;
      const b = blocks.length - 3;
      blocks[b] += w;
      blocks[b + 1] += w * y;
      blocks[b + 2] += w * predictive;
    }
    const weight = new Float64Array(g);
    const observed = new Float64Array(g);
    const expected = new Float64Array(g);
    const target = total / g;
    let group = 0;
    // the last group takes whatever rounding leaves over
    let room = g === 1 ? Number.POSITIVE_INFINITY : target;
    for (let b = 0; b < blocks.length; b += 3) {
      let left = blocks[b];
      while (left > 0) {
        const take = Math.min(left, room);
        const share = take / blocks[b];
        weight[group] += take;
        observed[group] += share * blocks[b + 1];
        expected[group] += share * blocks[b + 2];
        left -= take;
        room -= take;
        if (room <= 1e-9 * total) {
          group++;
          room = group === g - 1 ? Number.POSITIVE_INFINITY : target;
        }
      }
    }
    let chiSquare = 0;
    for (let k = 0; k < g; k++) {
      if (weight[k] <= 0) continue;
      const o = observed[k] / weight[k];
      const e = expected[k] / weight[k];
      chiSquare += (weight[k] * (o - e) ** 2) / Math.max(e * (1 - e), 1e-12);
    }
    const df = g - itemParameters;
    return { statistic: 'rest_sx2', chiSquare, df, pValue: chiSquarePValue(chiSquare, df), groups: g };
  });
}
