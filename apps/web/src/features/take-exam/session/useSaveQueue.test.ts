// @vitest-environment happy-dom
import type { OptionKey } from '@tryout/shared/constants';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { examKeys } from '../../../lib/candidate/examStorage';
import { renderHook, settle } from '../../../test/renderHook';
import { type SaveAnswerBody, simpanJawaban } from '../api/simpanJawaban';
import { noteServerClock } from './serverClock';
import { type QueueEntry, useSaveQueue } from './useSaveQueue';

vi.mock('../api/simpanJawaban', () => ({ simpanJawaban: vi.fn() }));
const send = vi.mocked(simpanJawaban);

const KODE = 'TPA';
const queueKey = examKeys(KODE).queue;
const stored = () => JSON.parse(sessionStorage.getItem(queueKey) ?? '[]') as QueueEntry[];
const offlineError = () => new ApiError(0, { code: 0, message: 'offline' });
const refused = () => new ApiError(403, { code: 403, message: 'Waktu ujian telah habis' });

function setOnline(on: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => on });
  window.dispatchEvent(new Event(on ? 'online' : 'offline'));
}

function mount(attemptId = 7, onRejected = vi.fn()) {
  const hook = renderHook(() => useSaveQueue(KODE, attemptId, onRejected));
  return { ...hook, onRejected };
}

/** Nothing waits: no save pending in memory or in session storage, the status 'saved'. */
function expectAllSaved(q: ReturnType<typeof mount>['result']['current']) {
  expect(q.pending).toBe(0);
  expect(q.status).toBe('saved');
  expect(stored()).toEqual([]);
}

const choose = (q: ReturnType<typeof mount>['result']['current'], id_soal: number, value: OptionKey) =>
  act(() => q.enqueue({ id_soal, value }));

let sent: SaveAnswerBody[];
/** the 'urutan' of each save sent, in order (the bodies in `sent` are compared without it) */
let urutans: (number | undefined)[];
function record({ urutan, ...body }: SaveAnswerBody) {
  urutans.push(urutan);
  sent.push(body as SaveAnswerBody);
}
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sent = [];
  urutans = [];
  send.mockReset();
  send.mockImplementation(async (body) => {
    record(body);
  });
  setOnline(true);
});
afterEach(() => vi.useRealTimers());

describe('useSaveQueue', () => {
  it('sends a save at once and drops it when the server acknowledges it', async () => {
    const { result, unmount } = mount();
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.enqueue({ id_soal: 1, value: 'B' });
    });
    expect(outcome).toBe('saved');
    expect(sent).toEqual([{ kode_ujian: KODE, id_soal: 1, value: 'B' }]);
    expectAllSaved(result.current);
    unmount();
  });

  it('keeps saves in session storage while offline and re-sends them in order when the connection returns', async () => {
    send.mockRejectedValue(offlineError());
    const { result, unmount } = mount();
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.enqueue({ id_soal: 1, value: 'A' });
    });
    expect(outcome).toBe('queued');
    await choose(result.current, 2, 'C');
    await act(() => result.current.enqueue({ id_soal: 3, essay: 'jawaban tiga' }));
    // a newer answer to question 1 replaces the older one still waiting
    await choose(result.current, 1, 'D');
    expect(result.current.offline).toBe(true);
    expect(result.current.status).toBe('offline');
    expect(result.current.pending).toBe(3);
    expect(stored().map((e) => [e.id_soal, e.value ?? e.essay])).toEqual([
      [2, 'C'],
      [3, 'jawaban tiga'],
      [1, 'D'],
    ]);

    send.mockReset();
    send.mockImplementation(async (body) => {
      record(body);
    });
    sent = [];
    act(() => setOnline(true));
    await settle();
    expect(sent).toEqual([
      { kode_ujian: KODE, id_soal: 2, value: 'C' },
      { kode_ujian: KODE, id_soal: 3, essay: 'jawaban tiga' },
      { kode_ujian: KODE, id_soal: 1, value: 'D' },
    ]);
    expectAllSaved(result.current);
    unmount();
  });

  it("a waiting answer and 'ragu-ragu' mark of one question go out as one save, neither lost", async () => {
    send.mockRejectedValue(offlineError());
    const { result, unmount } = mount();
    await choose(result.current, 1, 'B');
    await act(() => result.current.enqueue({ id_soal: 1, ragu: true }));
    await act(() => result.current.enqueue({ id_soal: 2, ragu: true }));
    await choose(result.current, 2, 'A');
    await act(() => result.current.enqueue({ id_soal: 2, ragu: false }));
    expect(stored().map((e) => [e.id_soal, e.value, e.ragu])).toEqual([
      [1, 'B', true],
      [2, 'A', false],
    ]);
    send.mockReset();
    send.mockImplementation(async (body) => {
      record(body);
    });
    act(() => setOnline(true));
    await settle();
    expect(sent).toEqual([
      { kode_ujian: KODE, id_soal: 1, value: 'B', ragu: true },
      { kode_ujian: KODE, id_soal: 2, value: 'A', ragu: false },
    ]);
    unmount();
  });

  it('marks the queue offline when the browser goes offline', async () => {
    const { result, unmount } = mount();
    act(() => setOnline(false));
    expect(result.current.offline).toBe(true);
    expect(result.current.status).toBe('offline');
    unmount();
  });

  it('drops an entry the server refuses with a 4xx, reports it, and sends the next one', async () => {
    send.mockImplementation(async (body) => {
      record(body);
      if (body.id_soal === 1) throw refused();
    });
    const { result, onRejected, unmount } = mount();
    let first: string | undefined;
    await act(async () => {
      first = await result.current.enqueue({ id_soal: 1, value: 'A' });
    });
    await choose(result.current, 2, 'B');
    expect(first).toBe('rejected');
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(onRejected.mock.calls[0][0]).toMatchObject({ id_soal: 1, value: 'A' });
    expect((onRejected.mock.calls[0][1] as ApiError).status).toBe(403);
    expect(sent.map((b) => b.id_soal)).toEqual([1, 2]);
    expect(result.current.pending).toBe(0);
    expect(result.current.offline).toBe(false);
    expect(stored()).toEqual([]);
    unmount();
  });

  it('keeps an entry after a 5xx or a time-out (worth retrying), and retries it on the timer', async () => {
    vi.useFakeTimers();
    send.mockRejectedValue(new ApiError(503, { code: 503, message: 'sibuk' }));
    const { result, onRejected, unmount } = mount();
    await choose(result.current, 1, 'E');
    expect(result.current.pending).toBe(1);
    expect(result.current.offline).toBe(true);
    expect(onRejected).not.toHaveBeenCalled();
    send.mockReset();
    send.mockImplementation(async (body) => {
      record(body);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(sent).toEqual([{ kode_ujian: KODE, id_soal: 1, value: 'E' }]);
    expect(result.current.pending).toBe(0);
    unmount();
  });

  it('restores the queue after a reload and sends it, oldest first', async () => {
    send.mockRejectedValue(offlineError());
    const first = mount();
    await choose(first.result.current, 4, 'A');
    await choose(first.result.current, 5, 'B');
    first.unmount(); // the page is reloaded with both saves unacknowledged

    send.mockReset();
    send.mockImplementation(async (body) => {
      record(body);
    });
    sent = [];
    const again = mount();
    expect(again.result.current.pendingEntries().map((e) => e.id_soal)).toEqual([4, 5]);
    await settle();
    expect(sent.map((b) => b.id_soal)).toEqual([4, 5]);
    expect(again.result.current.pending).toBe(0);
    // the numbering goes on after the restored entries
    send.mockRejectedValue(offlineError());
    await choose(again.result.current, 6, 'C');
    expect(stored()[0].seq).toBeGreaterThan(2);
    again.unmount();
  });

  it('never sends a leftover of an earlier attempt', async () => {
    send.mockRejectedValue(offlineError());
    const earlier = mount(7);
    await choose(earlier.result.current, 1, 'A');
    earlier.unmount();

    send.mockReset();
    send.mockImplementation(async (body) => {
      record(body);
    });
    sent = [];
    const next = mount(8);
    await settle();
    expect(next.result.current.pending).toBe(0);
    expect(next.result.current.pendingEntries()).toEqual([]);
    expect(sent).toEqual([]);
    await choose(next.result.current, 2, 'B');
    expect(sent).toEqual([{ kode_ujian: KODE, id_soal: 2, value: 'B' }]);
    next.unmount();
  });
  it("every save carries an 'urutan' that only grows across the browser's tabs (shared in local storage)", async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(5000);
    const tabA = mount();
    const tabB = mount();
    await choose(tabA.result.current, 1, 'A');
    await choose(tabB.result.current, 1, 'B');
    await choose(tabA.result.current, 2, 'C');
    // the clock did not move: the shared counter still orders the three actions
    expect(urutans).toEqual([5000, 5001, 5002]);
    now.mockReturnValue(9000);
    await choose(tabB.result.current, 1, 'D');
    expect(urutans[3]).toBe(9000);
    // a queued save keeps the urutan of the action, not of the moment it is sent
    send.mockRejectedValue(offlineError());
    await choose(tabA.result.current, 3, 'E');
    now.mockReturnValue(20_000);
    send.mockReset();
    send.mockImplementation(async (body) => record(body));
    await act(async () => {
      await tabA.result.current.flush();
    });
    expect(urutans.at(-1)).toBe(9001);
    now.mockRestore();
    tabA.unmount();
    tabB.unmount();
  });

  it("the 'urutan' counts on the server's clock: a device whose own clock is behind still orders after the old device", async () => {
    localStorage.clear();
    // this device's clock says 1000 while the server's said 61000 when the sheet arrived
    const now = vi.spyOn(Date, 'now').mockReturnValue(1000);
    noteServerClock(new Date(61_000).toISOString());
    const tab = mount();
    await choose(tab.result.current, 1, 'A');
    now.mockReturnValue(1500);
    await choose(tab.result.current, 2, 'B');
    expect(urutans).toEqual([61_000, 61_500]);
    noteServerClock('not a time'); // an unreadable server time keeps the last offset
    await choose(tab.result.current, 3, 'C');
    expect(urutans.at(-1)).toBe(61_501);
    noteServerClock(new Date(1500).toISOString()); // back to a device clock that agrees
    now.mockRestore();
    tab.unmount();
  });

  it('a 409 (another tab saved a newer answer) drops the entry and reports it; the queue goes on', async () => {
    send.mockImplementation(async (body) => {
      record(body);
      if (body.id_soal === 1)
        throw new ApiError(409, { code: 409, message: 'Jawaban soal ini sudah diubah' });
    });
    const { result, onRejected, unmount } = mount();
    await choose(result.current, 1, 'A');
    await choose(result.current, 2, 'B');
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect((onRejected.mock.calls[0][1] as ApiError).status).toBe(409);
    expect(sent.map((b) => b.id_soal)).toEqual([1, 2]);
    expectAllSaved(result.current);
    unmount();
  });
});
