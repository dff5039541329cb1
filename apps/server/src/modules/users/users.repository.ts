import { sql } from 'kysely';
import type { Db, Dialect } from '../../db';
import { rowsOf } from '../../db/rows';

/** The PostgreSQL advisory lock key of the transactions that may change who is an admin. */
const ADMIN_LOCK_KEY = 'tryout:admins';

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
 * The ids of the admins, read after taking the transaction's admin lock: PostgreSQL, an advisory
 * lock held until the transaction ends, so transactions that change admins run one after another
 * and each reads the result of the one before (locking the admin rows themselves instead could
 * deadlock against a concurrent delete of one of them); SQLite transactions already run one at a
 * time.
 */
export async function lockAdmins(db: Db, dialect: Dialect): Promise<number[]> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${ADMIN_LOCK_KEY} || current_schema()))`.execute(db);
  }
  const rows = await db.selectFrom('staff_users').select('id').where('role', '=', 'admin').execute();
  return rows.map((r) => r.id);
}
