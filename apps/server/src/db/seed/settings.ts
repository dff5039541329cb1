import { nowIso } from '../../lib/time';
import type { Db } from '../index';

export const DEFAULT_SETTINGS: Record<string, string> = {
  KkmTryOut: '60',
  attempts_per_materi: '2',
  outbox_max_attempts: '8',
};

/** Settings every database needs (also a non-demo one). */
export async function seedSettings(db: Db): Promise<void> {
  const now = nowIso();
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    await db
      .insertInto('settings')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}
