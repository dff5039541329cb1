import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import type { GroupSoalInput } from './addGroupSoal';
import type { GroupSoal } from './getGroupSoal';

/** POST /updategroupSoal/:id — body without master_materi (spec §7.4). */
export async function updateGroupSoal({ id, ...body }: GroupSoalInput & { id: number }): Promise<GroupSoal> {
  return (await request<GroupSoal>(`updategroupSoal/${id}`, { method: 'POST', json: body, auth: 'staff' }))
    .data;
}

export const useUpdateGroupSoal = () => useRefreshingMutation(updateGroupSoal, [queryKeys.groupSoal]);
