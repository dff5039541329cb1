import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffUserRow } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** GET /dosen — every lecturer and admin account (admin only, spec §7.4). */
export async function fetchDosen(): Promise<StaffUserRow[]> {
  return (await request<StaffUserRow[]>('dosen', { auth: 'staff' })).data;
}

export const dosenQuery = () => queryOptions({ queryKey: ['dosen'], queryFn: fetchDosen });
export const useDosen = () => useQuery(dosenQuery());
