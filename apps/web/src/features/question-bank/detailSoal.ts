import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { Soal } from './soalTypes';

/** GET /detailSoal/:id — one question (spec §7.4). */
export async function fetchDetailSoal(id: number): Promise<Soal> {
  return (await request<Soal>(`detailSoal/${id}`, { auth: 'staff' })).data;
}

export const detailSoalQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.soalDetail(id), queryFn: () => fetchDetailSoal(id) });
export const useDetailSoal = (id: number) => useQuery(detailSoalQuery(id));
