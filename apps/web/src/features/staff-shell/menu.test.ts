import { describe, expect, it } from 'vitest';
import { activeItem, staffMenu } from './menu';

describe('staffMenu (spec §2.6)', () => {
  it('gives the admin the seven admin items in order', () => {
    expect(staffMenu('admin').map((i) => i.label)).toEqual([
      'Dashboard',
      'Master Materi',
      'Group Soal',
      'Hasil Ujian',
      'Manajemen Admin',
      'Reporting Pendaftar Tryout',
      'Profile',
    ]);
  });

  it('gives a lecturer five items, without the admin pages', () => {
    expect(staffMenu('dosen').map((i) => i.label)).toEqual([
      'Dashboard',
      'Master Materi',
      'Group Soal',
      'Hasil Ujian',
      'Profile',
    ]);
  });

  it('sends Dashboard to the landing page of the role', () => {
    expect(staffMenu('admin')[0]?.to).toBe('/admin-dashboard');
    expect(staffMenu('dosen')[0]?.to).toBe('/dashboard');
  });

  it.each([
    ['admin', '/admin-dashboard', 'Dashboard'],
    ['dosen', '/dashboard/add_ujian', 'Dashboard'],
    ['admin', '/group-soal/bank-soal/3/1', 'Group Soal'],
    ['admin', '/detail-hasil-ujian/4', 'Hasil Ujian'],
    ['admin', '/management-dosen', 'Manajemen Admin'],
    ['dosen', '/profile', 'Profile'],
    ['dosen', '/pengiriman', undefined],
  ] as const)('%s at %s marks %s active', (role, path, label) => {
    expect(activeItem(staffMenu(role), path)?.label).toBe(label);
  });
});
