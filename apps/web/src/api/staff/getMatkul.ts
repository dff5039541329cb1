import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { coursesApi } from './courses';

/**
 * GET /matkul — every course (spec §7.4): the course page and the exam form's class select.
 * Archived courses only with `arsip` ('Tampilkan arsip', docs/decisions/0016).
 */
export async function fetchMatkul(arsip = false) {
  return (await coursesApi.list(arsip ? { query: { arsip: '1' } } : {})).data;
}

export const matkulQuery = (arsip = false) =>
  queryOptions({ queryKey: queryKeys.matkulList(arsip), queryFn: () => fetchMatkul(arsip) });
export const useMatkul = (arsip = false) => useQuery(matkulQuery(arsip));
