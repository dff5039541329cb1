import type { StaffUjian, UjianInput } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** PUT /updateujian/:id — same body as POST /ujian (spec §7.4). */
export async function updateUjian({ id, body }: { id: number; body: UjianInput }): Promise<StaffUjian> {
  return (await request<StaffUjian>(`updateujian/${id}`, { method: 'PUT', json: body, auth: 'staff' })).data;
}

export const useUpdateUjian = () => useRefreshingMutation(updateUjian, [queryKeys.ujian]);
