import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { irtApi } from '../../api/staff/irt';

/** GET /irt/kalibrasi/:id — one version: item parameters with flags and the test information (staff). */
export async function fetchKalibrasiDetail(id: number) {
  return (await irtApi.detail({ params: { id } })).data;
}

export const kalibrasiDetailQuery = (id: number | null) =>
  queryOptions({
    queryKey: queryKeys.irtDetail(id ?? 0),
    queryFn: () => fetchKalibrasiDetail(id as number),
    enabled: id != null,
  });
export const useKalibrasiDetail = (id: number | null) => useQuery(kalibrasiDetailQuery(id));
