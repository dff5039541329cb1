import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';

/** POST /getAllSoal — a group with every question, for the read-only view (spec §7.4); archived ones with `arsip`. */
export async function fetchAllSoal(groupId: number, arsip = false) {
  return (
    await questionBankApi.all({ body: { group_soal: groupId }, ...(arsip ? { query: { arsip: '1' } } : {}) })
  ).data;
}

export const allSoalQuery = (groupId: number, arsip = false) =>
  queryOptions({ queryKey: queryKeys.soalAll(groupId, arsip), queryFn: () => fetchAllSoal(groupId, arsip) });
export const useAllSoal = (groupId: number, arsip = false) => useQuery(allSoalQuery(groupId, arsip));
