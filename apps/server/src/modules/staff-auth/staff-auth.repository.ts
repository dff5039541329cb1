import type { Db } from '../../db';

export function findStaffByNidn(db: Db, nidn: string) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'nidn', 'nama_dosen', 'role', 'password_hash'])
    .where('nidn', '=', nidn)
    .executeTakeFirst();
}

/** The staff user as /dosenDetail shows it. Never the hash. */
export function findStaffDetail(db: Db, id: number) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'id_dosen', 'nidn', 'nama_dosen', 'role', 'prodi'])
    .where('id', '=', id)
    .executeTakeFirst();
}
