import { useQuery } from '@tanstack/react-query';
import { candidateKeys } from '../../api/candidate/query-keys';
import { scoreReportApi } from '../../api/candidate/scoreReport';

/** GET /verifikasi/:kode — public: the name, scores and date of a printed score report. */
export async function fetchVerifikasi(kode: string) {
  return (await scoreReportApi.verify({ params: { kode } })).data;
}

export const useVerifikasi = (kode: string) =>
  useQuery({ queryKey: candidateKeys.verifikasi(kode), queryFn: () => fetchVerifikasi(kode), retry: false });
