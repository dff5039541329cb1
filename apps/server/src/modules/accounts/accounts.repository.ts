import type { Exec } from '../../db';
import { containsText } from '../../db/like';
import { precompileFixed } from '../../db/precompiled';
import type { CandidatesTable } from '../../db/schema';

/** What a registration stores (the rest of the row starts empty). */
export type NewCandidate = Pick<
  CandidatesTable,
  | 'nisn'
  | 'full_name'
  | 'email'
  | 'phone'
  | 'password_hash'
  | 'asal_sekolah'
  | 'jenis_sekolah'
  | 'alamat_sekolah1'
  | 'alamat_sekolah2'
  | 'provinsi_sekolah'
  | 'jurusan_sekolah'
>;

/** Which of nisn / email is already taken (a pre-check; the unique constraints decide races). */
export async function findTaken(db: Exec, nisn: string, email: string) {
  const rows = await db
    .selectFrom('candidates')
    .select(['nisn', 'email'])
    .where((eb) => eb.or([eb('nisn', '=', nisn), eb('email', '=', email)]))
    .execute();
  return {
    nisn: rows.some((r) => r.nisn === nisn),
    email: rows.some((r) => r.email === email),
  };
}

export async function insertCandidate(db: Exec, c: NewCandidate, now: string): Promise<number> {
  const row = await db
    .insertInto('candidates')
    .values({
      ...c,
      email_verified_at: null,
      nilai: null,
      status_kelulusan: null,
      ANGKATAN: null,
      GELOMBANG: null,
      program_studi: null,
      program_studi2: null,
      PROGDITERIMA: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What login needs: id, hash, verification state. */
export function findCredentialsByEmail(db: Exec, email: string) {
  return db
    .selectFrom('candidates')
    .select(['id', 'email', 'full_name', 'password_hash', 'email_verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findCandidateIdByEmail(db: Exec, email: string) {
  return db
    .selectFrom('candidates')
    .select(['id', 'email', 'full_name'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The candidate row with its programmes (choice 1, choice 2, accepted) joined. Never the hash. */
export function findProfileRow(db: Exec, candidateId: number) {
  return db
    .selectFrom('candidates as c')
    .leftJoin('programmes as p1', 'p1.kode_prodi', 'c.program_studi')
    .leftJoin('programmes as p2', 'p2.kode_prodi', 'c.program_studi2')
    .leftJoin('programmes as pa', 'pa.kode_prodi', 'c.PROGDITERIMA')
    .select([
      'c.id',
      'c.nisn',
      'c.full_name',
      'c.email',
      'c.phone',
      'c.asal_sekolah',
      'c.jenis_sekolah',
      'c.alamat_sekolah1',
      'c.alamat_sekolah2',
      'c.provinsi_sekolah',
      'c.jurusan_sekolah',
      'c.nilai',
      'c.status_kelulusan',
      'c.ANGKATAN',
      'c.GELOMBANG',
      'c.PROGDITERIMA',
      'p1.kode_prodi as p1_kode',
      'p1.nama_prodi as p1_nama',
      'p1.nilai_min_kelulusan as p1_min',
      'p2.kode_prodi as p2_kode',
      'p2.nama_prodi as p2_nama',
      'p2.nilai_min_kelulusan as p2_min',
      'pa.nama_prodi as NAMAPROGDI',
    ])
    .where('c.id', '=', candidateId)
    .executeTakeFirst();
}

export async function markVerified(db: Exec, candidateId: number, now: string): Promise<void> {
  await db
    .updateTable('candidates')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', candidateId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function setPasswordHash(
  db: Exec,
  candidateId: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('candidates')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', candidateId)
    .execute();
  // the reset link arrived in the mailbox: the address is proven
  await markVerified(db, candidateId, now);
}

/**
 * Whether the verification link `tokenHash` (used or not) belongs to the verified account `email`:
 * the same link opened again after it verified the account.
 */
export async function verifiedByLink(db: Exec, tokenHash: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('candidates as c', 'c.id', 't.candidate_id')
    .select('c.id')
    .where('t.token_hash', '=', tokenHash)
    .where('t.kind', '=', 'verify_email')
    .where('c.email', '=', email)
    .where('c.email_verified_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The e-mail of a candidate (to check a link's email parameter against its token). */
export async function emailOf(db: Exec, candidateId: number): Promise<string | undefined> {
  return (await findCandidate(db, candidateId))?.email;
}

/** A candidate's whole row (the exam day and the outcome read it on every request). */
const candidateById = precompileFixed(1, (db, id: number) =>
  db.selectFrom('candidates').selectAll().where('id', '=', id),
);

export const findCandidate = async (db: Exec, id: number) => (await candidateById(db, id)).rows[0];

/** A candidate's whole row by registration number (nisn, the campus system's NOREG). */
export const findCandidateByNisn = (db: Exec, nisn: string) =>
  db.selectFrom('candidates').selectAll().where('nisn', '=', nisn).executeTakeFirst();

export async function updateCandidateOutcome(
  db: Exec,
  id: number,
  values: {
    nilai?: number | null;
    status_kelulusan?: number | null;
    PROGDITERIMA?: string | null;
    progditerima_source?: 'campus' | 'tryout' | null;
  },
  now: string,
): Promise<void> {
  await db
    .updateTable('candidates')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Admin search of candidates by nisn, e-mail or name (case-insensitive, contains). */
export async function searchCandidates(
  db: Exec,
  f: { q?: string; nisn?: string; email?: string; nama?: string },
  limit: number,
) {
  let q = db
    .selectFrom('candidates')
    .select([
      'id',
      'nisn',
      'full_name',
      'email',
      'phone',
      'asal_sekolah',
      'jenis_sekolah',
      'jurusan_sekolah',
      'nilai',
      'status_kelulusan',
      'program_studi',
      'program_studi2',
      'PROGDITERIMA',
      'created_at',
    ]);
  // '%' and '_' are searched for as typed
  if (f.q) {
    const v = f.q;
    q = q.where((eb) =>
      eb.or([containsText('nisn', v), containsText('email', v), containsText('full_name', v)]),
    );
  }
  if (f.nisn) q = q.where(containsText('nisn', f.nisn));
  if (f.email) q = q.where(containsText('email', f.email));
  if (f.nama) q = q.where(containsText('full_name', f.nama));
  return q.orderBy('full_name').orderBy('id').limit(limit).execute();
}
