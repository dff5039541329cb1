import type { Db } from '../../db';
import type { TokenKind } from '../../db/schema';
import { type Caches, cacheSlot } from '../../lib/caches';
import { newToken, sha256 } from '../../lib/crypto';
import { nowIso } from '../../lib/time';
import { findLiveToken, insertToken, recentlyRevokedExamToken, type TokenOwner } from './auth.repository';

/** The sessions other modules end or read (their queries in auth.repository). */
export {
  consumeToken,
  findLiveToken,
  hasLiveVerifyToken,
  revokeOwnerTokens,
  revokeToken,
  seatSessionSeenSince,
  touchSession,
} from './auth.repository';

import type { Access } from '@tryout/shared/api/route';

export type { Access };

export type Principal =
  | {
      kind: 'candidate';
      tokenId: number;
      candidateId: number;
      /** the configuration's version read with the token (0013); absent for a recently revoked one */
      configVersion?: number;
    }
  | { kind: 'student'; tokenId: number; examStudentId: number; ujianId: number }
  | { kind: 'staff'; tokenId: number; staffId: number; role: 'admin' | 'dosen'; nidn: string; nama: string }
  | { kind: 'integration'; tokenId: number };

/** Who takes an exam: a tryout candidate, or a course-exam student. */
export type Taker =
  | {
      kind: 'candidate';
      candidateId: number;
      /** the configuration's version read with the caller's token: the card from memory (target.ts) */
      configVersion?: number;
    }
  | { kind: 'student'; examStudentId: number; ujianId: number };

/** A candidate taking a tryout. */
export type CandidateTaker = Extract<Taker, { kind: 'candidate' }>;

/** How long each kind of token lives. */
export const TOKEN_TTL_MINUTES: Record<TokenKind, number> = {
  candidate_session: 12 * 60,
  candidate_exam: 12 * 60,
  student_exam: 12 * 60,
  staff: 12 * 60,
  verify_email: 48 * 60,
  reset_password: 60,
  integration: 60,
};

/** Creates a token, stores only its SHA-256, returns the plain token (shown once). */
export async function issueToken(db: Db, kind: TokenKind, owner: TokenOwner): Promise<string> {
  const token = newToken();
  const now = new Date();
  await insertToken(db, {
    ...owner,
    kind,
    token_hash: sha256(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + TOKEN_TTL_MINUTES[kind] * 60_000).toISOString(),
  });
  return token;
}

const BEARER_KINDS: TokenKind[] = ['candidate_exam', 'student_exam', 'staff', 'integration'];

/**
 * The exam sessions this app has seen live, by token hash (docs/decisions/0044): who holds a token
 * never changes, so a route that checks its caller's token in its own statement (the exam day's)
 * takes the caller from here and skips the token's read. Whether the token is still live is never
 * taken from here: that statement asks the database. Bounded: the oldest are forgotten first.
 */
const knownSessions = cacheSlot('auth exam sessions', () => new Map<string, TakerPrincipal>());
const KNOWN_SESSIONS_MAX = 20_000;

/** A principal that takes exams: what knownSessions holds. */
export type TakerPrincipal = Extract<Principal, { kind: 'candidate' | 'student' }>;

/** The exam session this token opened, as last seen live by this app (not a proof it is live now). */
export function knownSession(caches: Caches, token: string): TakerPrincipal | undefined {
  return caches.of(knownSessions).get(sha256(token));
}

function remember(caches: Caches, tokenHash: string, p: TakerPrincipal): void {
  const known = caches.of(knownSessions);
  if (known.has(tokenHash)) return;
  if (known.size >= KNOWN_SESSIONS_MAX) known.delete(known.keys().next().value as string);
  // without the configuration's version: that is read with the token, fresh each time
  known.set(
    tokenHash,
    p.kind === 'candidate' ? { kind: p.kind, tokenId: p.tokenId, candidateId: p.candidateId } : p,
  );
}

/**
 * Resolves a bearer token to who is calling, or null. `caches`: an exam session found live is
 * remembered (knownSession).
 */
export async function resolveBearer(db: Db, token: string, caches?: Caches): Promise<Principal | null> {
  const hash = sha256(token);
  const p = principalOf(await findLiveToken(db, hash, BEARER_KINDS, nowIso()));
  if (caches && (p?.kind === 'candidate' || p?.kind === 'student')) remember(caches, hash, p);
  return p;
}

function principalOf(row: Awaited<ReturnType<typeof findLiveToken>>): Principal | null {
  if (!row) return null;
  switch (row.kind) {
    case 'candidate_exam':
      return row.candidate_id != null
        ? {
            kind: 'candidate',
            tokenId: row.id,
            candidateId: row.candidate_id,
            configVersion: row.config_version ?? undefined,
          }
        : null;
    case 'student_exam':
      return row.exam_student_id != null && row.student_ujian_id != null
        ? {
            kind: 'student',
            tokenId: row.id,
            examStudentId: row.exam_student_id,
            ujianId: row.student_ujian_id,
          }
        : null;
    case 'staff':
      return row.staff_user_id != null && row.role
        ? {
            kind: 'staff',
            tokenId: row.id,
            staffId: row.staff_user_id,
            role: row.role,
            nidn: row.nidn ?? '',
            nama: row.nama_dosen ?? '',
          }
        : null;
    case 'integration':
      return { kind: 'integration', tokenId: row.id };
    default:
      return null;
  }
}

/**
 * A candidate whose exam token was revoked less than `graceMs` ago (a login on another device, a
 * renewal): accepted only where a route allows it (the autosave), so queued answers still arrive.
 */
export async function resolveRecentlyRevoked(
  db: Db,
  token: string,
  graceMs: number,
): Promise<Principal | null> {
  const now = Date.now();
  const row = await recentlyRevokedExamToken(
    db,
    sha256(token),
    new Date(now - graceMs).toISOString(),
    new Date(now).toISOString(),
  );
  return row?.candidate_id != null
    ? { kind: 'candidate', tokenId: row.id, candidateId: row.candidate_id }
    : null;
}

/** Whether a principal may call a route that declares the given access list. */
export function isAllowed(access: readonly Access[], principal: Principal): boolean {
  switch (principal.kind) {
    case 'candidate':
      return access.includes('candidate');
    case 'student':
      return access.includes('student');
    case 'integration':
      return access.includes('integration');
    case 'staff':
      return access.includes('staff') || (principal.role === 'admin' && access.includes('admin'));
  }
}
