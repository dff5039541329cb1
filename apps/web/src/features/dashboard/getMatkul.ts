import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Matkul } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** GET /matkul — courses (class) an essay or mixed exam belongs to. */
export async function fetchMatkulOptions(): Promise<Matkul[]> {
  return (await request<Matkul[]>('matkul', { auth: 'staff' })).data;
}

export const matkulOptionsQuery = () => queryOptions({ queryKey: ['matkul'], queryFn: fetchMatkulOptions });
export const useMatkulOptions = () => useQuery(matkulOptionsQuery());
