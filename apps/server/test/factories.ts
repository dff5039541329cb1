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

/** A verified candidate's row (every column, no programme yet): `n` makes nisn, name and e-mail unique. */
export function candidateRow(n: number, passwordHash: string, now = nowIso()) {
  return {
    nisn: String(n).padStart(10, '0').slice(-10),
    full_name: `PESERTA ${n}`,
    email: `peserta${n}@tryout.test`,
    phone: '081234567890',
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
    program_studi: null,
    program_studi2: null,
    PROGDITERIMA: null,
    created_at: now,
    updated_at: now,
  };
}

/** A verified candidate and a live exam (api) token for it. */
export async function makeCandidate(
  db: Db,
  overrides: Partial<{ email: string; nisn: string; password: string }> = {},
) {
  const password = overrides.password ?? 'peserta123';
  const values = candidateRow(next(), await hashPassword(password));
  values.nisn = overrides.nisn ?? values.nisn;
  values.email = overrides.email ?? values.email;
  const row = await db.insertInto('candidates').values(values).returningAll().executeTakeFirstOrThrow();
  const token = await issueToken(db, 'candidate_exam', { candidate_id: row.id });
  return { candidate: row, token, password, auth: { authorization: `Bearer ${token}` } };
}

/** Programmes (study programmes): [kode_prodi, nama_prodi, nilai_min_kelulusan] each. */
export async function insertProgrammes(db: Db, rows: [string, string, number][]) {
  const now = nowIso();
  await db
    .insertInto('programmes')
    .values(
      rows.map(([kode_prodi, nama_prodi, nilai_min_kelulusan]) => ({
        kode_prodi,
        nama_prodi,
        nilai_min_kelulusan,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
