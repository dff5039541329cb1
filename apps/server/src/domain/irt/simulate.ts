import { seededRandom } from '../random';
import { probability } from './model';
import type { ItemResponse } from './patterns';

/** A standard normal draw (Box–Muller) from a uniform generator. */
export function normalDraw(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export interface SimulationOptions {
  candidates: number;
  /** items drawn per candidate (a random subset, the rest null); default all */
  itemsPerCandidate?: number;
  seed?: number;
}

/**
 * Responses of candidates with θ ~ N(0, 1) to items with known parameters (2PL; a = 1 for Rasch),
 * each candidate drawing a random subset of `itemsPerCandidate` items like the tryout's draws.
 * For tests of parameter recovery and for the calibration benchmark.
 */
export function simulateResponses(
  items: readonly { a: number; b: number }[],
  options: SimulationOptions,
): { rows: ItemResponse[][]; thetas: number[] } {
  const random = seededRandom(options.seed ?? 1);
  const drawn = Math.min(options.itemsPerCandidate ?? items.length, items.length);
  const order = items.map((_, j) => j);
  const rows: ItemResponse[][] = [];
  const thetas: number[] = [];
  for (let c = 0; c < options.candidates; c++) {
    const theta = normalDraw(random);
    // partial Fisher–Yates: the first `drawn` of `order` are this candidate's items
    for (let i = 0; i < drawn; i++) {
      const k = i + Math.floor(random() * (items.length - i));
      [order[i], order[k]] = [order[k], order[i]];
    }
    const row: ItemResponse[] = new Array(items.length).fill(null);
    for (let i = 0; i < drawn; i++) {
      const j = order[i];
      row[j] = random() < probability(items[j], theta) ? 1 : 0;
    }
    rows.push(row);
    thetas.push(theta);
  }
  return { rows, thetas };
}

/** Items with a spread of parameters: b evenly over [−2, 2], a cycling over 0.6–1.8. */
export function spreadItems(count: number, model: 'rasch' | '2pl' = '2pl'): { a: number; b: number }[] {
  return Array.from({ length: count }, (_, j) => ({
    a: model === 'rasch' ? 1 : 0.6 + 0.3 * (j % 5),
    b: count === 1 ? 0 : -2 + (4 * j) / (count - 1),
  }));
}
