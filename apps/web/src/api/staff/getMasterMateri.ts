import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MateriAccessRow } from '@tryout/shared/bank-access';
import { request } from '../client';
import { queryKeys } from '../query-keys';

/**
 * GET /getMasterMateri — the materi the staff member may read (spec §7.4), each with what they may
 * do with it (boleh_ubah, boleh_kelola; issue 32): the materi page, group soal, exam form.
 */
export async function fetchMasterMateri(): Promise<MateriAccessRow[]> {
  return (await request<MateriAccessRow[]>('getMasterMateri', { auth: 'staff' })).data;
}

export const masterMateriQuery = () =>
  queryOptions({ queryKey: queryKeys.materi, queryFn: fetchMasterMateri });
export const useMasterMateri = () => useQuery(masterMateriQuery());
