import type { HasilRow } from '@tryout/shared/results';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** PUT /edithasilujian/:id — the essay score; the server recomputes nilai_akhir. */
export async function editHasilUjian(v: { id: number; nilai_essay: number }): Promise<HasilRow> {
  return (
    await request<HasilRow>(`edithasilujian/${v.id}`, {
      method: 'PUT',
      json: { nilai_essay: v.nilai_essay },
      auth: 'staff',
    })
  ).data;
}

export const useEditHasilUjian = () => useRefreshingMutation(editHasilUjian, [queryKeys.hasilUjian]);
