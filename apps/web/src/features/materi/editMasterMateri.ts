import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditMateriInput } from '@tryout/shared/staff';
import { request } from '../../api/client';
import type { Materi } from './getMasterMateri';

/** POST /editMasterMateri — update a materi (spec §7.4). */
export async function editMasterMateri(body: EditMateriInput) {
  return (await request<Materi>('editMasterMateri', { method: 'POST', json: body, auth: 'staff' })).data;
}

export function useEditMasterMateri() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: editMasterMateri,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['materi'] }),
  });
}
