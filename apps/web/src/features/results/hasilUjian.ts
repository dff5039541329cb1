import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { resultsApi } from '../../api/staff/results';

export type HasilQuery = { id_ujian: number; materi_id?: number } | { kode_prodi: string };

/** POST /hasilujian — results of an exam (optionally one materi) or of a programme. */
export async function fetchHasilUjian(q: HasilQuery) {
  return (await resultsApi.list({ body: q })).data;
}

export const hasilUjianQuery = (q: HasilQuery) =>
  queryOptions({ queryKey: queryKeys.hasilUjianOf(q), queryFn: () => fetchHasilUjian(q), retry: false });
export const useHasilUjian = (q: HasilQuery) => useQuery(hasilUjianQuery(q));

/** GET /hasilujian/:id/sinyal — the integrity signals of a result's attempt (docs/decisions/0007). */
export const useResultSignals = (idHasil: number | null) =>
  useQuery({
    queryKey: ['hasilujian', 'sinyal', idHasil],
    queryFn: async () => (await resultsApi.signals({ params: { id: idHasil as number } })).data,
    enabled: idHasil != null,
    retry: false,
  });
