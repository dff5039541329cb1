import type { ReportFilter } from '@tryout/shared/results';
import type { Db } from '../../db';
import { containsText } from '../../db/like';

type TextField = 'nisn' | 'email' | 'full_name' | 'asal_sekolah' | 'jenis_sekolah' | 'jurusan_sekolah';
const TEXT_FIELDS: TextField[] = [
  'nisn',
  'email',
  'full_name',
  'asal_sekolah',
  'jenis_sekolah',
  'jurusan_sekolah',
];

/**
 * Registrants matching every given filter: text fields partially and case-insensitively; tahun
 * as the registration year in WIB (created_at is UTC). Newest first.
 */
export function searchRegistrants(db: Db, f: ReportFilter, range: { from: string; to: string } | null) {
  let q = db
    .selectFrom('candidates')
    .select([
      'nisn',
      'email',
      'full_name',
      'asal_sekolah',
      'phone',
      'created_at',
      'jurusan_sekolah',
      'jenis_sekolah',
    ]);
  for (const field of TEXT_FIELDS) {
    const v = f[field];
    if (v) q = q.where(containsText(field, v));
  }
  if (range) q = q.where('created_at', '>=', range.from).where('created_at', '<', range.to);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
