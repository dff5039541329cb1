import type { CreateDosenInput } from '@tryout/shared/staff/users';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { usersApi } from '../../api/staff/users';

/** POST /dosen — 201 on success (spec §7.4). */
export async function addDosen(body: CreateDosenInput) {
  return (await usersApi.add({ body })).data;
}

export const useAddDosen = () => useRefreshingMutation(addDosen, [queryKeys.dosen]);
