import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMateriInput } from '@tryout/shared/staff';
import { request } from '../../api/client';
import type { Materi } from './getMasterMateri';

export type MateriInput = AddMateriInput;

/** POST /addMateri — create a materi (spec §7.4). */
export async function addMateri(body: MateriInput): Promise<Materi> {
  return (await request<Materi>('addMateri', { method: 'POST', json: body, auth: 'staff' })).data;
}

export function useAddMateri() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addMateri,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['materi'] }),
  });
}
