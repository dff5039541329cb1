import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';

export interface DosenDetail {
  id: number;
  nidn: string;
  nama_dosen: string;
  role: 'admin' | 'dosen';
  prodi: string;
}

/** GET /dosenDetail — the signed-in lecturer or admin (spec §7.4). */
export async function fetchDosenDetail(): Promise<DosenDetail> {
  return (await request<DosenDetail>('dosenDetail', { auth: 'staff' })).data;
}

export const dosenDetailQuery = () => queryOptions({ queryKey: ['dosenDetail'], queryFn: fetchDosenDetail });
export const useDosenDetail = () => useQuery(dosenDetailQuery());
