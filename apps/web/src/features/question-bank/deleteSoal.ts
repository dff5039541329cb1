import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';

/** DELETE /deletesoal/:id (spec §7.4). */
export async function deleteSoal(id: number) {
  await request<unknown>(`deletesoal/${id}`, { method: 'DELETE', auth: 'staff' });
}

export function useDeleteSoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSoal,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['soal'] }),
  });
}
