import { randomUUID } from 'node:crypto';
import type { Db, Dialect } from '../../db';
import { retryDelayMs } from '../../domain/backoff';
import {
  CLAIM_TTL_MS,
  claimDue,
  getSetting,
  markFailed,
  markSent,
  type OutboxRow,
  releaseClaims,
} from './outbox.repository';

/** Delivers one outbox row's payload; throws to retry later. */
export type Handler = (payload: any, row: OutboxRow) => Promise<void>;

/** A failure that no retry can fix (e.g. an invalid phone number): the row goes dead at once. */
export class PermanentError extends Error {}

export const DEFAULT_MAX_ATTEMPTS = 8;

export interface OutboxWorker {
  id: string;
  /** Claims and delivers what is due; returns how many rows it handled. */
  runOnce(): Promise<number>;
}

export interface OutboxWorkerOptions {
  /** rows claimed per round (default 20) */
  batch?: number;
  /** jitter source in [0, 1) (default Math.random) */
  random?: () => number;
  /** the clock (tests move it forward instead of waiting for the backoff) */
  now?: () => Date;
  /** how long a claim protects a row (default CLAIM_TTL_MS) */
  claimTtlMs?: number;
  /** fixed worker id (default pid + random) */
  id?: string;
  /** told about each failed attempt */
  onError?: (row: OutboxRow, error: Error, dead: boolean) => void;
}

/**
 * The outbox worker: claims due rows, runs the handler of each row's kind, and marks the row sent,
 * or failed with exponential backoff and jitter, or dead after `outbox_max_attempts` attempts (or at
 * once on a PermanentError). Safe to run in several processes on PostgreSQL.
 */
export function createOutboxWorker(
  deps: { db: Db; dialect: Dialect },
  handlers: Record<string, Handler>,
  opts: OutboxWorkerOptions = {},
): OutboxWorker {
  const id = opts.id ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const random = opts.random ?? Math.random;
  const clock = opts.now ?? (() => new Date());
  return {
    id,
    async runOnce() {
      const ttl = opts.claimTtlMs ?? CLAIM_TTL_MS;
      const claimedAt = clock().getTime();
      const rows = await claimDue(deps.db, deps.dialect, id, opts.batch ?? 20, new Date(claimedAt), ttl);
      if (rows.length === 0) return 0;
      const setting = Number(await getSetting(deps.db, 'outbox_max_attempts'));
      const maxAttempts = Number.isInteger(setting) && setting > 0 ? setting : DEFAULT_MAX_ATTEMPTS;
      for (const [i, row] of rows.entries()) {
        // slow receivers: hand the rest back well before the claim expires, so no other worker
        // takes a row this one is still sending
        if (clock().getTime() - claimedAt > ttl / 2) {
          await releaseClaims(
            deps.db,
            rows.slice(i).map((r) => r.id),
            id,
          );
          return i;
        }
        let failure: Error | null = null;
        try {
          const handler = handlers[row.kind];
          if (!handler) throw new PermanentError(`Tidak ada pengirim untuk jenis pesan "${row.kind}"`);
          let payload: unknown;
          try {
            payload = JSON.parse(row.payload);
          } catch {
            throw new PermanentError('Isi pesan bukan JSON yang valid');
          }
          await handler(payload, row);
        } catch (e) {
          failure = e instanceof Error ? e : new Error(String(e));
        }
        const now = clock();
        // a database error here propagates: the row stays claimed and comes back after the TTL
        if (!failure) {
          await markSent(deps.db, row.id, id, now.toISOString());
          continue;
        }
        const attempts = row.attempts + 1;
        const dead = failure instanceof PermanentError || attempts >= maxAttempts;
        const next = new Date(now.getTime() + retryDelayMs(attempts - 1, random())).toISOString();
        await markFailed(
          deps.db,
          row.id,
          id,
          failure.message || failure.name,
          { dead, nextAttemptAt: dead ? now.toISOString() : next },
          now.toISOString(),
        );
        opts.onError?.(row, failure, dead);
      }
      return rows.length;
    },
  };
}
