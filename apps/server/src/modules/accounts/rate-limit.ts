import { tooManyAttempts } from '@tryout/shared/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { delayTable, waitMinutes } from '../../domain/failure-delay';
import { sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { AttemptOutcome } from '../../lib/limit-counters';
import type { App, ModuleContext } from '../http';

type Hook = (req: FastifyRequest, reply: FastifyReply, payload?: unknown) => Promise<unknown>;

/** What a route's options get from its limits (`limitedBy`). */
export interface RouteLimit {
  /** @fastify/rate-limit's route option: every request of one address counts */
  rateLimit?: { max: number; timeWindow: number };
  preHandler: Hook;
  onSend?: Hook;
}

/** 429 with how long to wait (Retry-After in seconds, the message in whole minutes). */
function tooMany(reply: FastifyReply, waitMs: number): AppError {
  reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
  return new AppError(429, tooManyAttempts(waitMinutes(waitMs)));
}

/**
 * Limits a route per client IP AND per account by requests (design §5), for routes whose every
 * request costs something (forgot-password sends a mail): `config.rateLimit.max` requests per
 * `config.rateLimit.windowMs` each.
 *
 * - per IP: @fastify/rate-limit's route option (checked on request, before the body is read);
 * - per account: a limiter from `app.createRateLimit` keyed by `name` + the account the validated
 *   body names (e-mail or nidn), checked before the handler. Requests that fail validation never
 *   reach it, and change nothing either.
 *
 * IPs in RATE_LIMIT_ALLOW are exempt from both (load tests).
 */
export function accountRateLimit(
  app: App,
  config: Config,
  name: string,
  accountOf: (body: any) => string | undefined,
): RouteLimit {
  const { max, windowMs, allow } = config.rateLimit;
  const perAccount = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (req: FastifyRequest) => `${name}:${String(accountOf(req.body) ?? '').toLowerCase()}`,
    allowList: (req: FastifyRequest) => allow.includes(req.ip),
  });
  return {
    rateLimit: { max, timeWindow: windowMs },
    preHandler: async (req, reply) => {
      if (!accountOf(req.body)) return;
      const limit = await perAccount(req);
      if (!limit.isAllowed && limit.isExceeded) throw tooMany(reply, limit.ttl);
    },
  };
}

/**
 * Limits a route by its failures, never its successes (design §5; docs/decisions/0009): the first
 * `RATE_LIMIT_FAILURES` failures of a key cost nothing, then each makes the next attempt wait
 * (domain/failure-delay.ts: from RATE_LIMIT_DELAY_MS, doubling, at most RATE_LIMIT_MAX_DELAY_MS).
 * A success clears the key. The counts live in the limit store (Redis, or this process).
 *
 * - `keyOf`: the account the validated body names, with the address (`req.ip`); undefined: the
 *   request is not limited. Keyed per account AND address, a wrong password never delays another
 *   account behind the same address, and guesses from elsewhere never delay the owner.
 * - `outcomeOf`: what the answer's status means (401: a failure; 2xx: a success; others neither).
 * - `shared`: the key is one many people share (an address): attempts are not reserved, so
 *   parallel successes never wait for one another; only the answered failures count.
 *
 * IPs in RATE_LIMIT_ALLOW are exempt (load tests).
 */
export function failureLimit(
  ctx: ModuleContext,
  options: {
    name: string;
    keyOf: (req: FastifyRequest) => string | undefined;
    outcomeOf: (status: number) => AttemptOutcome;
    shared?: boolean;
  },
): RouteLimit {
  const { allow, failures } = ctx.config.rateLimit;
  const delays = delayTable(failures);
  const store = ctx.limits.attempts;
  const keys = new WeakMap<FastifyRequest, string>();
  return {
    preHandler: async (req, reply) => {
      if (allow.includes(req.ip)) return;
      const account = options.keyOf(req);
      if (account === undefined) return;
      // hashed: no e-mail or NIM is written into Redis
      const key = `${options.name}:${sha256(account)}`;
      const wait = options.shared ? await store.wait(key) : await store.take(key, delays);
      if (wait > 0) throw tooMany(reply, wait);
      keys.set(req, key);
    },
    // before the answer leaves: the next attempt already sees this one's outcome
    onSend: async (req, reply) => {
      const key = keys.get(req);
      if (!key) return;
      keys.delete(req);
      const outcome = options.outcomeOf(reply.statusCode);
      if (!options.shared) await store.settle(key, outcome);
      else if (outcome === 'failure') await store.fail(key, delays);
    },
  };
}

/** 401 is a wrong credential; a 2xx a success; any other answer (403, 409…) is neither. */
export const credentialOutcome = (status: number): AttemptOutcome =>
  status === 401 ? 'failure' : status < 300 ? 'success' : 'neutral';

/** The account a body names, trimmed and in one case, with the address: a key of `failureLimit`. */
export const accountAtAddress = (req: FastifyRequest, ...account: unknown[]): string | undefined =>
  account.every((a) => typeof a === 'string' && a.trim())
    ? `${account.map((a) => String(a).trim().toLowerCase()).join(':')}@${req.ip}`
    : undefined;

/** A route's options (`routeOf`) limited by one or more `RouteLimit`s, checked in order before the handler. */
export function limitedBy<O extends { config: object }>(limits: RouteLimit | RouteLimit[], options: O) {
  const all = Array.isArray(limits) ? limits : [limits];
  const rateLimit = all.find((l) => l.rateLimit)?.rateLimit;
  return {
    ...options,
    config: (rateLimit ? { ...options.config, rateLimit } : options.config) as O['config'] & {
      rateLimit?: RouteLimit['rateLimit'];
    },
    preHandler: all.map((l) => l.preHandler),
    onSend: all.flatMap((l) => (l.onSend ? [l.onSend] : [])),
  };
}
