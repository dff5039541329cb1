import { useQuery } from '@tanstack/react-query';
import { REVIEW_MSG, type Review } from '@tryout/shared/insight';
import { ApiError } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { examRequest } from './examRequest';

/** GET /pembahasan/:kode_ujian — the review (answers, keys, pembahasan); the server refuses with 403 while an attempt is possible. */
export async function fetchPembahasan(kode: string): Promise<Review> {
  return (await examRequest<Review>(`pembahasan/${encodeURIComponent(kode)}`, { method: 'GET' })).data;
}

export const usePembahasan = (kode: string) =>
  useQuery({ queryKey: queryKeys.pembahasan(kode), queryFn: () => fetchPembahasan(kode), retry: false });

/**
 * What the results page says of a review refused (403): when the review will open — nothing where the
 * materi does not show it (nor for another failure: the page offers no review then).
 */
export function reviewNote(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  return error.message === REVIEW_MSG.hidden ? null : error.message;
}
