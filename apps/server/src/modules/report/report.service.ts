import type { ReportFilter, ReportRow } from '@tryout/shared/results';
import type { Db } from '../../db';
import { buildXlsx, type XlsxColumn } from '../../lib/export';
import { wibYearRange } from '../../lib/wib';
import * as repo from './report.repository';

export async function search(db: Db, f: ReportFilter): Promise<ReportRow[]> {
  return repo.searchRegistrants(db, f, f.tahun != null ? wibYearRange(f.tahun) : null);
}

/** The report table's columns (spec §2.6). */
const columns: XlsxColumn<ReportRow>[] = [
  { header: 'nisn', width: 14, kind: 'text', value: (r) => r.nisn },
  { header: 'email', width: 32, kind: 'text', value: (r) => r.email },
  { header: 'full_name', width: 30, kind: 'text', value: (r) => r.full_name },
  { header: 'asal_sekolah', width: 30, kind: 'text', value: (r) => r.asal_sekolah },
  { header: 'phone', width: 16, kind: 'text', value: (r) => r.phone },
  { header: 'created_at (WIB)', width: 20, kind: 'date', value: (r) => r.created_at },
  { header: 'jurusan_sekolah', width: 22, kind: 'text', value: (r) => r.jurusan_sekolah },
];

export async function excel(db: Db, f: ReportFilter): Promise<{ filename: string; body: Buffer }> {
  const rows = await search(db, f);
  const body = await buildXlsx('Pendaftar Tryout', columns, rows);
  return { filename: `reporting-pendaftar-tryout${f.tahun ? `-${f.tahun}` : ''}.xlsx`, body };
}
