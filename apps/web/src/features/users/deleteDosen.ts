import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { usersApi } from '../../api/staff/users';

/** DELETE /deleteDosen/:id (spec §7.4). */
export async function deleteDosen(id: number) {
  await usersApi.remove({ params: { id } });
}

export const useDeleteDosen = () => useRefreshingMutation(deleteDosen, [queryKeys.dosen]);
