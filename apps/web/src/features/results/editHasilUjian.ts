import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HasilRow } from '@tryout/shared/results';
import { request } from '../../api/client';

/** PUT /edithasilujian/:id — the essay score; the server recomputes nilai_akhir. */
export async function editHasilUjian(v: { id: number; nilai_essay: number }): Promise<HasilRow> {
  return (
    await request<HasilRow>(`edithasilujian/${v.id}`, {
      method: 'PUT',
      json: { nilai_essay: v.nilai_essay },
      auth: 'staff',
    })
  ).data;
}

export function useEditHasilUjian() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: editHasilUjian,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hasilujian'] }),
  });
}
