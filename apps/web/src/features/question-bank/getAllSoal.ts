import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupWithQuestions } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** POST /getAllSoal — a group with every question, for the read-only view (spec §7.4); archived ones with `arsip`. */
export async function fetchAllSoal(groupId: number, arsip = false): Promise<GroupWithQuestions> {
  return (
    await request<GroupWithQuestions>('getAllSoal', {
      method: 'POST',
      json: { group_soal: groupId },
      auth: 'staff',
      ...(arsip ? { query: { arsip: '1' } } : {}),
    })
  ).data;
}

export const allSoalQuery = (groupId: number, arsip = false) =>
  queryOptions({ queryKey: queryKeys.soalAll(groupId, arsip), queryFn: () => fetchAllSoal(groupId, arsip) });
export const useAllSoal = (groupId: number, arsip = false) => useQuery(allSoalQuery(groupId, arsip));
