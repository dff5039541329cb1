import { MSG } from '@tryout/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db';
import { forbidden, unauthorized } from '../../lib/errors';
import {
  type Access,
  type CandidateTaker,
  isAllowed,
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
    /** registered from its area's API contract (modules/contract-routes.ts serve) */
    contract?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
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
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; apiPrefix: string }) => {
  app.decorateRequest('principal', null);
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

  // onRequest: who is calling is settled before the body is even parsed.
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access || access.includes('public')) return;
    const token = bearerOf(req);
    if (!token) throw unauthorized();
    const grace = req.routeOptions.config.revokedGraceMs;
    const principal =
      (await resolveBearer(opts.db, token)) ??
      (grace ? await resolveRecentlyRevoked(opts.db, token, grace) : null);
    if (!principal) throw unauthorized();
    if (!isAllowed(access, principal)) throw forbidden(MSG.forbidden);
    req.principal = principal;
  });
});

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
