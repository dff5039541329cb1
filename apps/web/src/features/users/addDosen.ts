import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDosenInput, StaffUserRow } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** POST /dosen — 201 on success (spec §7.4). */
export async function addDosen(body: CreateDosenInput): Promise<StaffUserRow> {
  return (await request<StaffUserRow>('dosen', { method: 'POST', json: body, auth: 'staff' })).data;
}

export function useAddDosen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addDosen,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['dosen'] }),
  });
}
