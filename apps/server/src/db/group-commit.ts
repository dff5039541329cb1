import type { Db, Exec } from './index';

interface Waiting<I, R> {
  item: I;
  resolve: (r: R) => void;
  reject: (err: unknown) => void;
}

/** Batches being committed now (by every group commit of the process). */
const flushing = new Set<Promise<void>>();

/** Resolves once every batch queued so far is committed (or failed): the last step before closing. */
export async function drainGroupCommits(): Promise<void> {
  // a batch queued this turn flushes on setImmediate: let it start first
  await new Promise((r) => setImmediate(r));
  while (flushing.size > 0) await Promise.allSettled([...flushing]);
}

/**
 * The writes of one kind that arrive in the same event-loop turn, queued per database and handed
 * to `flush` together on setImmediate; inside a caller's transaction a write runs at once
 * (`inTransaction`), joining that transaction.
 */
function perTurn<I, R>(
  flush: (db: Db, batch: Waiting<I, R>[]) => Promise<void>,
  inTransaction: (exec: Exec, item: I) => Promise<R>,
) {
  const queues = new WeakMap<Db, Waiting<I, R>[]>();
  return (exec: Exec, item: I): Promise<R> => {
    if (exec.isTransaction) return inTransaction(exec, item);
    const db = exec as Db;
    return new Promise<R>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) {
        const batch: Waiting<I, R>[] = [];
        queue = batch;
        queues.set(db, batch);
        setImmediate(() => {
          queues.delete(db);
          const p = flush(db, batch).finally(() => flushing.delete(p));
          flushing.add(p);
        });
      }
      queue.push({ item, resolve, reject });
    });
  };
}

/**
 * Group commit: the writes of one kind that arrive in the same event-loop turn run in one
 * transaction, so a burst of autosaves costs one commit (one WAL append) instead of one each.
 * Each caller's promise settles only after that commit: an acknowledged write is durable. A lone
 * write runs on its own, as before. When the shared transaction fails, every write of the batch
 * runs again on its own, so one bad write cannot fail the others. Inside a caller's transaction
 * the write simply joins that transaction.
 */
export function groupCommit<I, R>(run: (exec: Exec, item: I) => Promise<R>) {
  const alone = (db: Db, w: Waiting<I, R>) => run(db, w.item).then(w.resolve, w.reject);

  async function flush(db: Db, batch: Waiting<I, R>[]) {
    if (batch.length === 1) {
      await alone(db, batch[0]);
      return;
    }
    let results: R[];
    try {
      results = await db.transaction().execute(async (trx) => {
        const out: R[] = [];
        for (const w of batch) out.push(await run(trx, w.item));
        return out;
      });
    } catch {
      await Promise.all(batch.map((w) => alone(db, w)));
      return;
    }
    for (const [i, w] of batch.entries()) w.resolve(results[i]);
  }

  return perTurn(flush, run);
}

/**
 * One statement for the writes of one kind that arrive in the same event-loop turn: `runAll`
 * writes all their items at once (the PostgreSQL presence writes: one UPDATE of many rows instead
 * of one round trip each). Every caller's promise settles after that statement, and fails with it:
 * for writes that may fail together (a hint such as presence, which the next request retries).
 */
export function batchPerTurn<I>(runAll: (exec: Exec, items: I[]) => Promise<void>) {
  return perTurn<I, void>(
    async (db, batch) => {
      try {
        await runAll(
          db,
          batch.map((w) => w.item),
        );
      } catch (err) {
        for (const w of batch) w.reject(err);
        return;
      }
      for (const w of batch) w.resolve();
    },
    (exec, item) => runAll(exec, [item]),
  );
}
