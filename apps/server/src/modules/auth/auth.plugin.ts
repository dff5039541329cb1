import { MSG } from '@tryout/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db';
import type { Caches } from '../../lib/caches';
import { forbidden, unauthorized } from '../../lib/errors';
import {
  type Access,
  type CandidateTaker,
  isAllowed,
  knownSession,
  type Principal,
  resolveBearer,
  resolveRecentlyRevoked,
  type Taker,
} from './auth.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. Every API route must declare it (checked at registration). */
    access?: readonly Access[];
    /** a candidate's exam token revoked less than this many ms ago is still accepted here */
    revokedGraceMs?: number;
    /**
     * the route's first statement checks the caller's token itself (the autosave, the start, the submit: docs/decisions/0044):
     * an exam session seen live before is taken from memory without reading its token, and the
     * handler calls `confirmToken` before anything that statement did not check
     */
    tokenCheckedByRoute?: boolean;
    /** registered from its area's API contract (modules/contract-routes.ts serve) */
    contract?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** the principal came from memory (tokenCheckedByRoute): its token is not yet known to be live */
    tokenUnconfirmed: boolean;
  }
  interface FastifyInstance {
    /**
     * Reads the token of a request whose principal came from memory (a no-op for any other): the
     * principal as the token now gives it, or 401 (403) as the route's check would have answered.
     */
    confirmToken(req: FastifyRequest): Promise<void>;
    /** Every API route with the access it declares (the authorization matrix test walks it). */
    routeAccess: { method: string; url: string; access: readonly Access[]; contract: boolean }[];
  }
}

export function bearerOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}

/**
 * Authentication and route-level authorisation. A route under the API prefix that declares no
 * `config.access` fails at start-up, so no route can be forgotten.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; apiPrefix: string; caches: Caches }) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('tokenUnconfirmed', false);
    app.decorate('routeAccess', []);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(opts.apiPrefix)) return;
      if (route.url.startsWith(`${opts.apiPrefix}/docs`)) return;
      const access = (route.config as { access?: Access[] } | undefined)?.access;
      if (!access || access.length === 0) {
        throw new Error(`Route ${route.method} ${route.url} declares no access`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          app.routeAccess.push({ method, url: route.url, access, contract: route.config?.contract === true });
      }
    });

    /** Who the request's token opens a session for, as the route accepts it; 401 / 403 otherwise. */
    async function principalOf(req: FastifyRequest, access: readonly Access[], token: string) {
      const grace = req.routeOptions.config.revokedGraceMs;
      const principal =
        (await resolveBearer(opts.db, token, opts.caches)) ??
        (grace ? await resolveRecentlyRevoked(opts.db, token, grace) : null);
      if (!principal) throw unauthorized();
      if (!isAllowed(access, principal)) throw forbidden(MSG.forbidden);
      return principal;
    }

    // onRequest: who is calling is settled before the body is even parsed.
    app.addHook('onRequest', async (req) => {
      const access = req.routeOptions.config.access;
      if (!access || access.includes('public')) return;
      const token = bearerOf(req);
      if (!token) throw unauthorized();
      if (req.routeOptions.config.tokenCheckedByRoute) {
        const known = knownSession(opts.caches, token);
        if (known && isAllowed(access, known)) {
          req.principal = known;
          req.tokenUnconfirmed = true;
          return;
        }
      }
      req.principal = await principalOf(req, access, token);
    });

    app.decorate('confirmToken', async (req: FastifyRequest) => {
      if (!req.tokenUnconfirmed) return;
      req.tokenUnconfirmed = false;
      req.principal = null;
      req.principal = await principalOf(req, req.routeOptions.config.access ?? [], bearerOf(req) ?? '');
    });
  },
);

/** Narrowing helpers for handlers. */
export function requireStaff(req: FastifyRequest) {
  const p = req.principal;
  if (p?.kind !== 'staff') throw forbidden();
  return p;
}
export function requireCandidate(req: FastifyRequest) {
  const p = req.principal;
  if (p?.kind !== 'candidate') throw forbidden();
  return p;
}
/** The exam taker calling (a candidate or a course-exam student); 403 for anyone else. */
export function takerOf(req: FastifyRequest): Taker {
  const p = req.principal;
  if (p?.kind === 'candidate') return candidateOf(req);
  if (p?.kind === 'student') return { kind: 'student', examStudentId: p.examStudentId, ujianId: p.ujianId };
  throw forbidden();
}
/** The candidate calling, as an exam taker; 403 for anyone else. */
export function candidateOf(req: FastifyRequest): CandidateTaker {
  const p = req.principal;
  if (p?.kind !== 'candidate') throw forbidden();
  return { kind: 'candidate', candidateId: p.candidateId, configVersion: p.configVersion };
}
