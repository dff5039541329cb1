import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IrtCalibrationDetail } from '@tryout/shared/irt';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** GET /irt/kalibrasi/:id — one version: item parameters with flags and the test information (staff). */
export async function fetchKalibrasiDetail(id: number): Promise<IrtCalibrationDetail> {
  return (await request<IrtCalibrationDetail>(`irt/kalibrasi/${id}`, { auth: 'staff' })).data;
}

export const kalibrasiDetailQuery = (id: number | null) =>
  queryOptions({
    queryKey: queryKeys.irtDetail(id ?? 0),
    queryFn: () => fetchKalibrasiDetail(id as number),
    enabled: id != null,
  });
export const useKalibrasiDetail = (id: number | null) => useQuery(kalibrasiDetailQuery(id));
