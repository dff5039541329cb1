import { ACCOUNT_MSG, type StaffDetail, type StaffLoginResult } from '@tryout/shared/accounts';
import type { Db } from '../../db';
import { verifyPassword } from '../../lib/crypto';
import { unauthorized } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { dummyPasswordHash } from '../accounts/accounts.service';
import { issueToken, revokeToken } from '../auth/auth.service';
import * as repo from './staff-auth.repository';

/**
 * Staff login by access code (nidn). Unknown code and wrong password give the same 401 after the
 * same argon2 work. Each login gets its own token (a lecturer may use several devices).
 */
export async function staffLogin(db: Db, nidn: string, password: string): Promise<StaffLoginResult> {
  const user = await repo.findStaffByNidn(db, nidn);
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) throw unauthorized(ACCOUNT_MSG.staffLoginFail);
  const api_token = await issueToken(db, 'staff', { staff_user_id: user.id });
  return { api_token, role: user.role, nidn: user.nidn, nama_dosen: user.nama_dosen };
}

export async function staffDetail(db: Db, staffId: number): Promise<StaffDetail> {
  const row = await repo.findStaffDetail(db, staffId);
  if (!row) throw unauthorized();
  return row;
}

/** Revokes the token the request came with. */
export async function staffLogout(db: Db, tokenId: number): Promise<void> {
  await revokeToken(db, tokenId, nowIso());
}
