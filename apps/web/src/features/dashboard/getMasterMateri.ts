import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MateriRow } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** GET /getMasterMateri — materi to assign to an exam. */
export async function fetchMateriOptions(): Promise<MateriRow[]> {
  return (await request<MateriRow[]>('getMasterMateri', { auth: 'staff' })).data;
}

export const materiOptionsQuery = () => queryOptions({ queryKey: ['materi'], queryFn: fetchMateriOptions });
export const useMateriOptions = () => useQuery(materiOptionsQuery());
