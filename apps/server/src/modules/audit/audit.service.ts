import { AUDIT_FIELD_LABEL, auditChangeText } from '@tryout/shared/audit-text';
import type { AuditPage, AuditQuery, AuditRow } from '@tryout/shared/monitor';
import { AUDIT_ACTION_LABEL } from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import type { Insertable } from 'kysely';
import type { Db, Exec } from '../../db';
import type { AuditLogTable } from '../../db/schema';
import { type Actor, examOwner } from '../../domain/ownership';
import { badRequest } from '../../lib/errors';
import { buildXlsx, type XlsxColumn } from '../../lib/export';
import { nowIso } from '../../lib/time';
import { wibToUtcIso } from '../../lib/wib';
import * as repo from './audit.repository';

export type { AuditEntry } from './audit.repository';

/**
 * The audit log's one owner: every other module writes its entries through recordAudit /
 * recordAudits (in the change's transaction), and the log is read here (GET /audit-log, its Excel).
 */

/** Writes one audit-log entry in the caller's transaction. */
export async function recordAudit(db: Exec, row: Insertable<AuditLogTable>): Promise<void> {
  await repo.insertAudit(db, row);
}

/** Writes many entries (a proctor's action on a whole room) in the caller's transaction. */
export const recordAudits = (db: Exec, rows: repo.AuditEntry[]): Promise<void> => repo.insertAudits(db, rows);

/** Who archives: a staff member, named in the audit log by NIDN. */
export type Archiver = Actor & { nidn: string };

/** What can be archived (docs/decisions/0016), as its audit entries name it. */
export type ArchiveEntity = 'materi' | 'question_groups' | 'questions' | 'ujian' | 'matkul';

/**
 * Archives (`arsip` true) or restores an object whose archived_at is `before`, audited as
 * 'arsipkan' / 'pulihkan' on `entity` (the same state again changes and logs nothing). `write`
 * stores the new archived_at. Nothing is removed or changed besides that column.
 */
export async function recordArchive(
  trx: Exec,
  actor: Archiver,
  target: { entity: ArchiveEntity; id: number; before: string | null },
  arsip: boolean,
  write: (archivedAt: string | null) => Promise<unknown>,
): Promise<void> {
  if ((target.before !== null) === arsip) return;
  const now = nowIso();
  await write(arsip ? now : null);
  await recordAudit(trx, {
    staff_user_id: actor.staffId,
    actor: actor.nidn,
    created_at: now,
    action: arsip ? 'arsipkan' : 'pulihkan',
    entity: target.entity,
    entity_id: String(target.id),
    old_value: JSON.stringify({ diarsipkan: target.before !== null }),
    new_value: JSON.stringify({ diarsipkan: arsip }),
  });
}

/**
 * The audit log: who did what to whom, when and why; filtered, paged, exported. Admins see every
 * entry; a lecturer the entries about their own course exams (the exam, its students, its results).
 */

/** The exams whose entries the actor sees: null for all (an admin). */
async function scopeOf(db: Db, actor: Actor): Promise<number[] | null> {
  if (actor.role === 'admin') return null;
  const exams = await repo.courseExamOwners(db);
  return exams.filter((e) => examOwner(e) === actor.staffId).map((e) => e.id_ujian);
}

/** The WIB days dari..sampai (inclusive) as a UTC range; 400 when a day is not a date. */
function rangeOf(q: AuditQuery): { from?: string; to?: string } {
  const day = (d: string | undefined, field: string) => {
    if (!d) return undefined;
    const iso = wibToUtcIso(`${d} 00:00`);
    if (!iso) throw badRequest(MONITOR_MSG.dateInvalid, { [field]: MONITOR_MSG.dateInvalid });
    return iso;
  };
  const from = day(q.dari, 'dari');
  const start = day(q.sampai, 'sampai');
  const to = start ? new Date(Date.parse(start) + 86_400_000).toISOString() : undefined;
  return { from, to };
}

type Stored = Awaited<ReturnType<typeof repo.auditAll>>[number];

/** Entries in words: the object's name (or NIM/NISN) and before → after. */
async function inWords(db: Db, rows: Stored[]): Promise<AuditRow[]> {
  const names = await repo.auditObjectNames(db, rows);
  return rows.map((r) => ({
    ...r,
    objek:
      names.get(`${r.entity}:${r.entity_id}`) ??
      (r.entity === 'settings'
        ? (AUDIT_FIELD_LABEL[r.entity_id] ?? r.entity_id)
        : `${r.entity} ${r.entity_id}`),
    perubahan: auditChangeText(
      r.entity === 'programmes' ? 'nilai_min_kelulusan' : r.entity_id,
      r.old_value,
      r.new_value,
    ),
  }));
}

export async function auditPage(db: Db, actor: Actor, q: AuditQuery): Promise<AuditPage> {
  const perPage = q.per_page ?? 50;
  const page = q.page ?? 1;
  const r = await repo.auditPage(db, q, rangeOf(q), await scopeOf(db, actor), {
    offset: (page - 1) * perPage,
    limit: perPage,
  });
  return { total: r.total, page, per_page: perPage, rows: await inWords(db, r.rows) };
}

type Row = AuditRow;

const COLUMNS: XlsxColumn<Row>[] = [
  { header: 'Waktu (WIB)', width: 18, kind: 'date', value: (r) => r.created_at },
  { header: 'Oleh (NIDN)', width: 16, kind: 'text', value: (r) => r.actor },
  { header: 'Tindakan', width: 20, kind: 'text', value: (r) => AUDIT_ACTION_LABEL[r.action] ?? r.action },
  { header: 'Objek', width: 30, kind: 'text', value: (r) => r.objek },
  { header: 'Perubahan', width: 70, kind: 'text', value: (r) => r.perubahan },
  { header: 'Alasan', width: 40, kind: 'text', value: (r) => r.reason },
];

export async function auditExcel(
  db: Db,
  actor: Actor,
  q: AuditQuery,
): Promise<{ filename: string; body: Buffer }> {
  const rows = await inWords(db, await repo.auditAll(db, q, rangeOf(q), await scopeOf(db, actor)));
  return { filename: 'log-audit.xlsx', body: await buildXlsx('Log Audit', COLUMNS, rows) };
}
