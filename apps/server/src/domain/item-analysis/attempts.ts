import type { AttemptChoice } from '@tryout/shared/item-analysis';

export interface AttemptRow {
  candidate: string | number;
  attempt_no: number;
  /** the attempt's nilai; null (no PG score) ranks below every score */
  nilai: number | null;
}

/**
 * One attempt per candidate: 'first' the lowest attempt_no, 'best' the highest nilai (on equal nilai
 * the earlier attempt). Rows come back in the order their candidates first appear.
 */
export function selectAttempts<T extends AttemptRow>(
  rows: readonly T[],
  choice: AttemptChoice = 'first',
): T[] {
  const chosen = new Map<T['candidate'], T>();
  for (const row of rows) {
    const current = chosen.get(row.candidate);
    if (current === undefined || preferred(row, current, choice)) chosen.set(row.candidate, row);
  }
  return [...chosen.values()];
}

function preferred(row: AttemptRow, current: AttemptRow, choice: AttemptChoice): boolean {
  if (choice === 'best') {
    const a = row.nilai ?? Number.NEGATIVE_INFINITY;
    const b = current.nilai ?? Number.NEGATIVE_INFINITY;
    if (a !== b) return a > b;
  }
  return row.attempt_no < current.attempt_no;
}
