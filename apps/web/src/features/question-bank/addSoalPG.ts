import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import type { Soal } from './soalTypes';

/** POST /addsoalPG — multipart (spec §7.4 field names). */
export async function addSoalPG(form: FormData): Promise<Soal> {
  return (await request<Soal>('addsoalPG', { method: 'POST', form, auth: 'staff' })).data;
}

export function useAddSoalPG() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addSoalPG,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['soal'] }),
  });
}
