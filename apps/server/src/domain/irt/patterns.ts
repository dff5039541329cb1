/** One answer: 1 correct, 0 wrong, null the item was not drawn for this candidate (missing, not wrong). */
export type ItemResponse = 0 | 1 | null;

/** Candidates' response rows over the same item columns; `weights[i]` counts row i (default 1). */
export interface ResponseData {
  rows: readonly (readonly ItemResponse[])[];
  weights?: readonly number[];
}

/**
 * Identical rows grouped into patterns, stored sparsely: pattern p answered the items
 * `items[start[p] .. start[p + 1])` with `correct[...]`, and `count[p]` candidates gave it.
 */
export interface Patterns {
  itemCount: number;
  count: Float64Array;
  start: Int32Array;
  items: Int32Array;
  correct: Uint8Array;
  /** total weight (candidates) */
  total: number;
}

const CELL = ['0', '1'];

/** Groups identical response rows (with their weights) so each distinct pattern is evaluated once. */
export function groupPatterns(data: ResponseData): Patterns {
  const { rows, weights } = data;
  const itemCount = rows.length > 0 ? rows[0].length : 0;
  const byKey = new Map<string, number>();
  const counts: number[] = [];
  const firstRow: number[] = [];
  let total = 0;
  rows.forEach((row, r) => {
    if (row.length !== itemCount)
      throw new RangeError(`row ${r + 1} has ${row.length} items, expected ${itemCount}`);
    const weight = weights ? weights[r] : 1;
    if (!(weight >= 0) || !Number.isFinite(weight)) throw new RangeError(`row ${r + 1} has weight ${weight}`);
    if (weight === 0) return;
    let key = '';
    row.forEach((cell, j) => {
      if (cell !== null && cell !== 0 && cell !== 1)
        throw new RangeError(`row ${r + 1} item ${j + 1} is ${String(cell)}, expected 0, 1 or null`);
      key += cell === null ? '.' : CELL[cell];
    });
    const found = byKey.get(key);
    if (found === undefined) {
      byKey.set(key, counts.length);
      counts.push(weight);
      firstRow.push(r);
    } else counts[found] += weight;
    total += weight;
  });
  const start = new Int32Array(counts.length + 1);
  let answered = 0;
  firstRow.forEach((r, p) => {
    start[p] = answered;
    for (const cell of rows[r]) if (cell !== null) answered++;
  });
  start[counts.length] = answered;
  const items = new Int32Array(answered);
  const correct = new Uint8Array(answered);
  let k = 0;
  for (const r of firstRow) {
    rows[r].forEach((cell, j) => {
      if (cell === null) return;
      items[k] = j;
      correct[k] = cell;
      k++;
    });
  }
  return { itemCount, count: Float64Array.from(counts), start, items, correct, total };
}
