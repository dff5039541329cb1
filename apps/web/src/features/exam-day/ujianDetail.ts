import { useQuery } from '@tanstack/react-query';
import type { UjianDetail } from '@tryout/shared/exam';
import { queryKeys } from '../../api/query-keys';
import { examRequest } from './examRequest';

/** POST /ujian_detail {kode_ujian}: the card and its facts for the start screen (read only). */
export async function ujianDetail(kode_ujian: string): Promise<UjianDetail> {
  return (await examRequest<UjianDetail>('ujian_detail', { json: { kode_ujian } })).data;
}

export const useUjianDetail = (kode_ujian: string) =>
  useQuery({
    queryKey: queryKeys.ujianDetail(kode_ujian),
    queryFn: () => ujianDetail(kode_ujian),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
