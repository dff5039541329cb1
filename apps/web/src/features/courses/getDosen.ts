import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffUserRow } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** GET /dosen — the lecturers to choose a course's lecturer from (admins only; 403 for lecturers). */
export async function fetchDosenOptions(): Promise<StaffUserRow[]> {
  return (await request<StaffUserRow[]>('dosen', { auth: 'staff' })).data;
}

export const dosenOptionsQuery = () =>
  queryOptions({ queryKey: ['dosen'], queryFn: fetchDosenOptions, retry: false });
export const useDosenOptions = () => useQuery(dosenOptionsQuery());
