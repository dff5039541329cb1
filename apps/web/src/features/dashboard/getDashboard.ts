import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { dashboardApi } from './dashboardApi';

/** GET /dashboard — the three counters (real participant count, design.md §4). */
export async function fetchDashboard() {
  return (await dashboardApi.counts()).data;
}

export const dashboardQuery = () => queryOptions({ queryKey: queryKeys.dashboard, queryFn: fetchDashboard });
export const useDashboard = () => useQuery(dashboardQuery());
