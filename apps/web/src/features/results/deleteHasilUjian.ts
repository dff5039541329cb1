import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** DELETE /deletehasilujian/:id. */
export async function deleteHasilUjian(id: number) {
  await request<unknown>(`deletehasilujian/${id}`, { method: 'DELETE', auth: 'staff' });
}

export const useDeleteHasilUjian = () =>
  useRefreshingMutation(deleteHasilUjian, [
    queryKeys.hasilUjian,
    queryKeys.hasilUjianAll,
    queryKeys.hasilUjianDosen,
  ]);
