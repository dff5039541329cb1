import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db';
import type { AuditLogTable, Database } from '../../db/schema';

/** The audit log: who changed what, from which value to which (written in the change's transaction). */
export async function insertAudit(db: Db | Transaction<Database>, row: Insertable<AuditLogTable>) {
  await db.insertInto('audit_log').values(row).execute();
}
