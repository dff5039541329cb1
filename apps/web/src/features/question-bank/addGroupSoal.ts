import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddGroupInput, UpdateGroupInput } from '@tryout/shared/staff';
import { request } from '../../api/client';
import type { GroupSoal } from './getGroupSoal';

export type GroupSoalInput = UpdateGroupInput;

/** POST /addGroupSoal (spec §7.4). */
export async function addGroupSoal(body: AddGroupInput): Promise<GroupSoal> {
  return (await request<GroupSoal>('addGroupSoal', { method: 'POST', json: body, auth: 'staff' })).data;
}

export function useAddGroupSoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addGroupSoal,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['groupSoal'] }),
  });
}
