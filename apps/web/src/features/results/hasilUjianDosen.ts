import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UjianMahasiswa } from '@tryout/shared/results';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** GET /hasilujiandosen — the lecturer's course exams (admin: all) ('Daftar Ujian Mahasiswa'). */
export async function fetchHasilUjianDosen(): Promise<UjianMahasiswa[]> {
  return (await request<UjianMahasiswa[]>('hasilujiandosen', { auth: 'staff' })).data;
}

export const hasilUjianDosenQuery = () =>
  queryOptions({ queryKey: queryKeys.hasilUjianDosen, queryFn: fetchHasilUjianDosen });
export const useHasilUjianDosen = () => useQuery(hasilUjianDosenQuery());
