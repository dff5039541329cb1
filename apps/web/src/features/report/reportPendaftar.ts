import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { reportContract } from '@tryout/shared/api/report.contract';
import { reportPaths } from '@tryout/shared/api/report.paths';
import { ApiError } from '../../api/client';
import { downloadFrom } from '../../api/contract-client';
import { queryKeys } from '../../api/query-keys';
import { reportApi } from '../../api/staff/report';

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
export async function fetchReportPendaftar(body: ReportBody) {
  try {
    return (await reportApi.search({ body })).data;
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
export const fetchReportExcel = (body: ReportBody) =>
  downloadFrom<typeof reportContract.excel>(reportPaths.excel, { query: { ...body } });
