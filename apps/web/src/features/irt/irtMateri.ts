import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IrtMateri } from '@tryout/shared/irt';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** GET /irt/materi — every materi with its latest calibration (staff). */
export async function fetchIrtMateri(): Promise<IrtMateri[]> {
  return (await request<IrtMateri[]>('irt/materi', { auth: 'staff' })).data;
}

export const irtMateriQuery = () => queryOptions({ queryKey: queryKeys.irtMateri, queryFn: fetchIrtMateri });
export const useIrtMateri = () => useQuery(irtMateriQuery());
