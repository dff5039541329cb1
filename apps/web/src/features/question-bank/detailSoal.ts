import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';

/** GET /detailSoal/:id — one question (spec §7.4). */
export async function fetchDetailSoal(id: number) {
  return (await questionBankApi.detail({ params: { id } })).data;
}

export const detailSoalQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.soalDetail(id), queryFn: () => fetchDetailSoal(id) });
export const useDetailSoal = (id: number) => useQuery(detailSoalQuery(id));
