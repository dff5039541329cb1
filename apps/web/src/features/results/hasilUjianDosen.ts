import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { resultsApi } from '../../api/staff/results';

/** GET /hasilujiandosen — the lecturer's course exams (admin: all) ('Daftar Ujian Mahasiswa'). */
export async function fetchHasilUjianDosen() {
  return (await resultsApi.courseExams()).data;
}

export const hasilUjianDosenQuery = () =>
  queryOptions({ queryKey: queryKeys.hasilUjianDosen, queryFn: fetchHasilUjianDosen });
export const useHasilUjianDosen = () => useQuery(hasilUjianDosenQuery());
