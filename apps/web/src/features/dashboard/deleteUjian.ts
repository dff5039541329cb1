import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** DELETE /deleteujian/:id (spec §7.4). */
export async function deleteUjian(id: number) {
  await request<unknown>(`deleteujian/${id}`, { method: 'DELETE', auth: 'staff' });
}

export const useDeleteUjian = () =>
  useRefreshingMutation(deleteUjian, [queryKeys.ujian, queryKeys.dashboard]);
