import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** DELETE /deleteMatkul/:id (spec §7.4). */
export async function deleteMatkul(id: number) {
  await request<unknown>(`deleteMatkul/${id}`, { method: 'DELETE', auth: 'staff' });
}

export const useDeleteMatkul = () => useRefreshingMutation(deleteMatkul, [queryKeys.matkul]);
