import type { Transaction } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

type Exec = Db | Transaction<Database>;

export async function getSettings(db: Exec, keys: string[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function upsertSetting(db: Exec, key: string, value: string, now: string) {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

export const listProgrammes = (db: Exec) =>
  db
    .selectFrom('programmes')
    .select(['kode_prodi', 'nama_prodi', 'nilai_min_kelulusan', 'updated_at'])
    .orderBy('kode_prodi')
    .execute();

export const findProgrammes = (db: Exec, kodes: string[]) =>
  db
    .selectFrom('programmes')
    .select(['kode_prodi', 'nama_prodi', 'nilai_min_kelulusan', 'updated_at'])
    .where('kode_prodi', 'in', kodes)
    .execute();

export async function updateProgramme(db: Exec, kode: string, nilai: number, now: string) {
  await db
    .updateTable('programmes')
    .set({ nilai_min_kelulusan: nilai, updated_at: now })
    .where('kode_prodi', '=', kode)
    .execute();
}

export async function insertAudit(
  db: Exec,
  row: {
    staff_user_id: number;
    actor: string;
    action: string;
    entity: string;
    entity_id: string;
    old_value: string | null;
    new_value: string | null;
    created_at: string;
  },
) {
  await db.insertInto('audit_log').values(row).execute();
}
