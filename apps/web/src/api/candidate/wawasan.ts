import { useQuery } from '@tanstack/react-query';
import type { insightContract } from '@tryout/shared/api/insight.contract';
import { insightPaths } from '@tryout/shared/api/insight.paths';
import type { Insight } from '@tryout/shared/insight';
import { clientOf } from '../contract-client';
import { examRequest } from './examRequest';
import { candidateKeys } from './query-keys';

const insightApi = clientOf<typeof insightContract>(insightPaths, examRequest);

/** GET /wawasan/:kode_ujian — the insight of the candidate's latest finished attempt on a materi. */
export async function fetchWawasan(kode: string): Promise<Insight> {
  return (await insightApi.insight({ params: { kode_ujian: kode } })).data;
}

export const useWawasan = (kode: string, enabled = true) =>
  useQuery({
    queryKey: candidateKeys.wawasan(kode),
    queryFn: () => fetchWawasan(kode),
    enabled,
    retry: false,
  });
