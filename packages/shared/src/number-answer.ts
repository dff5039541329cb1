// No imports on purpose: the exam page reads typed numbers with it without pulling in zod.

/**
 * How an 'Isian Angka' answer (and its key) is read, stated on the exam page beside the field
 * (docs/decisions/0025): one rule for every candidate, so '1.000,5' and '1,000.5' both mean 1000,5.
 */
export const NUMBER_RULE =
  'Tulis bilangan dengan koma atau titik desimal (8,5 atau 8.5), boleh dengan pemisah ribuan bila ada desimalnya (1.000,5 atau 1,000.5), atau pecahan (1/2).';

/** The longest typed number read (a longer text is no number a question asks for). */
export const NUMBER_ANSWER_MAX = 50;

const DIGITS = /^\d+$/;
/** 1–3 digits, then groups of exactly 3 */
const GROUPED = /^\d{1,3}(\d{3})*$/;

/** Reads an unsigned decimal with the rule above; null when it is not one. */
function readDecimal(text: string): number | null {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let whole: string;
  let fraction = '';
  if (lastComma >= 0 && lastDot >= 0) {
    // both: the later one is the decimal separator, the other groups thousands
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    const at = text.lastIndexOf(decimal);
    fraction = text.slice(at + 1);
    const groups = text.slice(0, at).split(grouping);
    if (groups.some((g) => !DIGITS.test(g)) || groups.slice(1).some((g) => g.length !== 3)) return null;
    if (groups[0].length > 3) return null;
    whole = groups.join('');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const parts = text.split(sep);
    if (parts.length === 2) {
      // one separator: always the decimal one ('8,5', '8.5', '1.000' is 1)
      [whole, fraction] = parts;
      if (whole === '') whole = '0';
    } else {
      // several of one kind: thousands groups without decimals ('1.000.000')
      if (!GROUPED.test(parts.join('')) || parts.slice(1).some((g) => g.length !== 3) || parts[0].length > 3)
        return null;
      whole = parts.join('');
    }
  } else {
    whole = text;
  }
  if (!DIGITS.test(whole) || (fraction !== '' && !DIGITS.test(fraction))) return null;
  if (fraction === '' && (lastComma >= 0 || lastDot >= 0) && text.split(/[.,]/).length === 2) return null;
  const n = Number(fraction === '' ? whole : `${whole}.${fraction}`);
  return Number.isFinite(n) ? n : null;
}

/**
 * The number a candidate typed, by NUMBER_RULE: spaces around it ignored, an optional sign, a
 * decimal ('8,5' '8.5' '8,50'), grouped thousands with decimals ('1.000,5' '1,000.5'), or a
 * fraction of whole numbers ('1/2', '-3/4'). null for anything else: empty text, exponents
 * ('1e309'), 'NaN', 'Infinity', a zero denominator, a value beyond the finite doubles.
 */
export function readNumberAnswer(typed: string): number | null {
  const text = typed.trim().replace(/\s*\/\s*/, '/');
  if (text === '' || text.length > NUMBER_ANSWER_MAX) return null;
  const sign = text[0] === '-' ? -1 : 1;
  const body = text[0] === '-' || text[0] === '+' ? text.slice(1).trim() : text;
  const slash = body.indexOf('/');
  if (slash >= 0) {
    const num = body.slice(0, slash);
    const den = body.slice(slash + 1);
    if (!DIGITS.test(num) || !DIGITS.test(den)) return null;
    const d = Number(den);
    if (d === 0) return null;
    const v = (sign * Number(num)) / d;
    return Number.isFinite(v) ? v : null;
  }
  const v = readDecimal(body);
  return v === null ? null : sign * v + 0;
}
