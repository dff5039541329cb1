import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffUserRow } from '@tryout/shared/staff';
import { request } from '../client';
import { queryKeys } from '../query-keys';

/**
 * GET /dosen — every lecturer and admin account (admins only, spec §7.4; 403 for a lecturer):
 * the user page, and the course page's lecturer select.
 */
export async function fetchDosen(): Promise<StaffUserRow[]> {
  return (await request<StaffUserRow[]>('dosen', { auth: 'staff' })).data;
}

export const dosenQuery = () => queryOptions({ queryKey: queryKeys.dosen, queryFn: fetchDosen });
export const useDosen = (opts: { retry?: boolean } = {}) => useQuery({ ...dosenQuery(), ...opts });
