import type { Insertable } from 'kysely';
import type { Exec } from '../../db';
import type { AuditLogTable } from '../../db/schema';
import { insertAudit } from './audit.repository';

/**
 * Writes one audit-log entry in the caller's transaction: what other modules call (the log is
 * read in words by monitor/audit.service).
 */
export async function recordAudit(db: Exec, row: Insertable<AuditLogTable>): Promise<void> {
  await insertAudit(db, row);
}
