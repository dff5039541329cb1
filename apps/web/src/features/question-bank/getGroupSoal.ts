import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupRow } from '@tryout/shared/staff/question-bank';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';

export type GroupSoal = GroupRow;

/** GET /groupSoal/:materiId — the question groups of one materi (spec §7.4); archived ones with `arsip`. */
export async function fetchGroupSoal(materiId: number, arsip = false) {
  return (
    await questionBankApi.groups({
      params: { id_materi: materiId },
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
