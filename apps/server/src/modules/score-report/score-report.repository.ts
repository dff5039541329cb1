import type { Db } from '../../db';
import type { ScoreReportsTable } from '../../db/schema';

export async function insertReport(db: Db, row: ScoreReportsTable) {
  await db.insertInto('score_reports').values(row).execute();
}

export const findReport = (db: Db, codeHash: string) =>
  db
    .selectFrom('score_reports')
    .select(['nama', 'nilai', 'created_at'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
