import type { EditMateriInput } from '@tryout/shared/staff/materi';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { materiApi } from '../../api/staff/materi';

/** POST /editMasterMateri — update a materi (spec §7.4). */
export async function editMasterMateri(body: EditMateriInput) {
  return (await materiApi.edit({ body })).data;
}

export const useEditMasterMateri = () => useRefreshingMutation(editMasterMateri, [queryKeys.materi]);
