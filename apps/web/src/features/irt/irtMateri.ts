import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { irtApi } from '../../api/staff/irt';

/** GET /irt/materi — every materi with its latest calibration (staff). */
export async function fetchIrtMateri() {
  return (await irtApi.materi()).data;
}

export const irtMateriQuery = () => queryOptions({ queryKey: queryKeys.irtMateri, queryFn: fetchIrtMateri });
export const useIrtMateri = () => useQuery(irtMateriQuery());
