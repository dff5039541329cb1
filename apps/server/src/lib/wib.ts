import { WIB_DATETIME } from '@tryout/shared/staff/exams';

/**
 * WIB (Asia/Jakarta): UTC+7 all year, no daylight saving. Times are stored as UTC ISO strings;
 * every WIB reading or writing on the server goes through this file.
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC ISO time as the WIB wall clock (a Date whose UTC fields read as WIB). */
export function wibWallClock(iso: string): Date {
  return new Date(Date.parse(iso) + WIB_OFFSET_MS);
}

/**
 * 'YYYY-MM-DD H:mm:ss' (or HH, seconds optional) read as WIB, or an ISO string with Z / an
 * offset → UTC ISO. Null when it is not a real date-time.
 */
export function wibToUtcIso(value: string): string | null {
  const v = value.trim();
  const m = WIB_DATETIME.exec(v);
  if (m) {
    const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
    const t = Date.UTC(y, mo - 1, d, h, mi, s) - WIB_OFFSET_MS;
    if (new Date(t + WIB_OFFSET_MS).getUTCDate() !== d) return null; // 31 February and the like
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
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  const d = wibWallClock(iso);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${d.getUTCHours()}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** '22 November 2026 15:04 WIB'. */
export function formatWibLong(iso: string): string {
  const d = wibWallClock(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} WIB`;
}

/** '22/11/2026 15:04'. */
export function formatWibShort(iso: string): string {
  const d = wibWallClock(iso);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A WIB calendar year as a UTC half-open range. */
export function wibYearRange(tahun: number): { from: string; to: string } {
  return {
    from: new Date(Date.UTC(tahun, 0, 1) - WIB_OFFSET_MS).toISOString(),
    to: new Date(Date.UTC(tahun + 1, 0, 1) - WIB_OFFSET_MS).toISOString(),
  };
}
