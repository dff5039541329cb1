import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import type { GroupSoalInput } from './addGroupSoal';
import type { GroupSoal } from './getGroupSoal';

/** POST /updategroupSoal/:id — body without master_materi (spec §7.4). */
export async function updateGroupSoal({ id, ...body }: GroupSoalInput & { id: number }): Promise<GroupSoal> {
  return (await request<GroupSoal>(`updategroupSoal/${id}`, { method: 'POST', json: body, auth: 'staff' }))
    .data;
}

export function useUpdateGroupSoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateGroupSoal,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['groupSoal'] }),
  });
}
