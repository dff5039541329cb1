import { type ItemParameters, isUsableItem } from './model';
import { clamp, softplus } from './numeric';
import type { ItemResponse } from './patterns';
import { DEFAULT_QUADRATURE_POINTS, normalQuadrature } from './quadrature';

export interface AbilityEstimate {
  /** EAP: posterior mean of θ under the N(0, 1) prior */
  theta: number;
  /** posterior standard deviation, the standard error reported with θ */
  sd: number;
  /** items that entered (answered and with parameters) */
  answered: number;
}

/**
 * Expected a posteriori ability for one candidate: the posterior mean and SD of θ given the answered
 * items (null responses and items without parameters are skipped), by Gauss–Hermite quadrature over
 * the N(0, 1) prior. With nothing answered it is the prior: θ = 0, SD = 1.
 */
export function eapAbility(
  items: readonly ItemParameters[],
  responses: readonly ItemResponse[],
  quadraturePoints = DEFAULT_QUADRATURE_POINTS,
): AbilityEstimate {
  if (responses.length !== items.length)
    throw new RangeError(`${responses.length} responses for ${items.length} items`);
  const { nodes, weights } = normalQuadrature(quadraturePoints);
  const log = Array.from(weights, Math.log);
  let answered = 0;
  responses.forEach((y, j) => {
    const item = items[j];
    if (y === null || !isUsableItem(item)) return;
    answered++;
    for (let i = 0; i < nodes.length; i++) {
      const eta = item.a * (nodes[i] - item.b);
      log[i] -= softplus(y === 1 ? -eta : eta);
    }
  });
  const max = Math.max(...log);
  let sum = 0;
  let first = 0;
  let second = 0;
  for (let i = 0; i < nodes.length; i++) {
    const w = Math.exp(log[i] - max);
    sum += w;
    first += w * nodes[i];
    second += w * nodes[i] * nodes[i];
  }
  const theta = first / sum;
  return { theta, sd: Math.sqrt(Math.max(0, second / sum - theta * theta)), answered };
}

/** The published display scale: 500 + 100 θ, clipped to 0–1000 and rounded to a whole number. */
export const DISPLAY_SCALE = { center: 500, unit: 100, min: 0, max: 1000 } as const;

export function displayScore(theta: number): number {
  return Math.round(
    clamp(DISPLAY_SCALE.center + DISPLAY_SCALE.unit * theta, DISPLAY_SCALE.min, DISPLAY_SCALE.max),
  );
}

/** A standard error of θ on the display scale (100 × SD). */
export function displayStandardError(sd: number): number {
  return DISPLAY_SCALE.unit * sd;
}
