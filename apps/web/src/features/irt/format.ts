/** A number the Indonesian way (decimal comma), `digits` after it; '-' for none. */
export function fmt(v: number | null | undefined, digits = 2): string {
  if (v == null || !Number.isFinite(v)) return '-';
  return v.toLocaleString('id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A value with its standard error in brackets: '1,23 (0,10)'. */
export const withSe = (v: number | null, se: number | null) =>
  se == null ? fmt(v) : `${fmt(v)} (${fmt(se)})`;
