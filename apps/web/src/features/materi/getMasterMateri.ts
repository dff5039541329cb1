import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MateriRow } from '@tryout/shared/staff';
import { request } from '../../api/client';

export type Materi = MateriRow;

/** GET /getMasterMateri — every materi (spec §7.4). */
export async function fetchMasterMateri(): Promise<Materi[]> {
  return (await request<Materi[]>('getMasterMateri', { auth: 'staff' })).data;
}

export const masterMateriQuery = () => queryOptions({ queryKey: ['materi'], queryFn: fetchMasterMateri });
export const useMasterMateri = () => useQuery(masterMateriQuery());
