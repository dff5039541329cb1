export type StaffRole = 'admin' | 'dosen';

export type MenuIcon = 'dashboard' | 'materi' | 'group' | 'hasil' | 'users' | 'report' | 'profile';

export interface MenuItem {
  label: string;
  to: string;
  icon: MenuIcon;
  /** path prefixes that mark the item active (its sub-pages) */
  match: string[];
}

/** The staff menu by role, exactly as spec §2.6 lists it. */
export function staffMenu(role: StaffRole): MenuItem[] {
  const dashboard = role === 'admin' ? '/admin-dashboard' : '/dashboard';
  const items: (MenuItem & { adminOnly?: true })[] = [
    { label: 'Dashboard', to: dashboard, icon: 'dashboard', match: [dashboard, '/dashboard', '/category'] },
    { label: 'Master Materi', to: '/master-materi', icon: 'materi', match: ['/master-materi'] },
    { label: 'Group Soal', to: '/group-soal', icon: 'group', match: ['/group-soal'] },
    {
      label: 'Hasil Ujian',
      to: '/hasil-ujian',
      icon: 'hasil',
      match: ['/hasil-ujian', '/detail-hasil-ujian', '/pdf-hasil-ujian', '/nilai-ujian-mahasiswa'],
    },
    {
      label: 'Manajemen Admin',
      to: '/management-dosen',
      icon: 'users',
      match: ['/management-dosen'],
      adminOnly: true,
    },
    {
      label: 'Reporting Pendaftar Tryout',
      to: '/reporting-pendaftar-tryout',
      icon: 'report',
      match: ['/reporting-pendaftar-tryout'],
      adminOnly: true,
    },
    { label: 'Profile', to: '/profile', icon: 'profile', match: ['/profile'] },
  ];
  return items.filter((i) => role === 'admin' || !i.adminOnly).map(({ adminOnly: _, ...i }) => i);
}

/** The item that owns `pathname` (longest matching prefix). */
export function activeItem(items: MenuItem[], pathname: string): MenuItem | undefined {
  let best: { item: MenuItem; len: number } | undefined;
  for (const item of items)
    for (const m of item.match)
      if (pathname.startsWith(m) && (!best || m.length > best.len)) best = { item, len: m.length };
  return best?.item;
}
