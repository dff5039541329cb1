import { useQuery } from '@tanstack/react-query';
import { scoreReportApi } from '../../api/candidate/scoreReport';
import { queryKeys } from '../../api/query-keys';

/** GET /verifikasi/:kode — public: the name, scores and date of a printed score report. */
export async function fetchVerifikasi(kode: string) {
  return (await scoreReportApi.verify({ params: { kode } })).data;
}

export const useVerifikasi = (kode: string) =>
  useQuery({ queryKey: queryKeys.verifikasi(kode), queryFn: () => fetchVerifikasi(kode), retry: false });
