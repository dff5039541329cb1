import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { pesertaUjianKey } from './pesertaUjian';

/** POST /ujian/:id_ujian/peserta/:id/buka-sesi — ends the seat's sessions; answers the server's message. */
export async function bukaSesi(v: { idUjian: number; id: number }): Promise<string> {
  return (
    await request<null>(`ujian/${v.idUjian}/peserta/${v.id}/buka-sesi`, { method: 'POST', auth: 'staff' })
  ).message;
}

export function useBukaSesi(idUjian: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => bukaSesi({ idUjian, id }),
    onSettled: () => qc.invalidateQueries({ queryKey: pesertaUjianKey(idUjian) }),
  });
}
