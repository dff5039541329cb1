import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, activeItem, canOpen, staffMenu } from './menu';

describe('staffMenu (spec §2.6 plus every staff page)', () => {
  it('gives the admin every staff page, the spec items under their names', () => {
    expect(staffMenu('admin').map((i) => i.label)).toEqual([
      'Dashboard',
      'Master Materi',
      'Group Soal',
      'Hasil Ujian',
      'Hasil Ujian Mahasiswa',
      'Analisis Butir Soal',
      'Manajemen Matakuliah',
      'Manajemen Admin',
      'Reporting Pendaftar Tryout',
      'Pengaturan Kelulusan',
      'Pengiriman',
      'Kalibrasi IRT',
      'Pengawasan Ujian',
      'Log Audit',
      'Profile',
    ]);
  });

  it('gives a lecturer the pages a lecturer may open, without the admin pages', () => {
    const adminOnly = ['Manajemen Admin', 'Reporting Pendaftar Tryout', 'Pengaturan Kelulusan', 'Pengiriman'];
    expect(staffMenu('dosen').map((i) => i.label)).toEqual(
      staffMenu('admin')
        .map((i) => i.label)
        .filter((l) => !adminOnly.includes(l)),
    );
    expect(staffMenu('dosen')).toHaveLength(11);
  });

  it('sends Dashboard to the landing page of the role', () => {
    expect(staffMenu('admin')[0]?.to).toBe('/admin-dashboard');
    expect(staffMenu('dosen')[0]?.to).toBe('/dashboard');
  });

  it.each([
    ['admin', '/admin-dashboard', 'Dashboard'],
    ['dosen', '/dashboard/add_ujian', 'Dashboard'],
    ['dosen', '/peserta-ujian/7', 'Dashboard'],
    ['admin', '/group-soal/bank-soal/3/1', 'Group Soal'],
    ['admin', '/detail-hasil-ujian/4', 'Hasil Ujian'],
    ['admin', '/detail-hasil-ujian-prodi/TI', 'Hasil Ujian'],
    ['dosen', '/hasil-ujian-mahasiswa', 'Hasil Ujian Mahasiswa'],
    ['dosen', '/nilai-ujian-mahasiswa/12', 'Hasil Ujian Mahasiswa'],
    ['dosen', '/analisis-butir-soal', 'Analisis Butir Soal'],
    ['dosen', '/management-matkul', 'Manajemen Matakuliah'],
    ['admin', '/management-dosen', 'Manajemen Admin'],
    ['admin', '/pengaturan-kelulusan', 'Pengaturan Kelulusan'],
    ['admin', '/pengiriman', 'Pengiriman'],
    ['dosen', '/kalibrasi-irt', 'Kalibrasi IRT'],
    ['dosen', '/profile', 'Profile'],
    ['dosen', '/pengiriman', undefined],
    ['dosen', '/pengawasan-ujian', 'Pengawasan Ujian'],
    ['admin', '/log-audit', 'Log Audit'],
    // a lecturer reads the log of their own exams
    ['dosen', '/log-audit', 'Log Audit'],
  ] as const)('%s at %s marks %s active', (role, path, label) => {
    expect(activeItem(staffMenu(role), path)?.label).toBe(label);
  });

  it('lets an admin open every page and a lecturer none of the admin pages', () => {
    for (const p of ADMIN_PAGES) {
      expect(canOpen('admin', p)).toBe(true);
      expect(canOpen('dosen', p)).toBe(false);
      expect(canOpen('dosen', `${p}/1`)).toBe(false);
    }
    for (const p of [
      '/dashboard',
      '/management-matkul',
      '/hasil-ujian-mahasiswa',
      '/peserta-ujian/3',
      '/profile',
    ])
      expect(canOpen('dosen', p)).toBe(true);
    // a path that merely begins with the same letters is another page
    expect(canOpen('dosen', '/pengirimanx')).toBe(true);
  });
});
