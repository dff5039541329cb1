import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../client';
import { queryKeys } from '../query-keys';
import { staffAuthApi } from './staffAuth';

/**
 * GET /dosenDetail — the signed-in lecturer or admin, and the staff session check (spec §6, §7.4).
 * The staff layout runs it on load; every page that needs the signed-in user reads the same
 * cached answer. Logout and staff login clear the whole cache.
 */
export async function fetchDosenDetail() {
  return (await staffAuthApi.detail()).data;
}

const isAuthError = (err: unknown) => err instanceof ApiError && (err.status === 401 || err.status === 403);

export const dosenDetailQuery = () =>
  queryOptions({
    queryKey: queryKeys.dosenDetail,
    queryFn: fetchDosenDetail,
    // an expired or revoked token is final: do not ask twice
    retry: (count, err) => !isAuthError(err) && count < 1,
    staleTime: 60_000,
  });
export const useDosenDetail = () => useQuery(dosenDetailQuery());
