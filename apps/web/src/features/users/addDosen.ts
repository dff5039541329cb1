import type { CreateDosenInput, StaffUserRow } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** POST /dosen — 201 on success (spec §7.4). */
export async function addDosen(body: CreateDosenInput): Promise<StaffUserRow> {
  return (await request<StaffUserRow>('dosen', { method: 'POST', json: body, auth: 'staff' })).data;
}

export const useAddDosen = () => useRefreshingMutation(addDosen, [queryKeys.dosen]);
