import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupRow } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type GroupSoal = GroupRow;

/** GET /groupSoal/:materiId — the question groups of one materi (spec §7.4); archived ones with `arsip`. */
export async function fetchGroupSoal(materiId: number, arsip = false): Promise<GroupSoal[]> {
  return (
    await request<GroupSoal[]>(`groupSoal/${materiId}`, {
      auth: 'staff',
      ...(arsip ? { query: { arsip: '1' } } : {}),
    })
  ).data;
}

export const groupSoalQuery = (materiId: number | null, arsip = false) =>
  queryOptions({
    queryKey: queryKeys.groupSoalOf(materiId, arsip),
    queryFn: () => fetchGroupSoal(materiId as number, arsip),
    enabled: materiId != null,
  });
export const useGroupSoal = (materiId: number | null, arsip = false) =>
  useQuery(groupSoalQuery(materiId, arsip));
