import { useQuery } from '@tanstack/react-query';
import type { MateriSharesBody } from '@tryout/shared/bank-access';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { materiApi } from '../../api/staff/materi';

/** GET /materi/:id/berbagi: the colleagues a materi is shared with, and every lecturer. */
export async function fetchMateriShares(id: number) {
  return (await materiApi.shares({ params: { id } })).data;
}

export const useMateriShares = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.materiShares(id),
    queryFn: () => fetchMateriShares(id as number),
    enabled: id != null,
  });

/** PUT /materi/:id/berbagi: replaces the colleagues it is shared with. */
export async function putMateriShares(v: { id: number } & MateriSharesBody) {
  return (await materiApi.putShares({ params: { id: v.id }, body: { rekan: v.rekan } })).data;
}

export const usePutMateriShares = () => useRefreshingMutation(putMateriShares, [queryKeys.materi]);
