import { type Kysely, sql } from 'kysely';

type Db = Kysely<any>;

/**
 * candidates.progditerima_source: who set PROGDITERIMA — 'campus' (the admissions system, through
 * POST /update/progditerima: final, never overwritten or sent back by our programme flow) or
 * 'tryout' (our programme flow). Existing values set through that call (audited) become 'campus',
 * the others 'tryout'.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('candidates').addColumn('progditerima_source', 'varchar(10)').execute();
  await sql`UPDATE candidates SET progditerima_source = CASE WHEN EXISTS (
      SELECT 1 FROM audit_log a
      WHERE a.action = 'update_progditerima' AND a.entity = 'candidates'
        AND a.entity_id = CAST(candidates.id AS VARCHAR(20))
    ) THEN 'campus' ELSE 'tryout' END
    WHERE "PROGDITERIMA" IS NOT NULL`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('candidates').dropColumn('progditerima_source').execute();
}
