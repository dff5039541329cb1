import { useQuery } from '@tanstack/react-query';
import type { MateriShares, MateriSharesBody } from '@tryout/shared/bank-access';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** GET /materi/:id/berbagi: the colleagues a materi is shared with, and every lecturer. */
export async function fetchMateriShares(id: number): Promise<MateriShares> {
  return (await request<MateriShares>(`materi/${id}/berbagi`, { auth: 'staff' })).data;
}

export const useMateriShares = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.materiShares(id),
    queryFn: () => fetchMateriShares(id as number),
    enabled: id != null,
  });

/** PUT /materi/:id/berbagi: replaces the colleagues it is shared with. */
export async function putMateriShares(v: { id: number } & MateriSharesBody): Promise<MateriShares> {
  return (
    await request<MateriShares>(`materi/${v.id}/berbagi`, {
      method: 'PUT',
      auth: 'staff',
      json: { rekan: v.rekan },
    })
  ).data;
}

export const usePutMateriShares = () => useRefreshingMutation(putMateriShares, [queryKeys.materi]);
