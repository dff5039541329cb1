import { describe, expect, it } from 'vitest';
import { formatHms, reachedWarning, remainingMs } from '../../../components/Countdown';
import { mediaKind } from '../../../components/MediaPlayer';

describe('timer and media', () => {
  it('formats hh:mm:ss and corrects for the server clock', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(3_723_000)).toBe('01:02:03');
    expect(formatHms(999)).toBe('00:00:01');
    const deadline = '2026-01-01T01:00:00.000Z';
    const localNow = Date.parse('2026-01-01T00:00:00.000Z');
    // the server is 10 s ahead of this device: 10 s less remain
    expect(remainingMs(deadline, 10_000, localNow)).toBe(3_590_000);
    expect(remainingMs(deadline, 0, localNow + 4_000_000)).toBe(0);
  });

  it('the time warning reached: 10 minutes, then 5 (the smallest reached), none before', () => {
    const cases: [number, number | null][] = [
      [60 * 60_000, null],
      [10 * 60_000 + 1, null],
      [10 * 60_000, 10],
      [6 * 60_000, 10],
      [5 * 60_000, 5],
      [1_000, 5],
      [0, 5],
    ];
    for (const [ms, want] of cases) expect(reachedWarning(ms, [10, 5]), `${ms} ms`).toBe(want);
    expect(reachedWarning(1_000, [])).toBeNull();
  });

  it('decides the media kind by extension', () => {
    expect(mediaKind('/m/a.JPG')).toBe('image');
    expect(mediaKind('/m/a.png?x=1')).toBe('image');
    expect(mediaKind('/m/a.ogg')).toBe('audio');
    expect(mediaKind('/m/a.wav')).toBe('audio');
    expect(mediaKind('/m/a.pdf')).toBe('unsupported');
  });
});
