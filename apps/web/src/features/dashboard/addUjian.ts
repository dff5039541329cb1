import type { StaffUjian, UjianInput } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** POST /ujian — create an exam, with its materi (spec §7.4). */
export async function addUjian(body: UjianInput): Promise<StaffUjian> {
  return (await request<StaffUjian>('ujian', { method: 'POST', json: body, auth: 'staff' })).data;
}

export const useAddUjian = () => useRefreshingMutation(addUjian, [queryKeys.ujian, queryKeys.dashboard]);
