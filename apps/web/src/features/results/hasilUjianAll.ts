import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HasilUjianExam } from '@tryout/shared/results';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** GET /hasilUjianAll — tryout exams with their materi ('List Hasil Ujian'). */
export async function fetchHasilUjianAll(): Promise<HasilUjianExam[]> {
  return (await request<HasilUjianExam[]>('hasilUjianAll', { auth: 'staff' })).data;
}

export const hasilUjianAllQuery = () =>
  queryOptions({ queryKey: queryKeys.hasilUjianAll, queryFn: fetchHasilUjianAll });
export const useHasilUjianAll = () => useQuery(hasilUjianAllQuery());
