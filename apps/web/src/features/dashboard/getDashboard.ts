import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCounts } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** GET /dashboard — the three counters (real participant count, design.md §4). */
export async function fetchDashboard(): Promise<DashboardCounts> {
  return (await request<DashboardCounts>('dashboard', { auth: 'staff' })).data;
}

export const dashboardQuery = () => queryOptions({ queryKey: queryKeys.dashboard, queryFn: fetchDashboard });
export const useDashboard = () => useQuery(dashboardQuery());
