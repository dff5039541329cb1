import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { resultsApi } from '../../api/staff/results';

/** GET /hasilUjianAll — tryout exams with their materi ('List Hasil Ujian'). */
export async function fetchHasilUjianAll() {
  return (await resultsApi.tryoutExams()).data;
}

export const hasilUjianAllQuery = () =>
  queryOptions({ queryKey: queryKeys.hasilUjianAll, queryFn: fetchHasilUjianAll });
export const useHasilUjianAll = () => useQuery(hasilUjianAllQuery());
