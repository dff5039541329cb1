import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { usersApi } from './users';

/**
 * GET /dosen — every lecturer and admin account (admins only, spec §7.4; 403 for a lecturer):
 * the user page, and the course page's lecturer select.
 */
export async function fetchDosen() {
  return (await usersApi.list()).data;
}

export const dosenQuery = () => queryOptions({ queryKey: queryKeys.dosen, queryFn: fetchDosen });
export const useDosen = (opts: { retry?: boolean } = {}) => useQuery({ ...dosenQuery(), ...opts });
