/**
 * Fair turns for request work on a saturated event loop.
 *
 * libuv accepts one new connection per event-loop iteration. When thousands of candidates start
 * at the same instant, an iteration runs the requests of every busy keep-alive connection before
 * the next accept, so a browser that opens a new connection waits seconds while the connections
 * already open are answered in milliseconds. `admit` bounds the request work started in one
 * iteration to `budgetMs`: what arrives beyond it waits, in arrival order, for the next
 * iterations, and the loop gets back to accepting connections and reading sockets in between.
 * On an idle or lightly loaded server every request is admitted at once.
 */
export interface Turns {
  /** Runs `start` now, or in arrival order once the current turn's budget allows. */
  admit(start: () => void): void;
  /** How many admissions wait for a turn. */
  waiting(): number;
}

export function createTurns(budgetMs: number, now: () => number = () => performance.now()): Turns {
  let turnStart = now();
  let armed = false;
  let waiting = 0;

  // A turn starts in the check phase of each iteration (the first immediate queued) and runs
  // through the next iteration's timers and poll phase: one accept per turn.
  const newTurn = () => {
    armed = false;
    turnStart = now();
    if (waiting > 0) arm();
  };
  const arm = () => {
    if (armed) return;
    armed = true;
    setImmediate(newTurn);
  };
  const withinBudget = () => now() - turnStart < budgetMs;
  // each waiting admission is its own immediate: microtasks (the request's work) run between
  // immediates, so the budget check sees the time the previous one took
  const retry = (start: () => void) => {
    if (withinBudget()) {
      waiting--;
      start();
    } else setImmediate(retry, start);
  };

  return {
    admit(start) {
      if (budgetMs <= 0) return start();
      // the first admission since the last check phase begins a turn
      if (!armed) turnStart = now();
      arm();
      if (waiting === 0 && withinBudget()) return start();
      waiting++;
      setImmediate(retry, start);
    },
    waiting: () => waiting,
  };
}
