import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { outboxApi } from './outboxApi';

/** GET /outbox/summary — rows per status (admin). */
export async function fetchOutboxSummary() {
  return (await outboxApi.summary()).data;
}

export const outboxSummaryQuery = () =>
  queryOptions({ queryKey: queryKeys.outboxSummary, queryFn: fetchOutboxSummary, refetchInterval: 10_000 });
export const useOutboxSummary = () => useQuery(outboxSummaryQuery());
