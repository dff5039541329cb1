import { describe, expect, it } from 'vitest';
import { addMinutes, isOnline, monitorStatus, offlineBefore, rescaledDeadline } from './monitor';

const now = '2026-11-25T03:00:00.000Z';

describe('monitorStatus', () => {
  it.each([
    [null, 'belum_mulai'],
    [{ status: null, deadline_at: null }, 'belum_mulai'],
    [{ status: 'submitted', deadline_at: '2026-11-25T02:00:00.000Z' }, 'selesai'],
    [{ status: 'expired', deadline_at: '2026-11-25T04:00:00.000Z' }, 'waktu_habis'],
    [{ status: 'in_progress', deadline_at: '2026-11-25T03:10:00.000Z' }, 'mengerjakan'],
    // within the 30 s grace after the deadline: still working
    [{ status: 'in_progress', deadline_at: '2026-11-25T02:59:45.000Z' }, 'mengerjakan'],
    // past deadline + grace, not yet swept
    [{ status: 'in_progress', deadline_at: '2026-11-25T02:59:00.000Z' }, 'waktu_habis'],
  ] as const)('%j → %s', (attempt, want) => {
    expect(monitorStatus(attempt, now)).toBe(want);
  });
});

describe('isOnline / offlineBefore', () => {
  it.each([
    [null, false],
    ['2026-11-25T02:59:30.000Z', true],
    ['2026-11-25T02:59:00.001Z', true],
    ['2026-11-25T02:59:00.000Z', false],
    ['2026-11-25T02:00:00.000Z', false],
  ])('seen %s → online %s', (seen, want) => {
    expect(isOnline(seen, now)).toBe(want);
  });
  it('the query bound is 60 s before now', () => {
    expect(offlineBefore(now)).toBe('2026-11-25T02:59:00.000Z');
  });
});

describe('deadlines', () => {
  it('adds minutes', () => {
    expect(addMinutes('2026-11-25T03:00:00.000Z', 5)).toBe('2026-11-25T03:05:00.000Z');
  });
  it.each([
    // 60 minutes at ×1 → ×1.5: 90 minutes from the start
    ['2026-11-25T02:00:00.000Z', '2026-11-25T03:00:00.000Z', 1, 1.5, '2026-11-25T03:30:00.000Z'],
    // 120 minutes at ×2 → ×1: 60
    ['2026-11-25T02:00:00.000Z', '2026-11-25T04:00:00.000Z', 2, 1, '2026-11-25T03:00:00.000Z'],
    // unchanged
    ['2026-11-25T02:00:00.000Z', '2026-11-25T03:00:00.000Z', 1.5, 1.5, '2026-11-25T03:00:00.000Z'],
  ])('rescales %s..%s from ×%s to ×%s', (start, deadline, from, to, want) => {
    expect(rescaledDeadline(start, deadline, from, to)).toBe(want);
  });
});
