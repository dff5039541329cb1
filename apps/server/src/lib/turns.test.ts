import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

/** A clock that only moves when a task says it worked. */
function fakeClock() {
  let t = 0;
  return { now: () => t, work: (ms: number) => (t += ms) };
}

/** Counts event-loop iterations (one immediate per check phase). */
function iterations() {
  let n = 0;
  let on = true;
  const tick = () => {
    n++;
    if (on) setImmediate(tick);
  };
  setImmediate(tick);
  return { current: () => n, stop: () => (on = false) };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('turns', () => {
  it('runs at once when the loop is idle, and always with budget 0', () => {
    for (const budget of [0, 1, 5]) {
      const clock = fakeClock();
      const turns = createTurns(budget, clock.now);
      let ran = 0;
      turns.admit(() => ran++);
      expect(ran, `budget ${budget}`).toBe(1);
      expect(turns.waiting()).toBe(0);
    }
  });

  it('spreads work beyond the budget over later iterations, in arrival order', async () => {
    const clock = fakeClock();
    const turns = createTurns(1, clock.now);
    const loop = iterations();
    const ran: Array<{ task: number; iteration: number }> = [];
    for (let task = 0; task < 20; task++) {
      turns.admit(() => {
        ran.push({ task, iteration: loop.current() });
        clock.work(0.6);
      });
    }
    // two fit the first turn (0 and 0.6 ms of work done before them); the rest wait
    expect(ran.length).toBe(2);
    expect(turns.waiting()).toBe(18);
    while (turns.waiting() > 0) await settle();
    loop.stop();
    expect(ran.map((r) => r.task)).toEqual([...Array(20).keys()]);
    const perIteration = new Map<number, number>();
    for (const r of ran) perIteration.set(r.iteration, (perIteration.get(r.iteration) ?? 0) + 1);
    expect(Math.max(...perIteration.values())).toBe(2);
    expect(perIteration.size).toBe(10);
  });

  it('lets a new connection in while admitted work is still waiting', async () => {
    const clock = fakeClock();
    const turns = createTurns(1, clock.now);
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    let doneBeforeAccept = -1;
    let done = 0;
    server.on('connection', (socket) => {
      doneBeforeAccept = done;
      socket.destroy();
    });
    for (let task = 0; task < 40; task++) {
      turns.admit(() => {
        done++;
        clock.work(0.6);
      });
    }
    const client = net.connect(port, '127.0.0.1');
    client.on('error', () => {});
    while (turns.waiting() > 0 || doneBeforeAccept < 0) await settle();
    client.destroy();
    server.close();
    expect(done).toBe(40);
    // without turns all 40 would run before the loop could accept
    expect(doneBeforeAccept).toBeGreaterThan(0);
    expect(doneBeforeAccept).toBeLessThan(40);
  });
});
