import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { resultsApi } from '../../api/staff/results';

/** DELETE /deletehasilujian/:id with the reason (kept in the audit log). */
export async function deleteHasilUjian(v: { id: number; alasan: string }) {
  await resultsApi.remove({ params: { id: v.id }, body: { alasan: v.alasan } });
}

export const useDeleteHasilUjian = () =>
  useRefreshingMutation(deleteHasilUjian, [
    queryKeys.hasilUjian,
    queryKeys.hasilUjianAll,
    queryKeys.hasilUjianDosen,
  ]);
