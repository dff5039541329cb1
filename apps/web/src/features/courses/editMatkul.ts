import type { Matkul, MatkulInput } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** PUT /editMatkul/:id (spec §7.4). */
export async function editMatkul({ id, ...body }: MatkulInput & { id: number }): Promise<Matkul> {
  return (await request<Matkul>(`editMatkul/${id}`, { method: 'PUT', json: body, auth: 'staff' })).data;
}

export const useEditMatkul = () => useRefreshingMutation(editMatkul, [queryKeys.matkul]);
