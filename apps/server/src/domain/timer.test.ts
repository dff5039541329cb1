import { describe, expect, it } from 'vitest';
import { acceptsAnswers, deadlineOf, durationMinutes, graceCutoff } from './timer';

describe('timer', () => {
  it('deadline = start + waktu minutes', () => {
    expect(deadlineOf('2026-11-22T01:00:00.000Z', 90)).toBe('2026-11-22T02:30:00.000Z');
  });

  it.each([
    ['closes later: start + waktu', '2026-11-22T05:00:00.000Z', '2026-11-22T02:30:00.000Z'],
    ['closes earlier: the closing time', '2026-11-22T02:00:00.000Z', '2026-11-22T02:00:00.000Z'],
    ['no closing time', null, '2026-11-22T02:30:00.000Z'],
  ])('deadline capped by the closing time: %s', (_n, closes, expected) => {
    expect(deadlineOf('2026-11-22T01:00:00.000Z', 90, closes)).toBe(expected);
  });

  const deadline = '2026-11-22T02:00:00.000Z';
  it.each([
    ['before the deadline', '2026-11-22T01:59:59.000Z', true],
    ['at the deadline', '2026-11-22T02:00:00.000Z', true],
    ['within the 30 s grace', '2026-11-22T02:00:29.999Z', true],
    ['at the end of the grace', '2026-11-22T02:00:30.000Z', true],
    ['after the grace', '2026-11-22T02:00:30.001Z', false],
    ['long after', '2026-11-22T03:00:00.000Z', false],
  ])('%s → %s', (_n, now, expected) => {
    expect(acceptsAnswers(deadline, now)).toBe(expected);
  });

  it('the sweep cutoff is now − 30 s', () => {
    expect(graceCutoff('2026-11-22T02:00:30.000Z')).toBe('2026-11-22T02:00:00.000Z');
  });

  it.each([
    [90, 60, 90],
    [null, 45, 45],
    [0, null, 60],
    [null, null, 60],
  ])('duration materi=%s exam=%s → %s', (m, e, expected) => {
    expect(durationMinutes(m, e)).toBe(expected);
  });
});
