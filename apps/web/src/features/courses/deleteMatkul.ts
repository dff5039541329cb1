import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';

/** DELETE /deleteMatkul/:id (spec §7.4). */
export async function deleteMatkul(id: number) {
  await request<unknown>(`deleteMatkul/${id}`, { method: 'DELETE', auth: 'staff' });
}

export function useDeleteMatkul() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMatkul,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['matkul'] }),
  });
}
