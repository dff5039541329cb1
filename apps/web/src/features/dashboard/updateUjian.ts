import type { StaffUjian, UjianUpdate } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** PUT /updateujian/:id — the fields of POST /ujian (spec §7.4); the exam keeps any left out. */
export async function updateUjian({ id, body }: { id: number; body: UjianUpdate }): Promise<StaffUjian> {
  return (await request<StaffUjian>(`updateujian/${id}`, { method: 'PUT', json: body, auth: 'staff' })).data;
}

export const useUpdateUjian = () => useRefreshingMutation(updateUjian, [queryKeys.ujian]);
