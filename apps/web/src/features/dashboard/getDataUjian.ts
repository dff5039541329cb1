import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArchivableUjian } from '@tryout/shared/exam-course-archive';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/**
 * GET /getDataUjian — every exam; the pages split it by type_soal / type_ujian (spec §7.4).
 * Archived exams only with `arsip` ('Tampilkan arsip', docs/decisions/0016).
 */
export async function fetchDataUjian(arsip = false): Promise<ArchivableUjian[]> {
  return (
    await request<ArchivableUjian[]>('getDataUjian', {
      auth: 'staff',
      ...(arsip ? { query: { arsip: '1' } } : {}),
    })
  ).data;
}

export const dataUjianQuery = (arsip = false) =>
  queryOptions({ queryKey: queryKeys.ujianList(arsip), queryFn: () => fetchDataUjian(arsip) });
export const useDataUjian = (arsip = false) => useQuery(dataUjianQuery(arsip));
