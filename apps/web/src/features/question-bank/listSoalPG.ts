import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { Soal } from './soalTypes';

/** POST /listSoalPG with body group_soal — the questions of one group (spec §7.4). */
export async function fetchListSoal(groupId: number): Promise<Soal[]> {
  return (
    await request<Soal[]>('listSoalPG', { method: 'POST', json: { group_soal: groupId }, auth: 'staff' })
  ).data;
}

export const listSoalQuery = (groupId: number) =>
  queryOptions({ queryKey: queryKeys.soalOfGroup(groupId), queryFn: () => fetchListSoal(groupId) });
export const useListSoal = (groupId: number) => useQuery(listSoalQuery(groupId));
