import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Matkul } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** GET /matkul — every course (spec §7.4). */
export async function fetchMatkul(): Promise<Matkul[]> {
  return (await request<Matkul[]>('matkul', { auth: 'staff' })).data;
}

export const matkulQuery = () => queryOptions({ queryKey: ['matkul'], queryFn: fetchMatkul });
export const useMatkul = () => useQuery(matkulQuery());
