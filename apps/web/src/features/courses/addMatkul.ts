import type { MatkulInput } from '@tryout/shared/staff/courses';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { coursesApi } from '../../api/staff/courses';

/** POST /matkul — body nama_matkul, id_dosen, kelas, prodi (spec §7.4). */
export async function addMatkul(body: MatkulInput) {
  return (await coursesApi.add({ body })).data;
}

export const useAddMatkul = () => useRefreshingMutation(addMatkul, [queryKeys.matkul]);
