import { hashPassword } from '../../lib/crypto';
import type { Db } from '../index';

/** Demo accounts; printed at start and listed in the README. */
export const DEMO_ACCOUNTS = {
  admin: { nidn: 'admin', password: 'admin12345', nama_dosen: 'Administrator' },
  lecturer: { nidn: '0412345678', password: 'dosen12345', nama_dosen: 'Dr. Siti Rahmawati' },
  candidate: {
    email: 'peserta@tryout.test',
    password: 'peserta123',
    nisn: '0051234567',
    full_name: 'BUDI SANTOSO',
  },
} as const;

/** created_at and updated_at of every seeded row. */
export type Stamp = { created_at: string; updated_at: string };
type Hashes = Record<keyof typeof DEMO_ACCOUNTS, string>;

/** The demo accounts' password hashes (computed before the seeding transaction opens). */
export async function hashDemoPasswords(): Promise<Hashes> {
  const { admin, lecturer, candidate } = DEMO_ACCOUNTS;
  const [a, l, c] = await Promise.all([
    hashPassword(admin.password),
    hashPassword(lecturer.password),
    hashPassword(candidate.password),
  ]);
  return { admin: a, lecturer: l, candidate: c };
}

/** Programmes, the admin, the demo lecturer and two candidates; returns the lecturer's id. */
export async function insertAccounts(db: Db, hashes: Hashes, stamp: Stamp): Promise<number> {
  const { admin, lecturer, candidate } = DEMO_ACCOUNTS;
  await db
    .insertInto('programmes')
    .values([
      { kode_prodi: 'TI', nama_prodi: 'Teknik Informatika', nilai_min_kelulusan: 70, ...stamp },
      { kode_prodi: 'TM', nama_prodi: 'Teknik Mesin', nilai_min_kelulusan: 60, ...stamp },
      { kode_prodi: 'TE', nama_prodi: 'Teknik Elektro', nilai_min_kelulusan: 65, ...stamp },
    ])
    .execute();
  await db
    .insertInto('staff_users')
    .values({
      id_dosen: '9999',
      nidn: admin.nidn,
      nama_dosen: admin.nama_dosen,
      password_hash: hashes.admin,
      role: 'admin',
      prodi: 'Admin',
      ...stamp,
    })
    .execute();
  const dosen = await db
    .insertInto('staff_users')
    .values({
      id_dosen: '1001',
      nidn: lecturer.nidn,
      nama_dosen: lecturer.nama_dosen,
      password_hash: hashes.lecturer,
      role: 'dosen',
      prodi: 'Teknik Informatika',
      ...stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const school = {
    jenis_sekolah: 'SMA',
    provinsi_sekolah: 'DI YOGYAKARTA',
    jurusan_sekolah: 'IPA',
    nilai: null,
    status_kelulusan: null,
    ANGKATAN: '2026',
    GELOMBANG: 'Gelombang 1',
    PROGDITERIMA: null,
    ...stamp,
  };
  await db
    .insertInto('candidates')
    .values([
      {
        nisn: candidate.nisn,
        full_name: candidate.full_name,
        email: candidate.email,
        phone: '081234567890',
        password_hash: hashes.candidate,
        asal_sekolah: 'SMA NEGERI 1 YOGYAKARTA',
        alamat_sekolah1: 'JL. HOS COKROAMINOTO NO. 10',
        alamat_sekolah2: 'YOGYAKARTA',
        email_verified_at: stamp.created_at,
        program_studi: 'TI',
        program_studi2: 'TE',
        ...school,
      },
      {
        // a second candidate who has not verified the e-mail address yet
        nisn: '0059876543',
        full_name: 'SITI AMINAH',
        email: 'belumverifikasi@tryout.test',
        phone: '081298765432',
        password_hash: hashes.candidate,
        asal_sekolah: 'SMK NEGERI 2 SLEMAN',
        alamat_sekolah1: 'JL. MAGELANG KM 7',
        alamat_sekolah2: 'SLEMAN',
        email_verified_at: null,
        program_studi: 'TM',
        program_studi2: 'TI',
        ...school,
        jenis_sekolah: 'SMK',
        jurusan_sekolah: 'TEKNIK PEMESINAN',
      },
    ])
    .execute();

  return dosen.id;
}
