import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Matkul } from '@tryout/shared/staff';
import { request } from '../client';
import { queryKeys } from '../query-keys';

/** GET /matkul — every course (spec §7.4): the course page and the exam form's class select. */
export async function fetchMatkul(): Promise<Matkul[]> {
  return (await request<Matkul[]>('matkul', { auth: 'staff' })).data;
}

export const matkulQuery = () => queryOptions({ queryKey: queryKeys.matkul, queryFn: fetchMatkul });
export const useMatkul = () => useQuery(matkulQuery());
