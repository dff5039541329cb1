import type { AuditPage, AuditQuery } from '@tryout/shared/monitor';
import { AUDIT_ACTION_LABEL } from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import type { Db } from '../../db';
import { badRequest } from '../../lib/errors';
import { buildXlsx, type XlsxColumn } from '../../lib/export';
import { wibToUtcIso } from '../../lib/wib';
import * as repo from './monitor.repository';

/** The audit log (admins): who did what to whom, when and why; filtered, paged, exported. */

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

export async function auditPage(db: Db, q: AuditQuery): Promise<AuditPage> {
  const perPage = q.per_page ?? 50;
  const page = q.page ?? 1;
  const r = await repo.auditPage(db, q, rangeOf(q), { offset: (page - 1) * perPage, limit: perPage });
  return { total: r.total, page, per_page: perPage, rows: r.rows };
}

type Row = Awaited<ReturnType<typeof repo.auditAll>>[number];

const COLUMNS: XlsxColumn<Row>[] = [
  { header: 'Waktu', width: 18, kind: 'date', value: (r) => r.created_at },
  { header: 'Oleh (NIDN)', width: 16, kind: 'text', value: (r) => r.actor },
  { header: 'Tindakan', width: 20, kind: 'text', value: (r) => AUDIT_ACTION_LABEL[r.action] ?? r.action },
  { header: 'Objek', width: 14, kind: 'text', value: (r) => r.entity },
  { header: 'Id Objek', width: 12, kind: 'text', value: (r) => r.entity_id },
  { header: 'Sebelum', width: 40, kind: 'text', value: (r) => r.old_value },
  { header: 'Sesudah', width: 60, kind: 'text', value: (r) => r.new_value },
  { header: 'Alasan', width: 40, kind: 'text', value: (r) => r.reason },
];

export async function auditExcel(db: Db, q: AuditQuery): Promise<{ filename: string; body: Buffer }> {
  const rows = await repo.auditAll(db, q, rangeOf(q));
  return { filename: 'log-audit.xlsx', body: await buildXlsx('Log Audit', COLUMNS, rows) };
}
