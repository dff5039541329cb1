import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';

export interface MateriOption {
  id: number;
  kode_ujian: string;
  deskripsi: string;
}

/** GET /getMasterMateri — the materi to choose a group's subject from. */
export async function fetchMateriOptions(): Promise<MateriOption[]> {
  return (await request<MateriOption[]>('getMasterMateri', { auth: 'staff' })).data;
}

export const materiOptionsQuery = () => queryOptions({ queryKey: ['materi'], queryFn: fetchMateriOptions });
export const useMateriOptions = () => useQuery(materiOptionsQuery());
