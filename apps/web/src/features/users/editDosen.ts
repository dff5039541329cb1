import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditDosenInput, StaffUserRow } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** PUT /editDosen/:id — blank password keeps the old one (spec §7.4). */
export async function editDosen({ id, ...body }: EditDosenInput & { id: number }): Promise<StaffUserRow> {
  return (await request<StaffUserRow>(`editDosen/${id}`, { method: 'PUT', json: body, auth: 'staff' })).data;
}

export function useEditDosen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: editDosen,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['dosen'] }),
  });
}
