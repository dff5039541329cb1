import { describe, expect, it } from 'vitest';
import { activeSince, isSessionActive, seatStatus, seenIsStale } from './presence';

describe('presence', () => {
  const now = '2025-03-01T08:00:00.000Z';
  it.each([
    [null, false],
    [undefined, false],
    ['2025-03-01T08:00:00.000Z', true],
    ['2025-03-01T07:58:00.001Z', true],
    ['2025-03-01T07:58:00.000Z', false],
    ['2025-03-01T07:30:00.000Z', false],
  ])('a session last seen at %s is active: %s', (seen, active) => {
    expect(isSessionActive(seen, now)).toBe(active);
  });

  it('activeSince is two minutes before now', () => {
    expect(activeSince(now)).toBe('2025-03-01T07:58:00.000Z');
  });

  it.each([
    [undefined, 1_000, true],
    [0, 14_999, false],
    [0, 15_000, true],
    [10_000, 20_000, false],
  ])('written at %s, at %s the last seen is stale: %s', (written, at, stale) => {
    expect(seenIsStale(written, at)).toBe(stale);
  });

  it.each([
    [undefined, 'belum_mulai'],
    [null, 'belum_mulai'],
    ['in_progress', 'mengerjakan'],
    ['submitted', 'selesai'],
    ['expired', 'selesai'],
  ])('an attempt %s is a seat %s', (status, seat) => {
    expect(seatStatus(status)).toBe(seat);
  });
});
