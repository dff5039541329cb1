import type { ProfileInput } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** PUT /profile/:nidn — name and/or password; blank fields stay unchanged (spec §7.4). */
export async function updateProfile({ nidn, ...body }: ProfileInput & { nidn: string }) {
  return (
    await request<unknown>(`profile/${encodeURIComponent(nidn)}`, {
      method: 'PUT',
      json: body,
      auth: 'staff',
    })
  ).data;
}

export const useUpdateProfile = () => useRefreshingMutation(updateProfile, [queryKeys.dosenDetail]);
