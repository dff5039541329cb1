import { queryOptions } from '@tanstack/react-query';
import type { StaffDetail } from '@tryout/shared/accounts';
import { ApiError, request } from '../../api/client';

/**
 * GET /dosenDetail — the signed-in lecturer or admin, and the staff session check (spec §6, §7.4).
 *
 * Shared through the react-query cache, not through imports: the layout runs this query under
 * the key ['dosenDetail'] on load, and any staff page that needs the signed-in user calls the
 * same endpoint with the same key (`queryKey: ['dosenDetail']`, data = the envelope's `data`,
 * type StaffDetail from @tryout/shared/accounts), so it reads the layout's cached answer instead
 * of asking again. Logout and staff login clear the whole cache.
 */
export async function fetchDosenDetail(): Promise<StaffDetail> {
  return (await request<StaffDetail>('dosenDetail', { auth: 'staff' })).data;
}

const isAuthError = (err: unknown) => err instanceof ApiError && (err.status === 401 || err.status === 403);

export const dosenDetailQuery = () =>
  queryOptions({
    queryKey: ['dosenDetail'],
    queryFn: fetchDosenDetail,
    // an expired or revoked token is final: do not ask twice
    retry: (count, err) => !isAuthError(err) && count < 1,
    staleTime: 60_000,
  });
