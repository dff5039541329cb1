import type { MenuIcon as Name } from './menu';

const PATHS: Record<Name | 'logout', string> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  materi: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11M9 8h6',
  group: 'M12 3 3 7.5 12 12l9-4.5zM3 12l9 4.5 9-4.5M3 16.5 12 21l9-4.5',
  hasil: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  matkul: 'M3 6l9-3 9 3-9 3zM7 8v5c0 1.7 2.2 3 5 3s5-1.3 5-3V8M21 6v6',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 4a4 4 0 0 1 0 7M22 21a7 7 0 0 0-4-6.3',
  report: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  settings: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4',
  send: 'M3 11l18-8-8 18-2-8zM11 13l10-10',
  profile: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM4 21a8 8 0 0 1 16 0',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  irt: 'M3 20h18M3 20c4 0 5-15 9-15s5 15 9 15',
  monitor: 'M3 5h18v11H3zM8 20h8M12 16v4M6 12l3-3 3 2 4-4',
  audit: 'M9 4h6v3H9zM6 5H5v16h14V5h-1M8 12h8M8 16h5',
  analisis: 'M4 20V4M4 20h16M8 15l3-4 3 2 5-7M17 6h2v2',
};

/** Line icons of the staff menu (no icon package in the app). */
export function MenuIcon({ name, size = 18 }: { name: Name | 'logout'; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
