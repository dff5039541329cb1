import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';

/** DELETE /deleteDosen/:id (spec §7.4). */
export async function deleteDosen(id: number) {
  await request<unknown>(`deleteDosen/${id}`, { method: 'DELETE', auth: 'staff' });
}

export function useDeleteDosen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteDosen,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['dosen'] }),
  });
}
