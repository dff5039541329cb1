import { useQuery } from '@tanstack/react-query';
import type { ListUjianResult } from '@tryout/shared/exam';
import { queryKeys } from '../query-keys';
import { examRequest } from './examRequest';

/** POST /listujian {no_reg}: the candidate's materi cards with their attempts and the outcome. */
export async function listUjian(no_reg: string): Promise<ListUjianResult> {
  return (await examRequest<ListUjianResult>('listujian', { json: { no_reg } })).data;
}

export const listUjianKey = queryKeys.listUjianOf;

export const useListUjian = (no_reg: string, enabled = true) =>
  useQuery({
    queryKey: listUjianKey(no_reg),
    queryFn: () => listUjian(no_reg),
    enabled,
    retry: false,
    staleTime: 0,
  });
