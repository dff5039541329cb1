export type StaffRole = 'admin' | 'dosen';

export type MenuIcon =
  | 'dashboard'
  | 'materi'
  | 'group'
  | 'hasil'
  | 'matkul'
  | 'users'
  | 'report'
  | 'settings'
  | 'send'
  | 'profile'
  | 'irt'
  | 'monitor'
  | 'audit'
  | 'analisis';

export interface MenuItem {
  label: string;
  to: string;
  icon: MenuIcon;
  /** path prefixes that mark the item active (its sub-pages) */
  match: string[];
}

/**
 * The pages only an admin may open (the server answers 403 to a lecturer there); a lecturer who
 * opens one sees the access-denied page instead.
 */
export const ADMIN_PAGES = [
  '/management-dosen',
  '/reporting-pendaftar-tryout',
  '/pengaturan-kelulusan',
  '/pengiriman',
] as const;

const startsWithPath = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether a `role` may open `pathname` (every staff page but ADMIN_PAGES is for both roles). */
export function canOpen(role: StaffRole, pathname: string): boolean {
  return role === 'admin' || !ADMIN_PAGES.some((p) => startsWithPath(pathname, p));
}

/**
 * The staff menu by role: the items of spec §2.6 under its names, plus the staff pages the spec
 * reaches only from the dashboard (Hasil Ujian Mahasiswa, Manajemen Matakuliah, Pengaturan
 * Kelulusan, Pengiriman), so that every page has its place in the sidebar.
 */
export function staffMenu(role: StaffRole): MenuItem[] {
  const dashboard = role === 'admin' ? '/admin-dashboard' : '/dashboard';
  const items: MenuItem[] = [
    {
      label: 'Dashboard',
      to: dashboard,
      icon: 'dashboard',
      match: [dashboard, '/dashboard', '/category', '/peserta-ujian'],
    },
    { label: 'Master Materi', to: '/master-materi', icon: 'materi', match: ['/master-materi'] },
    { label: 'Group Soal', to: '/group-soal', icon: 'group', match: ['/group-soal'] },
    {
      label: 'Hasil Ujian',
      to: '/hasil-ujian',
      icon: 'hasil',
      match: ['/hasil-ujian', '/detail-hasil-ujian', '/pdf-hasil-ujian'],
    },
    {
      label: 'Hasil Ujian Mahasiswa',
      to: '/hasil-ujian-mahasiswa',
      icon: 'hasil',
      match: ['/hasil-ujian-mahasiswa', '/nilai-ujian-mahasiswa'],
    },
    {
      label: 'Analisis Butir Soal',
      to: '/analisis-butir-soal',
      icon: 'analisis',
      match: ['/analisis-butir-soal'],
    },
    {
      label: 'Manajemen Matakuliah',
      to: '/management-matkul',
      icon: 'matkul',
      match: ['/management-matkul'],
    },
    { label: 'Manajemen Admin', to: '/management-dosen', icon: 'users', match: ['/management-dosen'] },
    {
      label: 'Reporting Pendaftar Tryout',
      to: '/reporting-pendaftar-tryout',
      icon: 'report',
      match: ['/reporting-pendaftar-tryout'],
    },
    {
      label: 'Pengaturan Kelulusan',
      to: '/pengaturan-kelulusan',
      icon: 'settings',
      match: ['/pengaturan-kelulusan'],
    },
    { label: 'Pengiriman', to: '/pengiriman', icon: 'send', match: ['/pengiriman'] },
    { label: 'Kalibrasi IRT', to: '/kalibrasi-irt', icon: 'irt', match: ['/kalibrasi-irt'] },
    { label: 'Pengawasan Ujian', to: '/pengawasan-ujian', icon: 'monitor', match: ['/pengawasan-ujian'] },
    { label: 'Log Audit', to: '/log-audit', icon: 'audit', match: ['/log-audit'] },
    { label: 'Profile', to: '/profile', icon: 'profile', match: ['/profile'] },
  ];
  return items.filter((i) => canOpen(role, i.to));
}

/** The item that owns `pathname` (longest matching prefix). */
export function activeItem(items: MenuItem[], pathname: string): MenuItem | undefined {
  let best: { item: MenuItem; len: number } | undefined;
  for (const item of items)
    for (const m of item.match)
      if (pathname.startsWith(m) && (!best || m.length > best.len)) best = { item, len: m.length };
  return best?.item;
}
