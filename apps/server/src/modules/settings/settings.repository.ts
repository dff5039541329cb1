import type { Exec } from '../../db';
import { precompile, precompileFixed } from '../../db/precompiled';

const settingsOf = precompile(0, (db, keys: string) =>
  db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys.split(',')),
);

/** The values of these settings keys (absent keys are left out). */
export async function getSettings(db: Exec, keys: string[]): Promise<Record<string, string>> {
  const { rows } = await settingsOf(db, keys.join(','));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Every setting, as key → value. */
export async function allSettings(db: Exec): Promise<Record<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function upsertSetting(db: Exec, key: string, value: string, now: string) {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

const programmes = (db: Exec) =>
  db.selectFrom('programmes').select(['kode_prodi', 'nama_prodi', 'nilai_min_kelulusan', 'updated_at']);

export const listProgrammes = (db: Exec) => programmes(db).orderBy('kode_prodi').execute();

/** One or two programmes (a candidate's two choices, the hot case): one statement whatever the codes. */
const twoProgrammes = precompileFixed(2, (db, first: string, second: string) =>
  programmes(db).where('kode_prodi', 'in', [first, second]),
);

export async function findProgrammes(db: Exec, kodes: string[]) {
  if (kodes.length === 0) return [];
  if (kodes.length <= 2) return (await twoProgrammes(db, kodes[0], kodes[1] ?? kodes[0])).rows;
  return programmes(db).where('kode_prodi', 'in', kodes).execute();
}

export async function updateProgramme(db: Exec, kode: string, nilai: number, now: string) {
  await db
    .updateTable('programmes')
    .set({ nilai_min_kelulusan: nilai, updated_at: now })
    .where('kode_prodi', '=', kode)
    .execute();
}
