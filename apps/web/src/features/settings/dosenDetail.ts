import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';

export interface DosenDetail {
  id: number;
  nidn: string;
  nama_dosen: string;
  role: 'admin' | 'dosen';
}

/** GET /dosenDetail — the signed-in staff user (shared cache key with the layout). */
export async function fetchDosenDetail(): Promise<DosenDetail> {
  return (await request<DosenDetail>('dosenDetail', { auth: 'staff' })).data;
}
export const dosenDetailQuery = () => queryOptions({ queryKey: ['dosenDetail'], queryFn: fetchDosenDetail });
export const useDosenDetail = () => useQuery(dosenDetailQuery());
