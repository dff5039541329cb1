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
 * Group commit: the writes of one kind that arrive in the same event-loop turn run in one
 * transaction, so a burst of autosaves costs one commit (one WAL append) instead of one each.
 * Each caller's promise settles only after that commit: an acknowledged write is durable. A lone
 * write runs on its own, as before. When the shared transaction fails, every write of the batch
 * runs again on its own, so one bad write cannot fail the others. Inside a caller's transaction
 * the write simply joins that transaction.
 */
export function groupCommit<I, R>(run: (exec: Exec, item: I) => Promise<R>) {
  const queues = new WeakMap<Db, Waiting<I, R>[]>();

  const alone = (db: Db, w: Waiting<I, R>) => run(db, w.item).then(w.resolve, w.reject);

  async function flush(db: Db) {
    const batch = queues.get(db) ?? [];
    queues.delete(db);
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

  return (exec: Exec, item: I): Promise<R> => {
    if (exec.isTransaction) return run(exec, item);
    const db = exec as Db;
    return new Promise<R>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) {
        queue = [];
        queues.set(db, queue);
        setImmediate(() => {
          const p = flush(db).finally(() => flushing.delete(p));
          flushing.add(p);
        });
      }
      queue.push({ item, resolve, reject });
    });
  };
}
