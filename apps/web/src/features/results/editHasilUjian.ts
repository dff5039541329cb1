import type { HasilRow } from '@tryout/shared/results';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** PUT /edithasilujian/:id — the essay score with the reason; the server recomputes nilai_akhir. */
export async function editHasilUjian(v: {
  id: number;
  nilai_essay: number;
  alasan: string;
}): Promise<HasilRow> {
  return (
    await request<HasilRow>(`edithasilujian/${v.id}`, {
      method: 'PUT',
      json: { nilai_essay: v.nilai_essay, alasan: v.alasan },
      auth: 'staff',
    })
  ).data;
}

export const useEditHasilUjian = () => useRefreshingMutation(editHasilUjian, [queryKeys.hasilUjian]);
