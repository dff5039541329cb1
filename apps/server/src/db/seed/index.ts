import { nowIso } from '../../lib/time';
import type { Db } from '../index';
import { DEMO_ACCOUNTS, hashDemoPasswords, insertAccounts } from './accounts';
import { copyDemoMedia, demoBank, insertBank } from './bank';
import { insertCourses } from './courses';
import { seedSettings } from './settings';

export { DEMO_ACCOUNTS, seedSettings };

/**
 * Seeds demo data into an empty database (no staff user yet): accounts and programmes
 * (accounts.ts), the question bank (bank.ts, one file per materi in materi/), the demo lecturer's
 * courses and the exams (courses.ts). Settings (settings.ts) go into every database.
 */
export async function seedIfEmpty(db: Db, opts: { mediaDir: string }): Promise<boolean> {
  await seedSettings(db);
  const existing = await db.selectFrom('staff_users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const bank = demoBank();
  copyDemoMedia(bank, opts.mediaDir);
  const hashes = await hashDemoPasswords();
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };

  await db.transaction().execute(async (trx) => {
    const dosenId = await insertAccounts(trx, hashes, stamp);
    const materiId = await insertBank(trx, bank, stamp);
    await insertCourses(trx, { dosenId, bank, materiId, stamp });
  });
  return true;
}
