import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@tryout/shared/staff';
import { request } from '../../api/client';

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

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['dosenDetail'] }),
  });
}
