import { ADMIN_ID_DOSEN, ADMIN_PRODI } from '@tryout/shared/constants';
import type {
  createDosenSchema,
  editDosenSchema,
  ProfileInput,
  profileSchema,
  StaffUserRow,
} from '@tryout/shared/staff/users';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import type { z } from 'zod';
import type { Db, Dialect } from '../../db';
import { hashPassword } from '../../lib/crypto';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { revokeOwnerTokens } from '../auth/auth.service';
import * as repo from './users.repository';

export type { ProfileInput };

export const listUsers = (db: Db): Promise<StaffUserRow[]> => repo.listUsers(db);

async function getUser(db: Db, id: number): Promise<StaffUserRow> {
  const u = await repo.findUser(db, id);
  if (!u) throw notFound(STAFF_MSG.dosenNotFound);
  return u;
}

/** Admins always carry prodi 'Admin' and id_dosen '9999' (spec §3). */
function roleColumns(
  role: 'admin' | 'dosen',
  prodi: string | undefined,
  idDosen: string | undefined,
  nidn: string,
) {
  return role === 'admin'
    ? { role, prodi: ADMIN_PRODI, id_dosen: ADMIN_ID_DOSEN }
    : { role, prodi: prodi ?? '', id_dosen: idDosen ?? nidn };
}

export async function createUser(db: Db, input: z.output<typeof createDosenSchema>): Promise<StaffUserRow> {
  if (await repo.findUserByNidn(db, input.nidn))
    throw conflict(STAFF_MSG.nidnExists, { nidn: STAFF_MSG.nidnExists });
  const now = nowIso();
  const id = await repo.userRows.insert(db, {
    nidn: input.nidn,
    nama_dosen: input.nama_dosen,
    password_hash: await hashPassword(input.password),
    ...roleColumns(input.role, input.prodi, input.id_dosen, input.nidn),
    created_at: now,
    updated_at: now,
  });
  return getUser(db, id);
}

/** The staff member calling a route: their own session survives their own password change. */
type Caller = { staffId: number; tokenId: number };

/** A new password ends every session the old one opened, except the caller's own. */
async function endOtherSessions(db: Db, userId: number, caller: Caller, now: string): Promise<void> {
  const keep = userId === caller.staffId ? caller.tokenId : undefined;
  await revokeOwnerTokens(db, { staff_user_id: userId }, ['staff'], now, { keep });
}

/**
 * Refuses a change that would leave no admin: `id` stops being an admin. Runs inside the
 * transaction that makes the change, after locking the admin rows, so two admins demoting or
 * deleting each other at once cannot both pass.
 */
async function keepOneAdmin(trx: Db, dialect: Dialect, id: number): Promise<void> {
  const admins = await repo.lockAdmins(trx, dialect);
  if (admins.includes(id) && admins.length <= 1) throw conflict(STAFF_MSG.lastAdmin);
}

export async function updateUser(
  db: Db,
  dialect: Dialect,
  id: number,
  caller: Caller,
  input: z.output<typeof editDosenSchema>,
): Promise<StaffUserRow> {
  const current = await getUser(db, id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    if (input.role !== 'admin') await keepOneAdmin(trx, dialect, id);
    if (passwordHash) await endOtherSessions(trx, id, caller, now);
    await repo.userRows.update(trx, id, {
      nama_dosen: input.nama_dosen,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      ...roleColumns(
        input.role,
        input.prodi ?? current.prodi,
        input.id_dosen ?? current.id_dosen,
        current.nidn,
      ),
      updated_at: now,
    });
  });
  return getUser(db, id);
}

export async function deleteUser(db: Db, dialect: Dialect, id: number, callerId: number): Promise<void> {
  if (id === callerId) throw badRequest(STAFF_MSG.cannotDeleteSelf);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findUser(trx, id))) throw notFound(STAFF_MSG.dosenNotFound);
    await keepOneAdmin(trx, dialect, id);
    if (await repo.userHasCourses(trx, id)) throw conflict(STAFF_MSG.dosenHasCourses);
    await repo.userRows.remove(trx, id);
  });
}

/** PUT /profile/:nidn — own profile, or any profile for an admin. */
export async function updateProfile(
  db: Db,
  nidn: string,
  caller: Caller & { role: 'admin' | 'dosen'; nidn: string },
  input: z.output<typeof profileSchema>,
): Promise<StaffUserRow> {
  if (caller.role !== 'admin' && caller.nidn !== nidn) throw forbidden(STAFF_MSG.profileOwnOnly);
  const user = await repo.findUserByNidn(db, nidn);
  if (!user) throw notFound(STAFF_MSG.dosenNotFound);
  const now = nowIso();
  if (input.password) await endOtherSessions(db, user.id, caller, now);
  await repo.userRows.update(db, user.id, {
    ...(input.nama_dosen ? { nama_dosen: input.nama_dosen } : {}),
    ...(input.password ? { password_hash: await hashPassword(input.password) } : {}),
    updated_at: now,
  });
  return getUser(db, user.id);
}
