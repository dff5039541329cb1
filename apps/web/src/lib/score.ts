/**
 * A score as the candidate pages show it: the Indonesian way, a decimal comma and at most two
 * decimals ('13,33', '75', '80,5'); no thousands point (a TOEFL or IRT score reads '612'); '-' for
 * none.
 */
export function formatScore(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return '-';
  return n.toLocaleString('id-ID', { maximumFractionDigits: 2, useGrouping: false });
}
