import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MateriRow } from '@tryout/shared/staff';
import { request } from '../client';
import { queryKeys } from '../query-keys';

/** GET /getMasterMateri — every materi (spec §7.4): the materi page, group soal, exam form. */
export async function fetchMasterMateri(): Promise<MateriRow[]> {
  return (await request<MateriRow[]>('getMasterMateri', { auth: 'staff' })).data;
}

export const masterMateriQuery = () =>
  queryOptions({ queryKey: queryKeys.materi, queryFn: fetchMasterMateri });
export const useMasterMateri = () => useQuery(masterMateriQuery());
