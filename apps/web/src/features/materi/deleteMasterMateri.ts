import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { materiApi } from '../../api/staff/materi';

/** DELETE /deleteMasterMateri/:id (spec §7.4). */
export async function deleteMasterMateri(id: number) {
  await materiApi.remove({ params: { id } });
}

export const useDeleteMasterMateri = () => useRefreshingMutation(deleteMasterMateri, [queryKeys.materi]);
