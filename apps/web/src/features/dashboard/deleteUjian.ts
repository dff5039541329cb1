import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { examsApi } from '../../api/staff/exams';

/** DELETE /deleteujian/:id (spec §7.4). */
export async function deleteUjian(id: number) {
  await examsApi.remove({ params: { id } });
}

export const useDeleteUjian = () =>
  useRefreshingMutation(deleteUjian, [queryKeys.ujian, queryKeys.dashboard]);
