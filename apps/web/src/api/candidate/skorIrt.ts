import { useQuery } from '@tanstack/react-query';
import type { irtContract } from '@tryout/shared/api/irt.contract';
import { irtPaths } from '@tryout/shared/api/irt.paths';
import { clientOf } from '../contract-client';
import { examRequest } from './examRequest';
import { candidateKeys } from './query-keys';

/** The candidate's IRT route, sent with the exam token and its renewal. */
const irtExamApi = clientOf<typeof irtContract>(irtPaths, examRequest);

/** GET /skor-irt — the candidate's IRT scores per materi and overall; null before any calibration. */
export async function skorIrt() {
  return (await irtExamApi.candidateScores()).data;
}

export const useSkorIrt = (enabled = true) =>
  useQuery({ queryKey: candidateKeys.skorIrt, queryFn: skorIrt, enabled, retry: false, staleTime: 60_000 });
