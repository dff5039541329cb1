import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** DELETE /deleteMasterMateri/:id (spec §7.4). */
export async function deleteMasterMateri(id: number) {
  await request<unknown>(`deleteMasterMateri/${id}`, { method: 'DELETE', auth: 'staff' });
}

export const useDeleteMasterMateri = () => useRefreshingMutation(deleteMasterMateri, [queryKeys.materi]);
