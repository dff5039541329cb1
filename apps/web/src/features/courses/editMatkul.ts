import type { MatkulInput } from '@tryout/shared/staff/courses';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { coursesApi } from '../../api/staff/courses';

/** PUT /editMatkul/:id (spec §7.4). */
export async function editMatkul({ id, ...body }: MatkulInput & { id: number }) {
  return (await coursesApi.edit({ params: { id }, body })).data;
}

export const useEditMatkul = () => useRefreshingMutation(editMatkul, [queryKeys.matkul]);
