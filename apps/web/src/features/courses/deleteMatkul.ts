import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { coursesApi } from '../../api/staff/courses';

/** DELETE /deleteMatkul/:id (spec §7.4). */
export async function deleteMatkul(id: number) {
  await coursesApi.remove({ params: { id } });
}

export const useDeleteMatkul = () => useRefreshingMutation(deleteMatkul, [queryKeys.matkul]);
