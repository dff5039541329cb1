import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_STEADY_MS, noteServerClock, serverNowMs, serverOffsetMs } from './serverClock';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('serverClock', () => {
  it('takes the server time at the middle of the round trip, and keeps it steady within 250 ms', () => {
    // a device 10 minutes behind: sent at 1 000, answered at 1 400, the server said 601 200
    noteServerClock(new Date(601_200).toISOString(), 1000, 1400);
    expect(serverOffsetMs()).toBe(600_000);
    vi.spyOn(Date, 'now').mockReturnValue(2000);
    expect(serverNowMs()).toBe(602_000);
    // a heartbeat whose estimate differs by less than the steady margin changes nothing
    noteServerClock(new Date(630_000 + CLOCK_STEADY_MS - 10).toISOString(), 30_000, 30_000);
    expect(serverOffsetMs()).toBe(600_000);
    // the device's clock moved back 20 s: the next answer corrects it
    noteServerClock(new Date(640_000).toISOString(), 19_900, 20_100);
    expect(serverOffsetMs()).toBe(620_000);
  });

  it('an unreadable time keeps the offset; an answer without its send time counts as immediate', () => {
    noteServerClock(new Date(5000).toISOString(), undefined, 1000);
    expect(serverOffsetMs()).toBe(4000);
    noteServerClock('bukan waktu', 0, 10);
    expect(serverOffsetMs()).toBe(4000);
    // a send time after the answer (a clock moved in between) is not trusted
    noteServerClock(new Date(9000).toISOString(), 5000, 1000);
    expect(serverOffsetMs()).toBe(8000);
  });
});
