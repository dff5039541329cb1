import { useQuery } from '@tanstack/react-query';
import type { examDayContract } from '@tryout/shared/api/exam-day.contract';
import { takerCall } from './examRequest';
import { candidateKeys } from './query-keys';

/** POST /listujian {no_reg}: the candidate's materi cards with their attempts and the outcome. */
export async function listUjian(no_reg: string) {
  return (await takerCall<typeof examDayContract.list>('/listujian', { no_reg })).data;
}

export const listUjianKey = candidateKeys.listUjianOf;

export const useListUjian = (no_reg: string, enabled = true) =>
  useQuery({
    queryKey: listUjianKey(no_reg),
    queryFn: () => listUjian(no_reg),
    enabled,
    retry: false,
    staleTime: 0,
  });
