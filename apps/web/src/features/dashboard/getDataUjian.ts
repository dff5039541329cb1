import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { examsApi } from '../../api/staff/exams';

/**
 * GET /getDataUjian — every exam; the pages split it by type_soal / type_ujian (spec §7.4).
 * Archived exams only with `arsip` ('Tampilkan arsip', docs/decisions/0016).
 */
export async function fetchDataUjian(arsip = false) {
  return (await examsApi.list(arsip ? { query: { arsip: '1' } } : {})).data;
}

export const dataUjianQuery = (arsip = false) =>
  queryOptions({ queryKey: queryKeys.ujianList(arsip), queryFn: () => fetchDataUjian(arsip) });
export const useDataUjian = (arsip = false) => useQuery(dataUjianQuery(arsip));
