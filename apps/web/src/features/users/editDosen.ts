import type { EditDosenInput, StaffUserRow } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** PUT /editDosen/:id — blank password keeps the old one (spec §7.4). */
export async function editDosen({ id, ...body }: EditDosenInput & { id: number }): Promise<StaffUserRow> {
  return (await request<StaffUserRow>(`editDosen/${id}`, { method: 'PUT', json: body, auth: 'staff' })).data;
}

export const useEditDosen = () => useRefreshingMutation(editDosen, [queryKeys.dosen]);
