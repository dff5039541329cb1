import type { Db } from '../apps/server/src/db';
import { hashPassword } from '../apps/server/src/lib/crypto';
import { candidateRow } from '../apps/server/test/factories';

export interface BenchCandidate {
  nisn: string;
  email: string;
  full_name: string;
}

/**
 * N verified candidates with real argon2id password hashes (one hash shared by all: logging in
 * still costs a full argon2id verify per request).
 */
export async function seedCandidates(
  db: Db,
  n: number,
  password: string,
  /** another set beside the bench's own (the floor's, the workers' comparison): its e-mail prefix and NISN base */
  set: { prefix: string; nisnBase: number } = { prefix: 'bench', nisnBase: 9_000_000_000 },
): Promise<BenchCandidate[]> {
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  const list: BenchCandidate[] = Array.from({ length: n }, (_, i) => ({
    nisn: String(set.nisnBase + i),
    email: `${set.prefix}${i}@tryout.test`,
    full_name: `PESERTA ${set.prefix.toUpperCase()} ${i}`,
  }));
  for (let i = 0; i < list.length; i += 500) {
    await db
      .insertInto('candidates')
      .values(
        list.slice(i, i + 500).map((c) => ({
          ...candidateRow(0, passwordHash, now),
          ...c,
          phone: '081200000000',
          program_studi: 'TI',
          program_studi2: 'TE',
        })),
      )
      .execute();
  }
  return list;
}
