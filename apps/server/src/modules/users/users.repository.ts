import type { Insertable, Updateable } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { StaffUsersTable } from '../../db/schema';

const PUBLIC_COLUMNS = [
  'id',
  'id_dosen',
  'nidn',
  'nama_dosen',
  'role',
  'prodi',
  'created_at',
  'updated_at',
] as const;

export const listUsers = (db: Db) =>
  db.selectFrom('staff_users').select(PUBLIC_COLUMNS).orderBy('nama_dosen').orderBy('id').execute();

export const findUser = (db: Db, id: number) =>
  db.selectFrom('staff_users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();

export const findUserByNidn = (db: Db, nidn: string) =>
  db.selectFrom('staff_users').select(PUBLIC_COLUMNS).where('nidn', '=', nidn).executeTakeFirst();

export async function insertUser(db: Db, values: Insertable<StaffUsersTable>): Promise<number> {
  const row = await db.insertInto('staff_users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, values: Updateable<StaffUsersTable>): Promise<number> {
  const res = await db.updateTable('staff_users').set(values).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function deleteUser(db: Db, id: number): Promise<number> {
  const res = await db.deleteFrom('staff_users').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function userHasCourses(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('courses')
    .select('id_matkul')
    .where('id_dosen', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The ids of the admins, their rows locked until the transaction ends (PostgreSQL: FOR UPDATE, so a
 * second transaction changing admins waits and then sees this one's result; SQLite transactions
 * already run one at a time).
 */
export async function lockAdmins(db: Db, dialect: Dialect): Promise<number[]> {
  const q = db.selectFrom('staff_users').select('id').where('role', '=', 'admin');
  const rows = await (dialect === 'postgres' ? q.forUpdate() : q).execute();
  return rows.map((r) => r.id);
}
