import { useQuery } from '@tanstack/react-query';
import type { Review } from '@tryout/shared/insight';
import { candidateKeys } from '../../../api/candidate/query-keys';
import { reviewApi } from '../../../api/candidate/review';

/** GET /pembahasan/:kode_ujian — the review (answers, keys, pembahasan); the server refuses with 403 while an attempt is possible. */
export async function fetchPembahasan(kode: string): Promise<Review> {
  return (await reviewApi.review({ params: { kode_ujian: kode } })).data;
}

export const usePembahasan = (kode: string) =>
  useQuery({ queryKey: candidateKeys.pembahasan(kode), queryFn: () => fetchPembahasan(kode), retry: false });
