import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import type { Soal } from './soalTypes';

/** POST /updatesoal/:id — multipart, same fields as /addsoalPG (spec §7.4). */
export async function updateSoal({ id, form }: { id: number; form: FormData }): Promise<Soal> {
  return (await request<Soal>(`updatesoal/${id}`, { method: 'POST', form, auth: 'staff' })).data;
}

export function useUpdateSoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSoal,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['soal'] }),
  });
}
