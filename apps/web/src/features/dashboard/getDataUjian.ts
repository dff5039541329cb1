import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffUjian } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** GET /getDataUjian — every exam; the pages split it by type_soal / type_ujian (spec §7.4). */
export async function fetchDataUjian(): Promise<StaffUjian[]> {
  return (await request<StaffUjian[]>('getDataUjian', { auth: 'staff' })).data;
}

export const dataUjianQuery = () => queryOptions({ queryKey: queryKeys.ujian, queryFn: fetchDataUjian });
export const useDataUjian = () => useQuery(dataUjianQuery());
