import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** DELETE /deleteDosen/:id (spec §7.4). */
export async function deleteDosen(id: number) {
  await request<unknown>(`deleteDosen/${id}`, { method: 'DELETE', auth: 'staff' });
}

export const useDeleteDosen = () => useRefreshingMutation(deleteDosen, [queryKeys.dosen]);
