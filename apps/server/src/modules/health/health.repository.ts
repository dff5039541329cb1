import { sql } from 'kysely';
import type { Db } from '../../db';

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
