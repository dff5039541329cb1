import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportRow } from '@tryout/shared/results';
import { ApiError, request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The body of POST /reportPendaftar (spec §7.3). */
export interface ReportBody {
  nisn?: string;
  email?: string;
  tahun?: string;
  full_name?: string;
  asal_sekolah?: string;
  jenis_sekolah?: string;
  jurusan_sekolah?: string;
}

/** POST /reportPendaftar — a 404 means "nothing matched": an empty list. */
export async function fetchReportPendaftar(body: ReportBody): Promise<ReportRow[]> {
  try {
    return (await request<ReportRow[]>('reportPendaftar', { method: 'POST', json: body, auth: 'staff' }))
      .data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

export const reportPendaftarQuery = (body: ReportBody) =>
  queryOptions({
    queryKey: queryKeys.reportPendaftar(body),
    queryFn: () => fetchReportPendaftar(body),
    retry: false,
  });
export const useReportPendaftar = (body: ReportBody) =>
  useQuery({ ...reportPendaftarQuery(body), placeholderData: keepPreviousData });

/** GET /reportPendaftar/excel with the same filters. */
export const REPORT_EXCEL_PATH = 'reportPendaftar/excel';
