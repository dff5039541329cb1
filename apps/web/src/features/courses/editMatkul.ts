import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Matkul, MatkulInput } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** PUT /editMatkul/:id (spec §7.4). */
export async function editMatkul({ id, ...body }: MatkulInput & { id: number }): Promise<Matkul> {
  return (await request<Matkul>(`editMatkul/${id}`, { method: 'PUT', json: body, auth: 'staff' })).data;
}

export function useEditMatkul() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: editMatkul,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['matkul'] }),
  });
}
