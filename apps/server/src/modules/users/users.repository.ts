import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
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
