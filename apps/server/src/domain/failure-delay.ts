/**
 * The growing delay after failed attempts (design §5: limits count failures per account and
 * address, never successes): the first `free` failures cost nothing, the next one makes the
 * following attempt wait `firstMs`, each further failure doubles the wait, up to `maxMs`. A delay,
 * never a lock: whoever failed must only wait, and a success clears the count.
 */
export interface FailureDelayRule {
  /** failures without any wait */
  free: number;
  /** the wait after failure `free + 1` */
  firstMs: number;
  /** the longest wait */
  maxMs: number;
}

/** The wait (ms) before the next attempt after `failures` failures in a row. */
export function delayAfter(failures: number, rule: FailureDelayRule): number {
  if (failures <= rule.free) return 0;
  const doublings = Math.min(failures - rule.free - 1, 52);
  return Math.min(rule.maxMs, rule.firstMs * 2 ** doublings);
}

/**
 * The waits after 1, 2, … failures, up to the first that reaches the longest (which holds for
 * every later failure): what a store applies without knowing the rule.
 */
export function delayTable(rule: FailureDelayRule): number[] {
  const table: number[] = [];
  for (let k = 1; ; k++) {
    const d = delayAfter(k, rule);
    table.push(d);
    if (d >= rule.maxMs || k > rule.free + 60) return table;
  }
}

/** A wait told in whole minutes, rounded up: at least 1. */
export function waitMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
