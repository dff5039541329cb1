import type { Db } from '../src/db';
import { hashPassword } from '../src/lib/crypto';
import { nowIso } from '../src/lib/time';
import { issueToken } from '../src/modules/auth/auth.service';

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1000) * 1000;

/** A staff user and a live bearer token for it. */
export async function makeStaff(db: Db, role: 'admin' | 'dosen' = 'dosen', password = 'rahasia123') {
  const n = next();
  const now = nowIso();
  const row = await db
    .insertInto('staff_users')
    .values({
      id_dosen: role === 'admin' ? '9999' : String(2000 + n),
      nidn: `${role}${n}`,
      nama_dosen: `Dosen ${n}`,
      password_hash: await hashPassword(password),
      role,
      prodi: role === 'admin' ? 'Admin' : 'Teknik Informatika',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await issueToken(db, 'staff', { staff_user_id: row.id });
  return { user: row, token, password, auth: { authorization: `Bearer ${token}` } };
}

/** The columns of a verified candidate numbered `n` (password_hash 'x': no login with it). */
export const candidateFields = (n: number, now: string) => ({
  nisn: String(n).padStart(10, '0').slice(-10),
  full_name: `PESERTA ${n}`,
  email: `peserta${n}@tryout.test`,
  phone: '081234567890',
  password_hash: 'x',
  asal_sekolah: 'SMA NEGERI 1',
  jenis_sekolah: 'SMA',
  alamat_sekolah1: 'JL. MERDEKA 1',
  alamat_sekolah2: 'BANDUNG',
  provinsi_sekolah: 'JAWA BARAT',
  jurusan_sekolah: 'IPA',
  email_verified_at: now as string | null,
  nilai: null as number | null,
  status_kelulusan: null as number | null,
  ANGKATAN: '2026',
  GELOMBANG: 'Gelombang 1',
  program_studi: null,
  program_studi2: null,
  PROGDITERIMA: null,
  created_at: now,
  updated_at: now,
});

/** A verified candidate and a live exam (api) token for it. */
export async function makeCandidate(
  db: Db,
  overrides: Partial<{ email: string; nisn: string; password: string }> = {},
) {
  const n = next();
  const now = nowIso();
  const password = overrides.password ?? 'peserta123';
  const row = await db
    .insertInto('candidates')
    .values({
      ...candidateFields(n, now),
      ...(overrides.nisn ? { nisn: overrides.nisn } : {}),
      ...(overrides.email ? { email: overrides.email } : {}),
      password_hash: await hashPassword(password),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await issueToken(db, 'candidate_exam', { candidate_id: row.id });
  return { candidate: row, token, password, auth: { authorization: `Bearer ${token}` } };
}
