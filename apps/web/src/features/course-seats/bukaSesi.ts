import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseSeatsApi } from './courseSeatsApi';
import { pesertaUjianKey } from './pesertaUjian';

/** POST /ujian/:id_ujian/peserta/:id/buka-sesi — ends the seat's sessions; answers the server's message. */
export async function bukaSesi(v: { idUjian: number; id: number }): Promise<string> {
  return (await courseSeatsApi.release({ params: { id_ujian: v.idUjian, id: v.id } })).message;
}

export function useBukaSesi(idUjian: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => bukaSesi({ idUjian, id }),
    onSettled: () => qc.invalidateQueries({ queryKey: pesertaUjianKey(idUjian) }),
  });
}
