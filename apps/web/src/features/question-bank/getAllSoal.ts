import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupWithQuestions } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** POST /getAllSoal — a group with every question, for the read-only view (spec §7.4). */
export async function fetchAllSoal(groupId: number): Promise<GroupWithQuestions> {
  return (
    await request<GroupWithQuestions>('getAllSoal', {
      method: 'POST',
      json: { group_soal: groupId },
      auth: 'staff',
    })
  ).data;
}

export const allSoalQuery = (groupId: number) =>
  queryOptions({ queryKey: queryKeys.soalAll(groupId), queryFn: () => fetchAllSoal(groupId) });
export const useAllSoal = (groupId: number) => useQuery(allSoalQuery(groupId));
