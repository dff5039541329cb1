import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';

/** DELETE /deleteujian/:id (spec §7.4). */
export async function deleteUjian(id: number) {
  await request<unknown>(`deleteujian/${id}`, { method: 'DELETE', auth: 'staff' });
}

export function useDeleteUjian() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteUjian,
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['ujian'] });
      qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
