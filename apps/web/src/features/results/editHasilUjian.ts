import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { resultsApi } from '../../api/staff/results';

/** PUT /edithasilujian/:id — the essay score with the reason; the server recomputes nilai_akhir. */
export async function editHasilUjian(v: { id: number; nilai_essay: number; alasan: string }) {
  return (
    await resultsApi.grade({ params: { id: v.id }, body: { nilai_essay: v.nilai_essay, alasan: v.alasan } })
  ).data;
}

export const useEditHasilUjian = () => useRefreshingMutation(editHasilUjian, [queryKeys.hasilUjian]);
