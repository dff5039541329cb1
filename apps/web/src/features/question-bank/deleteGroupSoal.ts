import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** DELETE /deleteGroupSoal/:id — 404 is an error (spec §7.4). */
export async function deleteGroupSoal(id: number) {
  await request<unknown>(`deleteGroupSoal/${id}`, { method: 'DELETE', auth: 'staff' });
}

export const useDeleteGroupSoal = () => useRefreshingMutation(deleteGroupSoal, [queryKeys.groupSoal]);
