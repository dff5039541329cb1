import { createHmac } from 'node:crypto';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import type { Exec } from '../../db';
import { delayTable } from '../../domain/failure-delay';
import { type Caches, cacheSlot } from '../../lib/caches';
import { AppError, badRequest } from '../../lib/errors';
import { type AttemptCounter, localAttemptCounter } from '../../lib/limit-counters';
import * as controlsRepo from './controls.repository';

/**
 * What a materi's or course exam's exam-day options ask of a start: 'Token ujian' (a 6-character
 * token the proctor reads out; derived from the target's secret and the time window, so every
 * server instance computes the same one and nothing rotates in the database) and 'Wajib layar
 * penuh' (the page asks for fullscreen; never blocks).
 */

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A token just rotated out is still taken this long (it may have been read out a moment ago). */
const OVERLAP_MS = 60_000;

/** The token of the window holding `nowMs`, and when that window ends. */
export function tokenAt(secret: string, minutes: number, nowMs: number): { token: string; until: number } {
  const period = minutes * 60_000;
  const window = Math.floor(nowMs / period);
  const mac = createHmac('sha256', secret).update(String(window)).digest();
  const token = Array.from(mac.subarray(0, 6), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return { token, until: (window + 1) * period };
}

/** Whether `given` is the current token (or the previous one within a minute of the rotation). */
export function tokenMatches(secret: string, minutes: number, given: string, nowMs: number): boolean {
  const want = given.trim().toUpperCase();
  if (tokenAt(secret, minutes, nowMs).token === want) return true;
  return tokenAt(secret, minutes, nowMs - OVERLAP_MS).token === want;
}

/**
 * Wrong tokens per taker, counted in the limit store (Redis when configured, so every instance
 * and worker sees them; else this process): after five, the next start waits ten minutes.
 */
const WRONG_TOKENS = delayTable({ free: 4, firstMs: 10 * 60_000, maxMs: 10 * 60_000 });
/** the count when the caller has no limit store (a context built outside the app): in the app's caches */
const localWrongTokens = cacheSlot('monitor wrong tokens', localAttemptCounter);

export type GateTarget = { jenis: 'materi' | 'ujian'; id: number };

/** A target's control-room options (its exam_controls row). */
export type StartControls = { token_secret: string | null; token_minutes: number; wajib_layar_penuh: number };

/** A target's options as stored (undefined: never set); the control room reads and sets them here. */
export const examControls = (db: Exec, t: GateTarget) => controlsRepo.findControls(db, t.jenis, t.id);

/** Stores a target's options (the control room's PUT, in its transaction). */
export const saveExamControls = (db: Exec, row: Parameters<typeof controlsRepo.saveControls>[1]) =>
  controlsRepo.saveControls(db, row);

/** What the start screen needs to know of the target's options. */
export async function startOptions(db: Exec, t: GateTarget) {
  const c = await controlsRepo.findControls(db, t.jenis, t.id);
  return { token_diperlukan: !!c?.token_secret, wajib_layar_penuh: c?.wajib_layar_penuh === 1 };
}

/**
 * Refuses a start without the right token when the target asks for one: 400 with a clear message;
 * each wrong token counts, and after the fifth the next start within ten minutes answers 429.
 */
export async function checkStartToken(
  ctx: { db: Exec; caches: Caches; limits?: { attempts: AttemptCounter } },
  t: GateTarget,
  who: string,
  given: string | undefined,
  /** the target's options when the caller read them already (null: it has none) */
  read?: StartControls | null,
) {
  const c = read !== undefined ? read : await controlsRepo.findControls(ctx.db, t.jenis, t.id);
  const attempts = ctx.limits?.attempts ?? ctx.caches.of(localWrongTokens);
  if (!c?.token_secret) return;
  const key = `token-ujian:${who}`;
  if (!given) {
    if ((await attempts.wait(key)) > 0) throw new AppError(429, MONITOR_MSG.tokenTooMany);
    throw badRequest(MONITOR_MSG.tokenRequired, { token_ujian: MONITOR_MSG.tokenRequired });
  }
  if ((await attempts.take(key, WRONG_TOKENS)) > 0) throw new AppError(429, MONITOR_MSG.tokenTooMany);
  if (tokenMatches(c.token_secret, c.token_minutes, given, Date.now())) {
    await attempts.settle(key, 'success');
    return;
  }
  // the reserved attempt stays counted: a wrong token
  throw badRequest(MONITOR_MSG.tokenWrong, { token_ujian: MONITOR_MSG.tokenWrong });
}
