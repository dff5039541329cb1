import type { Db } from '../apps/server/src/db';
import { hashPassword } from '../apps/server/src/lib/crypto';

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
          ...c,
          phone: '081200000000',
          password_hash: passwordHash,
          asal_sekolah: 'SMA NEGERI 1',
          jenis_sekolah: 'SMA',
          alamat_sekolah1: 'JL. MERDEKA 1',
          alamat_sekolah2: 'BANDUNG',
          provinsi_sekolah: 'JAWA BARAT',
          jurusan_sekolah: 'IPA',
          email_verified_at: now,
          nilai: null,
          status_kelulusan: null,
          ANGKATAN: '2026',
          GELOMBANG: 'Gelombang 1',
          program_studi: 'TI',
          program_studi2: 'TE',
          PROGDITERIMA: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return list;
}
