import type { ProfileInput } from '@tryout/shared/staff/users';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { usersApi } from '../../api/staff/users';

/** PUT /profile/:nidn — name and/or password; blank fields stay unchanged (spec §7.4). */
export async function updateProfile({ nidn, ...body }: ProfileInput & { nidn: string }) {
  return (await usersApi.profile({ params: { nidn }, body })).data;
}

export const useUpdateProfile = () => useRefreshingMutation(updateProfile, [queryKeys.dosenDetail]);
