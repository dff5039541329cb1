import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUjian, UjianInput } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** PUT /updateujian/:id — same body as POST /ujian (spec §7.4). */
export async function updateUjian({ id, body }: { id: number; body: UjianInput }): Promise<StaffUjian> {
  return (await request<StaffUjian>(`updateujian/${id}`, { method: 'PUT', json: body, auth: 'staff' })).data;
}

export function useUpdateUjian() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUjian,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ujian'] }),
  });
}
