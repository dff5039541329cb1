import { logistic } from './numeric';

/** An item's parameters; null a or b (an item left out of calibration) means the item is not used. */
export interface ItemParameters {
  a: number | null;
  b: number | null;
}

export interface InformationPoint {
  theta: number;
  information: number;
}

/** Whether the item has parameters (it was estimable). */
export const isUsableItem = (item: ItemParameters): item is { a: number; b: number } =>
  item.a !== null && item.b !== null;

/** P(correct | θ) = 1 / (1 + e^(−a(θ − b))). */
export function probability(item: { a: number; b: number }, theta: number): number {
  return logistic(item.a * (theta - item.b));
}

/** Test information I(θ) = Σ a² P (1 − P) over the usable items; 1 / √I(θ) is the standard error of θ. */
export function testInformation(items: readonly ItemParameters[], theta: number): number {
  let sum = 0;
  for (const item of items) {
    if (!isUsableItem(item)) continue;
    const p = probability(item, theta);
    sum += item.a * item.a * p * (1 - p);
  }
  return sum;
}

/** The test information function on a grid of θ (default −4 to 4 by 0.1). */
export function informationCurve(
  items: readonly ItemParameters[],
  from = -4,
  to = 4,
  step = 0.1,
): InformationPoint[] {
  const out: InformationPoint[] = [];
  const count = Math.round((to - from) / step);
  for (let i = 0; i <= count; i++) {
    const theta = Math.round((from + i * step) * 1e6) / 1e6;
    out.push({ theta, information: testInformation(items, theta) });
  }
  return out;
}
