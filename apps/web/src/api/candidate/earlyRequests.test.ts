import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './earlyRequests';

describe('requests started by the exam page loader, taken over by the page', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    { case: 'started and fresh: the early request, once', ageMs: 0, taken: ['early', 'fresh'] },
    { case: 'started 29 s ago: still the early request', ageMs: 29_000, taken: ['early', 'fresh'] },
    { case: 'started 30 s ago: too old, a new request', ageMs: 30_000, taken: ['fresh', 'fresh'] },
  ])('$case', async ({ ageMs, taken }) => {
    vi.useFakeTimers();
    startEarly('sheet:K1', Promise.resolve('early'));
    vi.advanceTimersByTime(ageMs);
    const fetch = vi.fn(async () => 'fresh');
    expect(await takeEarly('sheet:K1', fetch)).toBe(taken[0]);
    expect(await takeEarly('sheet:K1', fetch)).toBe(taken[1]);
    expect(fetch).toHaveBeenCalledTimes(taken.filter((t) => t === 'fresh').length);
  });

  it('keeps requests apart by key, and a failed early request reaches the page as its error', async () => {
    startEarly('detail:A', Promise.reject(new Error('409')));
    startEarly('detail:B', Promise.resolve('B'));
    await expect(takeEarly('detail:A', async () => 'fresh')).rejects.toThrow('409');
    expect(await takeEarly('detail:B', async () => 'fresh')).toBe('B');
    expect(await takeEarly('detail:C', async () => 'fresh')).toBe('fresh');
  });
});
