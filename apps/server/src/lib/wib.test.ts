import { describe, expect, it } from 'vitest';
import { formatWibLong, formatWibShort, utcIsoToWib, wibToUtcIso, wibWallClock, wibYearRange } from './wib';

describe('WIB times', () => {
  it.each([
    ['2026-11-22 9:05:00', '2026-11-22T02:05:00.000Z'],
    ['2026-11-22 09:05:07', '2026-11-22T02:05:07.000Z'],
    ['2026-11-22 06:30', '2026-11-21T23:30:00.000Z'],
    ['2026-01-01 0:00:00', '2025-12-31T17:00:00.000Z'],
    ['2026-11-22T02:05:00.000Z', '2026-11-22T02:05:00.000Z'],
    ['2026-11-22T09:05:00+07:00', '2026-11-22T02:05:00.000Z'],
    ['2026-02-31 10:00:00', null],
    ['2026-11-22 24:00:00', null],
    ['besok', null],
  ])('%s → %s', (input, expected) => {
    expect(wibToUtcIso(input)).toBe(expected);
  });
  it('formats UTC as WIB YYYY-MM-DD H:mm:ss', () => {
    expect(utcIsoToWib('2026-11-22T02:05:07.000Z')).toBe('2026-11-22 9:05:07');
    expect(utcIsoToWib('2025-12-31T17:00:00.000Z')).toBe('2026-01-01 0:00:00');
    expect(utcIsoToWib('2026-11-22T16:59:59.000Z')).toBe('2026-11-22 23:59:59');
    expect(utcIsoToWib(null)).toBeNull();
    expect(utcIsoToWib('kemarin')).toBeNull();
  });
  it('formats for printed reports, long and short, across midnight UTC', () => {
    expect(formatWibLong('2026-11-22T08:04:00.000Z')).toBe('22 November 2026 15:04 WIB');
    expect(formatWibLong('2025-12-31T17:00:00.000Z')).toBe('1 Januari 2026 00:00 WIB');
    expect(formatWibShort('2026-11-22T08:04:00.000Z')).toBe('22/11/2026 15:04');
    expect(formatWibShort('2026-02-28T20:30:00.000Z')).toBe('01/03/2026 03:30');
  });
  it('reads the wall clock as UTC fields', () => {
    const d = wibWallClock('2026-11-22T20:00:00.000Z');
    expect([d.getUTCDate(), d.getUTCHours()]).toEqual([23, 3]);
  });
  it('a WIB year is a half-open UTC range starting 17:00 UTC on 31 December', () => {
    expect(wibYearRange(2026)).toEqual({ from: '2025-12-31T17:00:00.000Z', to: '2026-12-31T17:00:00.000Z' });
  });
});
