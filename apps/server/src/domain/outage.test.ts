import { durationText } from '@tryout/shared/outage';
import { describe, expect, it } from 'vitest';
import { autoCreditReason, creditSeconds, type Heard, massSilence, outageGap, ranDuring } from './outage';

const at = (s: number) => new Date(Date.parse('2026-03-01T08:00:00.000Z') + s * 1000).toISOString();

describe('outage gap', () => {
  it.each([
    [null, 100, null],
    [0, 2, null],
    [0, 10, null],
    [0, 10.4, 10],
    [0, 90, 90],
    [0, 252, 252],
  ])('alive at %s, now %s: a gap of %s s', (alive, now, seconds) => {
    const gap = outageGap(alive == null ? null : at(alive), at(now));
    expect(gap?.seconds ?? null).toBe(seconds);
    if (gap) expect(gap).toMatchObject({ from: at(alive as number), to: at(now) });
  });
});

describe('attempts that ran during the outage', () => {
  const from = at(0);
  it.each([
    ['in_progress', -600, 600, true],
    ['in_progress', -600, 1, true],
    ['in_progress', -600, 0, false], // time up exactly when it began
    ['in_progress', -600, -10, false], // within the grace for late saves: ended already
    ['in_progress', 5, 600, false], // started after the last mark (another instance, a DB outage)
    ['submitted', -600, 600, false],
    ['expired', -600, 600, false],
  ])('%s, started %s s, deadline %s s: %s', (status, started, deadline, ran) => {
    expect(ranDuring({ status, started_at: at(started), deadline_at: at(deadline) }, from)).toBe(ran);
  });
});

describe('credit seconds', () => {
  const rule = { auto: true, thresholdS: 60, maxCreditS: 1800 };
  it.each([
    [90, 0, rule, 90],
    [60, 0, rule, 0], // not longer than the threshold
    [61, 0, rule, 61],
    [90, 0, { ...rule, auto: false }, 0],
    [90, 1750, rule, 50], // the maximum counts earlier credits
    [90, 1800, rule, 0],
    [90, 1900, rule, 0],
    [15, 0, { ...rule, thresholdS: 10 }, 15],
  ])('gap %s s, credited before %s s, %o: %s s', (gap, before, r, s) => {
    expect(creditSeconds(gap, before, r)).toBe(s);
  });
});

describe('duration text', () => {
  it.each([
    [0, '0 detik'],
    [45, '45 detik'],
    [252, '4 menit 12 detik'],
    [600, '10 menit 0 detik'],
    [3720, '1 jam 2 menit 0 detik'],
  ])('%s s: %s', (s, text) => {
    expect(durationText(s)).toBe(text);
  });

  it('the audit reason quotes the issue', () => {
    expect(autoCreditReason(252)).toBe('Perpanjangan otomatis: server tidak tersedia 4 menit 12 detik');
  });
});

describe('mass silence', () => {
  const now = at(200);
  /** n candidates last heard at `heard` seconds (ids from `first`) */
  const group = (n: number, heard: number, first = 1): Heard[] =>
    Array.from({ length: n }, (_, i) => ({ id: first + i, lastSeenAt: at(heard) }));

  it.each([
    ['20 of 20 silent together', [...group(20, 100)], 20],
    ['10 of 20 silent together', [...group(10, 100), ...group(10, 190, 11)], 10],
    ['9 of 10: fewer than ten', [...group(9, 100), ...group(1, 190, 10)], 0],
    ['10 of 21: under half', [...group(10, 100), ...group(11, 190, 11)], 0],
    ['one candidate offline', [...group(1, 0), ...group(30, 190, 2)], 0],
    ['heard 50 s ago: not silent yet', [...group(20, 150)], 0],
    ['never heard: not counted', [...group(20, 100).map((h) => ({ ...h, lastSeenAt: null }))], 0],
  ])('%s', (_, running, n) => {
    const s = massSilence(running, now);
    expect(s?.ids.length ?? 0).toBe(n);
  });

  it('silent in different minutes is not one group', () => {
    const spread = [...group(6, 0), ...group(6, 61, 7), ...group(8, 122, 13)];
    expect(massSilence(spread, at(300))).toBeNull();
    // the six at 61 s and the eight at 122 s lie within 61 s of each other: not one minute either
    const within = [...group(6, 0), ...group(6, 70, 7), ...group(8, 120, 13)];
    expect(massSilence(within, at(300))?.ids).toEqual(Array.from({ length: 14 }, (_, i) => i + 7));
  });

  it('measures the gap from the earliest of the group', () => {
    const s = massSilence([...group(5, 100), ...group(6, 120, 6)], now);
    expect(s).toEqual({ ids: Array.from({ length: 11 }, (_, i) => i + 1), since: at(100), seconds: 100 });
  });

  it('silence that began in a server outage is not a lab outage', () => {
    expect(massSilence(group(20, 100), now, at(110))).toBeNull();
    expect(massSilence(group(20, 100), now, at(90))?.ids.length).toBe(20);
  });
});
