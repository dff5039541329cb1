import type { Db, Dialect } from '../../db';
import { SEEN_WRITE_EVERY_MS, seenIsStale } from '../../domain/presence';
import { type Caches, cacheSlot } from '../../lib/caches';
import { resolveBearer, touchSession } from '../auth/auth.service';

/**
 * When this app last wrote each session's last_seen_at, by token id (its caches: lib/caches.ts):
 * the autosave hot path checks this map and writes nothing for a session seen less than 15 s ago,
 * so a session costs at most one presence write per 15 s however often it saves.
 */
const written = cacheSlot('exam-day presence writes', () => new Map<number, number>());

/** Entries older than this are dropped when the map grows (their sessions went quiet). */
const FORGET_AFTER_MS = 10 * 60_000;
const PRUNE_AT = 20_000;

function prune(seen: Map<number, number>, nowMs: number) {
  for (const [id, at] of seen) if (nowMs - at >= FORGET_AFTER_MS) seen.delete(id);
}

/** Records that the session `tokenId` made a request (at most one write per session per 15 s). */
export async function noteSeen(
  ctx: { db: Db; dialect: Dialect; caches: Caches },
  tokenId: number,
  nowMs = Date.now(),
): Promise<void> {
  const seen = ctx.caches.of(written);
  if (!seenIsStale(seen.get(tokenId), nowMs)) return;
  seen.set(tokenId, nowMs);
  if (seen.size > PRUNE_AT) prune(seen, nowMs);
  const now = new Date(nowMs).toISOString();
  const staleBefore = new Date(nowMs - SEEN_WRITE_EVERY_MS).toISOString();
  try {
    await touchSession(ctx.db, ctx.dialect, tokenId, now, staleBefore);
  } catch (err) {
    seen.delete(tokenId); // the session's next request tries again
    throw err;
  }
}

/** Whether the bearer token still opens a session (not revoked by 'Buka sesi' or a newer login, not expired). */
export async function stillSignedIn(ctx: { db: Db }, token: string): Promise<boolean> {
  return (await resolveBearer(ctx.db, token)) != null;
}
