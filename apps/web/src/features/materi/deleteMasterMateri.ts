import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';

/** DELETE /deleteMasterMateri/:id (spec §7.4). */
export async function deleteMasterMateri(id: number) {
  await request<unknown>(`deleteMasterMateri/${id}`, { method: 'DELETE', auth: 'staff' });
}

export function useDeleteMasterMateri() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMasterMateri,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['materi'] }),
  });
}
