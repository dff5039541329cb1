import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';

/** DELETE /deleteGroupSoal/:id — 404 is an error (spec §7.4). */
export async function deleteGroupSoal(id: number) {
  await request<unknown>(`deleteGroupSoal/${id}`, { method: 'DELETE', auth: 'staff' });
}

export function useDeleteGroupSoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupSoal,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['groupSoal'] }),
  });
}
