import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupRow } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type GroupSoal = GroupRow;

/** GET /groupSoal/:materiId — the question groups of one materi (spec §7.4). */
export async function fetchGroupSoal(materiId: number): Promise<GroupSoal[]> {
  return (await request<GroupSoal[]>(`groupSoal/${materiId}`, { auth: 'staff' })).data;
}

export const groupSoalQuery = (materiId: number | null) =>
  queryOptions({
    queryKey: queryKeys.groupSoalOf(materiId),
    queryFn: () => fetchGroupSoal(materiId as number),
    enabled: materiId != null,
  });
export const useGroupSoal = (materiId: number | null) => useQuery(groupSoalQuery(materiId));
