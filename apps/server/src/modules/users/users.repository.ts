import type { Db, Dialect } from '../../db';
import { rowsOf } from '../../db/rows';

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

/** insert, update and remove by id */
export const userRows = rowsOf('staff_users', 'id');

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
