import type { EditMateriInput, MateriRow } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** POST /editMasterMateri — update a materi (spec §7.4). */
export async function editMasterMateri(body: EditMateriInput) {
  return (await request<MateriRow>('editMasterMateri', { method: 'POST', json: body, auth: 'staff' })).data;
}

export const useEditMasterMateri = () => useRefreshingMutation(editMasterMateri, [queryKeys.materi]);
