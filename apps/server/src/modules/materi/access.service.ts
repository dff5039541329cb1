import { BANK_MSG, BANK_TRYOUT_SETTING, type BankSettings } from '@tryout/shared/bank-access';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import type { Db } from '../../db';
import {
  allows,
  assignNeeds,
  type BankAccess,
  inAdminsBank,
  type MateriOwnership,
  materiAccess,
} from '../../domain/bank-access';
import { type Actor, examOwner } from '../../domain/ownership';
import { forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { recordAudit as insertAudit } from '../audit/audit.service';
import { settingValues as getSettings, upsertSetting } from '../settings/settings.service';
import * as repo from './materi.repository';

export type { Actor, BankAccess };

/** A materi's ownership facts for the actor, and its owner's name. */
export interface MateriAccessOf extends MateriOwnership {
  access: BankAccess;
  pemilik: string | null;
}

/**
 * Whether lecturers may write the admins' (tryout) bank: on unless an admin set it to '0' (the
 * design shares the tryout bank; deleting or sharing its materi stays the admins').
 */
async function lecturersWriteTryout(db: Db): Promise<boolean> {
  const s = await getSettings(db, [BANK_TRYOUT_SETTING]);
  return s[BANK_TRYOUT_SETTING] !== '0';
}

/** GET /pengaturanBankSoal */
export async function bankSettings(db: Db): Promise<BankSettings> {
  return { [BANK_TRYOUT_SETTING]: await lecturersWriteTryout(db) };
}

/** PUT /pengaturanBankSoal (admins): whether lecturers write the tryout bank; audit-logged. */
export async function setBankSettings(
  db: Db,
  actor: { staffId: number; nidn: string },
  input: BankSettings,
): Promise<BankSettings> {
  const value = input[BANK_TRYOUT_SETTING] ? '1' : '0';
  await db.transaction().execute(async (trx) => {
    const before = (await getSettings(trx, [BANK_TRYOUT_SETTING]))[BANK_TRYOUT_SETTING] ?? null;
    if (before === value) return;
    const now = nowIso();
    await upsertSetting(trx, BANK_TRYOUT_SETTING, value, now);
    await insertAudit(trx, {
      staff_user_id: actor.staffId,
      actor: actor.nidn,
      created_at: now,
      action: 'update_setting',
      entity: 'settings',
      entity_id: BANK_TRYOUT_SETTING,
      old_value: before,
      new_value: value,
    });
  });
  return bankSettings(db);
}

/**
 * What the actor may do with each of these materi (every materi when `ids` is absent); a materi
 * that does not exist is not in the map.
 */
export async function accessOf(db: Db, actor: Actor, ids?: number[]): Promise<Map<number, MateriAccessOf>> {
  const owners = await repo.materiOwners(db, ids);
  const exams = await repo.materiExamOwners(db, ids);
  const shares = actor.role === 'admin' ? [] : await repo.sharesWith(db, actor.staffId, ids);
  const setting = actor.role === 'admin' ? true : await lecturersWriteTryout(db);
  const out = new Map<number, MateriAccessOf>();
  for (const o of owners) {
    const m: MateriOwnership = { owner_id: o.owner_id, tryout: false, lecturers: [], share: null };
    const lecturers: number[] = [];
    for (const e of exams) {
      if (e.materi_id !== o.id) continue;
      const owner = examOwner(e);
      if (owner === 'shared') m.tryout = true;
      else if (owner != null) lecturers.push(owner);
    }
    m.lecturers = lecturers;
    const share = shares.find((s) => s.materi_id === o.id);
    if (share) m.share = share.boleh_ubah === 1 ? 'write' : 'read';
    out.set(o.id, {
      ...m,
      access: materiAccess(actor, m, setting),
      pemilik: o.owner_id ? o.nama_dosen : null,
    });
  }
  return out;
}

/** Why the actor may not do `need` with a materi it has `m` on. */
function refusal(m: MateriAccessOf, need: BankAccess): string {
  if (m.access === 'none') return BANK_MSG.materiNotYours;
  if (need === 'manage') return BANK_MSG.ownerOnly;
  return inAdminsBank(m) && m.share === null ? BANK_MSG.tryoutReadOnly : BANK_MSG.readOnly;
}

/**
 * Refuses (404 when there is no such materi, 403 with the reason) unless the actor may `need` the
 * materi: 'read' (lists, details, exports), 'write' (groups, questions, imports, the materi's
 * fields), 'manage' (delete, share).
 */
export async function requireMateri(
  db: Db,
  actor: Actor,
  materiId: number,
  need: BankAccess,
  missing: string = STAFF_MSG.materiNotFound,
): Promise<MateriAccessOf> {
  const m = (await accessOf(db, actor, [materiId])).get(materiId);
  if (!m) throw notFound(missing);
  if (!allows(m.access, need)) throw forbidden(refusal(m, need));
  return m;
}

/**
 * Refuses (403) assigning these materi to an exam unless the actor may: reading is enough for the
 * admins' bank, a lecturer's materi only by whoever manages it (domain/bank-access assignNeeds).
 * Unknown ids are left to the exam's own check.
 */
export async function requireAssignable(db: Db, actor: Actor, ids: number[]): Promise<void> {
  const access = await accessOf(db, actor, [...new Set(ids)]);
  for (const m of access.values()) {
    const need = assignNeeds(m);
    if (!allows(m.access, need))
      throw forbidden(need === 'manage' ? BANK_MSG.assignOwnerOnly : refusal(m, need));
  }
}
