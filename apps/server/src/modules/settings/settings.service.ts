import type { PassSettings, ProgrammeRow, ProgrammeThreshold } from '@tryout/shared/results';
import { RESULT_MSG } from '@tryout/shared/results';
import type { Db, Exec } from '../../db';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { recordAudit } from '../audit/audit.service';
import { confirmMoreAttempts } from '../review/new-attempt.service';
import * as repo from './settings.repository';

/** The settings and programmes other modules read or write (their queries in settings.repository). */
export {
  allSettings,
  findProgrammes,
  getSettings as settingValues,
  listProgrammes as programmeRows,
  upsertSetting,
} from './settings.repository';

export interface Actor {
  staffId: number;
  nidn: string;
}

/** Who made an audited change, and when. */
const changedBy = (actor: Actor, now: string) => ({
  staff_user_id: actor.staffId,
  actor: actor.nidn,
  created_at: now,
});

const DEFAULTS: PassSettings = { KkmTryOut: 60, attempts_per_materi: 2 };
const KEYS = Object.keys(DEFAULTS) as (keyof PassSettings)[];

/** The stored keys of the pass settings. */
export const PASS_SETTING_KEYS: readonly string[] = KEYS;

/** The pass settings from their stored values, each its default when absent or not valid. */
export function passSettingsOf(s: Record<string, string | undefined>): PassSettings {
  const kkm = Number(s.KkmTryOut);
  const per = Number(s.attempts_per_materi);
  return {
    KkmTryOut: s.KkmTryOut != null && Number.isFinite(kkm) ? kkm : DEFAULTS.KkmTryOut,
    attempts_per_materi: Number.isInteger(per) && per > 0 ? per : DEFAULTS.attempts_per_materi,
  };
}

export async function getSettings(db: Exec): Promise<PassSettings> {
  return passSettingsOf(await repo.getSettings(db, KEYS));
}

/**
 * Changes the pass settings; each changed key is audit-logged (old and new value). More attempts
 * per materi for candidates who opened a pembahasan needs the confirmation (409 without).
 */
export async function updateSettings(
  db: Db,
  actor: Actor,
  input: Partial<PassSettings> & { konfirmasi_pembahasan?: boolean; alasan: string },
): Promise<PassSettings> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.getSettings(trx, KEYS);
    const now = nowIso();
    const attempts = { from: passSettingsOf(current).attempts_per_materi, to: input.attempts_per_materi };
    if (attempts.to != null && attempts.to > attempts.from)
      await confirmMoreAttempts(trx, attempts.from, attempts.to, input.konfirmasi_pembahasan);
    for (const k of KEYS) {
      const v = input[k];
      if (v == null) continue;
      const value = String(v);
      if (current[k] === value) continue;
      await repo.upsertSetting(trx, k, value, now);
      await recordAudit(trx, {
        ...changedBy(actor, now),
        action: 'update_setting',
        entity: 'settings',
        entity_id: k,
        old_value: current[k] ?? null,
        new_value: value,
        reason: input.alasan,
      });
    }
  });
  return getSettings(db);
}

const toRow = (r: {
  kode_prodi: string;
  nama_prodi: string;
  nilai_min_kelulusan: number;
  updated_at: string;
}): ProgrammeRow => ({
  kode_prodi: r.kode_prodi,
  nama_prodi: r.nama_prodi,
  nilai_min_kelulusan: Number(r.nilai_min_kelulusan),
  updated_at: r.updated_at,
});

export const listProgrammes = async (db: Db): Promise<ProgrammeRow[]> =>
  (await repo.listProgrammes(db)).map(toRow);

/**
 * A programme's minimum score. Past results and decisions are not rewritten: the new threshold
 * applies from the next evaluation. Audit-logged.
 */
export async function updateProgramme(
  db: Db,
  actor: Actor,
  kode: string,
  nilai: number,
  alasan: string,
): Promise<ProgrammeRow> {
  return db.transaction().execute(async (trx) => {
    const [current] = await repo.findProgrammes(trx, [kode]);
    if (!current) throw notFound(RESULT_MSG.prodiNotFound);
    const now = nowIso();
    if (Number(current.nilai_min_kelulusan) !== nilai) {
      await repo.updateProgramme(trx, kode, nilai, now);
      await recordAudit(trx, {
        ...changedBy(actor, now),
        action: 'update_programme_threshold',
        entity: 'programmes',
        entity_id: kode,
        old_value: String(Number(current.nilai_min_kelulusan)),
        new_value: String(nilai),
        reason: alasan,
      });
    }
    const [row] = await repo.findProgrammes(trx, [kode]);
    return toRow(row);
  });
}

/** The public thresholds of choice 1 and choice 2 (spec §7.1), in that order; unknown codes are left out. */
export async function thresholds(db: Db, kode: string, kode2: string): Promise<ProgrammeThreshold[]> {
  const rows = await repo.findProgrammes(db, [kode, kode2]);
  const out: ProgrammeThreshold[] = [];
  for (const k of [kode, kode2]) {
    const r = rows.find((x) => x.kode_prodi === k);
    if (r && !out.some((o) => o.kode_prodi === k)) {
      out.push({
        kode_prodi: r.kode_prodi,
        nama_prodi: r.nama_prodi,
        nilai_min_kelulusan: Number(r.nilai_min_kelulusan),
      });
    }
  }
  return out;
}
