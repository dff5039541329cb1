/**
 * The graceful end of a server process (SIGTERM/SIGINT), in this order:
 * 1. `app.close()`: stop accepting connections and let every request in flight finish. Fastify
 *    runs the `preClose` hooks first: a plugin that holds long-lived responses (event streams)
 *    ends them there — `app.addHook('preClose', …)` is the hook for it — or the close would wait
 *    on them until the forced exit;
 * 2. the background jobs finish their current round and stop;
 * 3. `drain`: writes still queued (the SQLite group commit) are committed;
 * 4. `closeDb`: the pool closes; then `exit(0)`.
 * After `timeoutMs` the process exits with 1 whatever is still pending.
 */
export interface ShutdownSteps {
  app: { close(): Promise<unknown> };
  stopJobs(): Promise<void>;
  drain(): Promise<void>;
  closeDb(): Promise<void>;
  log(line: string): void;
  exit(code: number): void;
  timeoutMs?: number;
}

/** Returns the handler for the signals; a second signal while closing changes nothing. */
export function gracefulShutdown(steps: ShutdownSteps): (signal: string) => Promise<void> {
  let closing = false;
  return async (signal) => {
    if (closing) return;
    closing = true;
    steps.log(`${signal}: menutup server`);
    const force = setTimeout(() => steps.exit(1), steps.timeoutMs ?? 10_000);
    force.unref();
    try {
      await steps.app.close();
      await steps.stopJobs();
      await steps.drain();
      await steps.closeDb();
    } catch (err) {
      steps.log(`penutupan gagal: ${String(err)}`);
      clearTimeout(force);
      steps.exit(1);
      return;
    }
    clearTimeout(force);
    steps.exit(0);
  };
}
