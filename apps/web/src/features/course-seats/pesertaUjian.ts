import { useQuery } from '@tanstack/react-query';
import type { CourseSeatList } from '@tryout/shared/presence';
import { courseSeatsApi } from './courseSeatsApi';

export const pesertaUjianKey = (idUjian: number) => ['pesertaUjian', idUjian] as const;

/** How often the list refreshes by itself while it is open (online/offline changes). */
const REFRESH_MS = 15_000;

/** GET /ujian/:id_ujian/peserta — the course exam's participants (its lecturer or an admin). */
export async function fetchPesertaUjian(idUjian: number): Promise<CourseSeatList> {
  return (await courseSeatsApi.list({ params: { id_ujian: idUjian } })).data;
}

export const usePesertaUjian = (idUjian: number) =>
  useQuery({
    queryKey: pesertaUjianKey(idUjian),
    queryFn: () => fetchPesertaUjian(idUjian),
    enabled: Number.isInteger(idUjian) && idUjian > 0,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
