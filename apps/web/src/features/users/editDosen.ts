import type { EditDosenInput } from '@tryout/shared/staff/users';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { usersApi } from '../../api/staff/users';

/** PUT /editDosen/:id — blank password keeps the old one (spec §7.4). */
export async function editDosen({ id, ...body }: EditDosenInput & { id: number }) {
  return (await usersApi.edit({ params: { id }, body })).data;
}

export const useEditDosen = () => useRefreshingMutation(editDosen, [queryKeys.dosen]);
