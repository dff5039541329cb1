import { MSG } from '@tryout/shared/messages';
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db, Dialect } from '../db';
import type { EventBus } from '../events/bus';
import type { Caches } from '../lib/caches';
import { badRequest } from '../lib/errors';
import type { LimitStore } from '../lib/redis';
import type { Metrics } from './metrics/metrics';

/** What every module is given: built once by main.ts (or a test) and passed to buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  /** absolute folder of uploaded media (soalPg/, jawabanPg/) */
  mediaDir: string;
  /** this process's metrics (main.ts: with the pool and the cluster); buildApp makes one when absent */
  metrics?: Metrics;
  /** the store of every limit (lib/redis.ts); buildApp makes one when absent */
  limits?: LimitStore;
  /** the exam day's events (events/bus.ts); buildApp makes one when absent */
  bus?: EventBus;
  /** the app's in-memory caches and counters (lib/caches.ts); buildApp makes them when absent */
  caches?: Caches;
}

/** What each area's routes are given: the context with its limit store, event bus and caches. */
export type ModuleContext = AppContext & { limits: LimitStore; bus: EventBus; caches: Caches };

export type App = FastifyInstance<any, any, any, any, ZodTypeProvider>;
/** One area's routes; registered under /tryout/api. */
export type ModuleRoutes = (app: App, ctx: ModuleContext) => Promise<void> | void;

/** The success envelope `{code, message, data}` with `data` of the given schema. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data });

/** A route's `response`: 200 with the envelope around `data` of the given schema. */
export const okResponse = <T extends z.ZodType>(data: T) => ({ 200: envelopeOf(data) });
/** A route's `response` when it answers `data: null` (deletes, session releases). */
export const nullResponse = okResponse(z.null());

/** Route access presets (checked by the auth plugin). */
export const PUBLIC = { access: ['public'] } as const;
export const STAFF = { access: ['staff'] } as const;
export const ADMIN = { access: ['admin'] } as const;
export const CANDIDATE = { access: ['candidate'] } as const;
export const INTEGRATION = { access: ['integration'] } as const;

/**
 * One area's route options: `const route = routeOf(['materi'])`, then
 * `app.get('/x', route(STAFF, 'Daftar materi', { response }), handler)` is the route's access preset
 * (config), its API docs (tags, summary) and its schemas (params, body, response…).
 */
export const routeOf =
  (tags: string[]) =>
  // biome-ignore lint/complexity/noBannedTypes: a route with no schema but its docs
  <C extends FastifyContextConfig, S extends FastifySchema = {}>(config: C, summary: string, schema?: S) => ({
    config,
    schema: { tags, summary, ...schema } as S & { tags: string[]; summary: string },
  });

/** Parses a body in the handler (for paths whose body decides the schema); 400 with field messages. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const field = issue.path.join('.') || '_';
    if (!(field in errors)) errors[field] = issue.message;
  }
  throw badRequest(r.error.issues[0]?.message ?? MSG.invalidInput, errors);
}
