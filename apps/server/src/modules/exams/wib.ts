import { WIB_DATETIME } from '@tryout/shared/staff';

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * 'YYYY-MM-DD H:mm:ss' (or HH, seconds optional) read as WIB (UTC+7, no daylight saving), or an
 * ISO string with Z / an offset → UTC ISO. Null when it is not a real date-time.
 */
export function wibToUtcIso(value: string): string | null {
  const v = value.trim();
  const m = WIB_DATETIME.exec(v);
  if (m) {
    const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
    const t = Date.UTC(y, mo - 1, d, h, mi, s) - WIB_OFFSET_MS;
    const check = new Date(t + WIB_OFFSET_MS);
    if (check.getUTCDate() !== d) return null; // 31 February and the like
    return new Date(t).toISOString();
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v)) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : new Date(t).toISOString();
  }
  return null;
}

/** UTC ISO → WIB 'YYYY-MM-DD H:mm:ss'. */
export function utcIsoToWib(iso: string | null): string | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  const d = new Date(t + WIB_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${d.getUTCHours()}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}
