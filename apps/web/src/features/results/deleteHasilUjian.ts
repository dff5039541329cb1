import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** DELETE /deletehasilujian/:id with the reason (kept in the audit log). */
export async function deleteHasilUjian(v: { id: number; alasan: string }) {
  await request<unknown>(`deletehasilujian/${v.id}`, {
    method: 'DELETE',
    json: { alasan: v.alasan },
    auth: 'staff',
  });
}

export const useDeleteHasilUjian = () =>
  useRefreshingMutation(deleteHasilUjian, [
    queryKeys.hasilUjian,
    queryKeys.hasilUjianAll,
    queryKeys.hasilUjianDosen,
  ]);
