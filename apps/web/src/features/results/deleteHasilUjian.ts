import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';

/** DELETE /deletehasilujian/:id. */
export async function deleteHasilUjian(id: number) {
  await request<unknown>(`deletehasilujian/${id}`, { method: 'DELETE', auth: 'staff' });
}

export function useDeleteHasilUjian() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteHasilUjian,
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['hasilujian'] });
      qc.invalidateQueries({ queryKey: ['hasilUjianAll'] });
      qc.invalidateQueries({ queryKey: ['hasilujiandosen'] });
    },
  });
}
