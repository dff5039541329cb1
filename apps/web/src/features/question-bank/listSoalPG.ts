import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';

/** POST /listSoalPG with body group_soal — the questions of one group (spec §7.4); archived ones with `arsip`. */
export async function fetchListSoal(groupId: number, arsip = false) {
  return (
    await questionBankApi.list({ body: { group_soal: groupId }, ...(arsip ? { query: { arsip: '1' } } : {}) })
  ).data;
}

export const listSoalQuery = (groupId: number, arsip = false) =>
  queryOptions({
    queryKey: queryKeys.soalOfGroup(groupId, arsip),
    queryFn: () => fetchListSoal(groupId, arsip),
  });
export const useListSoal = (groupId: number, arsip = false) => useQuery(listSoalQuery(groupId, arsip));
