import { useQuery } from '@tanstack/react-query';
import type { IrtCandidateScores } from '@tryout/shared/irt';
import { queryKeys } from '../query-keys';
import { examRequest } from './examRequest';

/** GET /skor-irt — the candidate's IRT scores per materi and overall; null before any calibration. */
export async function skorIrt(): Promise<IrtCandidateScores | null> {
  return (await examRequest<IrtCandidateScores | null>('skor-irt')).data;
}

export const useSkorIrt = (enabled = true) =>
  useQuery({ queryKey: queryKeys.skorIrt, queryFn: skorIrt, enabled, retry: false, staleTime: 60_000 });
