import { useQuery } from '@tanstack/react-query';
import type { ReviewStatus } from '@tryout/shared/insight';
import { candidateKeys } from '../../../api/candidate/query-keys';
import { reviewApi } from '../../../api/candidate/review';

/** GET /pembahasan/:kode_ujian/status — whether the review opens now (read only: opening it is recorded). */
export async function fetchReviewStatus(kode: string): Promise<ReviewStatus> {
  return (await reviewApi.status({ params: { kode_ujian: kode } })).data;
}

export const useReviewStatus = (kode: string) =>
  useQuery({
    queryKey: candidateKeys.reviewStatus(kode),
    queryFn: () => fetchReviewStatus(kode),
    retry: false,
  });

/**
 * What the results page says where it offers no 'Pembahasan' yet: when the review will open — nothing
 * where the materi does not show it, nor before the status is known.
 */
export function reviewNote(status: ReviewStatus | undefined): string | null {
  return status?.tampil && !status.tersedia ? status.pesan : null;
}
