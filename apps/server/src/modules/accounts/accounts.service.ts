import { ACCOUNT_MSG, type CandidateProfile, type LoginResult } from '@tryout/shared/accounts';
import type { Transaction } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Database, TokenKind } from '../../db/schema';
import { type EmailPayload, OUTBOX_KIND } from '../../integrations/outbox/kinds';
import { enqueue } from '../../integrations/outbox/outbox.repository';
import { hashPassword, sha256, verifyPassword } from '../../lib/crypto';
import { type AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import {
  consumeToken,
  findLiveToken,
  hasLiveVerifyToken,
  issueToken,
  revokeOwnerTokens,
} from '../auth/auth.service';
import { accountLink, resetMail, verificationMail } from './accounts.mail';
import * as repo from './accounts.repository';

type Deps = { db: Db; config: Config };

/** The tokens that make up a candidate's session: one active set per candidate. */
const SESSION_KINDS: TokenKind[] = ['candidate_session', 'candidate_exam'];

/** The candidate rows other modules read or update (their queries in accounts.repository). */
export {
  findCandidate,
  findCandidateByNisn,
  searchCandidates,
  updateCandidateOutcome,
} from './accounts.repository';

export const VERIFY_PATH = '/tes-users/tryout/verify';
export const RESET_PATH = '/tes-users/tryout/forgot-password/confirm';

let dummyHash: Promise<string> | undefined;
/** A real argon2id hash to verify against when the account does not exist (same cost, same time). */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('tryout-dummy-password-for-timing');
  return dummyHash;
}

/** Which unique column a driver error is about (SQLite or PostgreSQL), or null. */
export function uniqueViolation(err: unknown): 'nisn' | 'email' | 'other' | null {
  const e = err as { code?: string; message?: string; constraint?: string };
  const isUnique = e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
  if (!isUnique) return null;
  // PostgreSQL names the constraint (candidates_email_key); SQLite the column
  // ("UNIQUE constraint failed: candidates.email"). Neither text carries the offending value.
  const where = e.code === '23505' ? (e.constraint ?? '') : (e.message ?? '');
  if (/candidates[._]nisn/.test(where)) return 'nisn';
  if (/candidates[._]email/.test(where)) return 'email';
  return 'other';
}

/** A registration as submitted: the new candidate's row with the password instead of its hash. */
export type RegisterData = Omit<repo.NewCandidate, 'password_hash'> & { password: string };

type MailTo = { id: number; email: string; full_name: string };

/**
 * A single-use link for the candidate (a `kind` token in a link to `path`) and its e-mail in the
 * outbox, sent once (call inside the caller's transaction).
 */
async function mailLink(
  trx: Transaction<Database>,
  config: Config,
  cand: MailTo,
  kind: 'verify_email' | 'reset_password',
  path: string,
  mail: (to: string, name: string, link: string) => EmailPayload,
  now: string,
): Promise<void> {
  const token = await issueToken(trx, kind, { candidate_id: cand.id });
  const link = accountLink(config.publicUrl, path, token, cand.email);
  const payload = mail(cand.email, cand.full_name, link);
  await enqueue(trx, [{ kind: OUTBOX_KIND.email, payload, idempotencyKey: `${kind}:${sha256(token)}` }], now);
}

/** A verify_email link and its e-mail in the outbox (call inside the caller's transaction). */
const sendVerification = (trx: Transaction<Database>, config: Config, cand: MailTo, now: string) =>
  mailLink(trx, config, cand, 'verify_email', VERIFY_PATH, verificationMail, now);

function duplicate(field: 'nisn' | 'email'): AppError {
  const message = field === 'nisn' ? ACCOUNT_MSG.duplicateNisn : ACCOUNT_MSG.duplicateEmail;
  return conflict(message, { [field]: message });
}

/**
 * Creates an unverified candidate, a verify_email token and the verification e-mail (outbox), all
 * in one transaction. A taken nisn or e-mail → 409, also when two registrations race.
 */
export async function register({ db, config }: Deps, input: RegisterData) {
  const taken = await repo.findTaken(db, input.nisn, input.email);
  if (taken.nisn) throw duplicate('nisn');
  if (taken.email) throw duplicate('email');
  // the slow hash runs outside the transaction so it holds no lock
  const password_hash = await hashPassword(input.password);
  const { password: _password, ...fields } = input;
  const now = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const again = await repo.findTaken(trx, input.nisn, input.email);
      if (again.nisn) throw duplicate('nisn');
      if (again.email) throw duplicate('email');
      const id = await repo.insertCandidate(trx, { ...fields, password_hash }, now);
      await sendVerification(trx, config, { id, email: input.email, full_name: input.full_name }, now);
      return { nisn: input.nisn, email: input.email };
    });
  } catch (err) {
    const field = uniqueViolation(err);
    if (field === 'nisn' || field === 'email') throw duplicate(field);
    throw err;
  }
}

/** A live single-use token of `kind` whose owner has `email`; consumes it. Null when invalid. */
async function takeEmailToken(db: Db, kind: TokenKind, token: string, email: string, now: string) {
  const row = await findLiveToken(db, sha256(token), [kind], now);
  if (!row || row.candidate_id == null) return null;
  const owner = await repo.emailOf(db, row.candidate_id);
  if (owner !== email) return null;
  return { tokenId: row.id, candidateId: row.candidate_id };
}

/**
 * Verifies the account of a live link: 'verified'. The same link opened again once it has verified
 * the account (used or expired since): 'already' — nothing changes. Any other link: 400.
 */
export async function verifyEmail(
  { db }: Deps,
  token: string,
  email: string,
): Promise<'verified' | 'already'> {
  const now = nowIso();
  const found = await takeEmailToken(db, 'verify_email', token, email, now);
  if (!found) {
    if (await repo.verifiedByLink(db, sha256(token), email)) return 'already';
    throw badRequest(ACCOUNT_MSG.verifyInvalid);
  }
  await db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, found.tokenId, now))) throw badRequest(ACCOUNT_MSG.verifyInvalid);
    await repo.markVerified(trx, found.candidateId, now);
  });
  return 'verified';
}

/** The candidate profile of spec §3 (shared with /checknoreg). Null when the candidate is gone. */
export async function candidateProfile(db: Db, candidateId: number): Promise<CandidateProfile | null> {
  const r = await repo.findProfileRow(db, candidateId);
  if (!r) return null;
  return {
    nisn: r.nisn,
    full_name: r.full_name,
    email: r.email,
    phone: r.phone,
    asal_sekolah: r.asal_sekolah,
    jenis_sekolah: r.jenis_sekolah,
    alamat_sekolah1: r.alamat_sekolah1,
    alamat_sekolah2: r.alamat_sekolah2,
    provinsi_sekolah: r.provinsi_sekolah,
    jurusan_sekolah: r.jurusan_sekolah,
    nilai: r.nilai == null ? null : Number(r.nilai),
    status_kelulusan: r.status_kelulusan == null ? null : Number(r.status_kelulusan),
    ANGKATAN: r.ANGKATAN,
    GELOMBANG: r.GELOMBANG,
    program_studi:
      r.p1_kode != null
        ? { kode_prodi: r.p1_kode, nama_prodi: r.p1_nama ?? '', nilai_min_kelulusan: Number(r.p1_min ?? 0) }
        : null,
    program_studi2:
      r.p2_kode != null
        ? { kode_prodi: r.p2_kode, nama_prodi: r.p2_nama ?? '', nilai_min_kelulusan: Number(r.p2_min ?? 0) }
        : null,
    PROGDITERIMA: r.PROGDITERIMA,
    NAMAPROGDI: r.NAMAPROGDI ?? null,
  };
}

/**
 * Candidate login. Unknown e-mail and wrong password give the same 401 after the same argon2 work;
 * an unverified account (right password) gets 403 and, when its link has expired, a new link. A
 * new login revokes the earlier session and
 * exam tokens: one active session per candidate.
 */
export async function login({ db, config }: Deps, email: string, password: string): Promise<LoginResult> {
  const cred = await repo.findCredentialsByEmail(db, email);
  const valid = await verifyPassword(cred?.password_hash ?? (await dummyPasswordHash()), password);
  if (!cred || !valid) throw unauthorized(ACCOUNT_MSG.wrongCredentials);
  const now = nowIso();
  if (!cred.email_verified_at) {
    // the right password on an unverified account: when its link has expired (or was used up
    // by a race), a fresh one is sent, so "cek email anda" is always true
    await db.transaction().execute(async (trx) => {
      if (!(await hasLiveVerifyToken(trx, cred.id, now))) await sendVerification(trx, config, cred, now);
    });
    throw forbidden(ACCOUNT_MSG.notVerified);
  }
  const email_token = await db.transaction().execute(async (trx) => {
    await revokeOwnerTokens(trx, { candidate_id: cred.id }, SESSION_KINDS, now);
    return issueToken(trx, 'candidate_session', { candidate_id: cred.id });
  });
  const profile = await candidateProfile(db, cred.id);
  if (!profile) throw unauthorized(ACCOUNT_MSG.wrongCredentials);
  return { ...profile, email_token };
}

/**
 * Sends a reset link when the e-mail belongs to a candidate; does nothing otherwise. The caller
 * answers the same either way. Earlier unused reset links stop working.
 */
export async function forgotPassword({ db, config }: Deps, email: string): Promise<void> {
  const cand = await repo.findCandidateIdByEmail(db, email);
  if (!cand) return;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await revokeOwnerTokens(trx, { candidate_id: cand.id }, ['reset_password'], now);
    await mailLink(trx, config, cand, 'reset_password', RESET_PATH, resetMail, now);
  });
}

/** Sets a new password from a reset link (single use) and ends every session of the candidate. */
export async function resetPassword(
  { db }: Deps,
  input: { token: string; email: string; password: string },
): Promise<void> {
  const now = nowIso();
  const found = await takeEmailToken(db, 'reset_password', input.token, input.email, now);
  if (!found) throw badRequest(ACCOUNT_MSG.resetInvalid);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, found.tokenId, now))) throw badRequest(ACCOUNT_MSG.resetInvalid);
    await repo.setPasswordHash(trx, found.candidateId, passwordHash, now);
    await revokeOwnerTokens(
      trx,
      { candidate_id: found.candidateId },
      [...SESSION_KINDS, 'reset_password'],
      now,
    );
  });
}

/**
 * Candidate logout: every token given (the exam bearer token and/or the session token) that is
 * live identifies the candidate, whose session and exam tokens are then revoked — with no autosave
 * grace: a logout is not a device switch (docs/decisions/0010). Idempotent:
 * nothing to revoke is not an error. Returns whether a session was ended.
 */
export async function logout({ db }: Deps, tokens: (string | null | undefined)[]): Promise<boolean> {
  const now = nowIso();
  const candidates = new Set<number>();
  for (const token of tokens) {
    if (!token) continue;
    const row = await findLiveToken(db, sha256(token), SESSION_KINDS, now);
    if (row?.candidate_id != null) candidates.add(row.candidate_id);
  }
  if (candidates.size === 0) return false;
  await db.transaction().execute(async (trx) => {
    for (const id of candidates)
      await revokeOwnerTokens(trx, { candidate_id: id }, SESSION_KINDS, now, { loggedOut: true });
  });
  return true;
}
