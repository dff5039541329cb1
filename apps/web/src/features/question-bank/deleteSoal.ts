import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** DELETE /deletesoal/:id (spec §7.4). */
export async function deleteSoal(id: number) {
  await request<unknown>(`deletesoal/${id}`, { method: 'DELETE', auth: 'staff' });
}

export const useDeleteSoal = () => useRefreshingMutation(deleteSoal, [queryKeys.soal]);
