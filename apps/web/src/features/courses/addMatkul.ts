import type { Matkul, MatkulInput } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** POST /matkul — body nama_matkul, id_dosen, kelas, prodi (spec §7.4). */
export async function addMatkul(body: MatkulInput): Promise<Matkul> {
  return (await request<Matkul>('matkul', { method: 'POST', json: body, auth: 'staff' })).data;
}

export const useAddMatkul = () => useRefreshingMutation(addMatkul, [queryKeys.matkul]);
