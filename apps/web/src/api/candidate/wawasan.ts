import { useQuery } from '@tanstack/react-query';
import type { Insight } from '@tryout/shared/insight';
import { queryKeys } from '../query-keys';
import { examRequest } from './examRequest';

/** GET /wawasan/:kode_ujian — the insight of the candidate's latest finished attempt on a materi. */
export async function fetchWawasan(kode: string): Promise<Insight> {
  return (await examRequest<Insight>(`wawasan/${encodeURIComponent(kode)}`, { method: 'GET' })).data;
}

export const useWawasan = (kode: string, enabled = true) =>
  useQuery({ queryKey: queryKeys.wawasan(kode), queryFn: () => fetchWawasan(kode), enabled, retry: false });
