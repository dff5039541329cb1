import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export interface OutboxSummary {
  pending: number;
  dead: number;
  sent: number;
  total: number;
  kinds: string[];
}

/** GET /outbox/summary — rows per status (admin). */
export async function fetchOutboxSummary(): Promise<OutboxSummary> {
  return (await request<OutboxSummary>('outbox/summary', { auth: 'staff' })).data;
}

export const outboxSummaryQuery = () =>
  queryOptions({ queryKey: queryKeys.outboxSummary, queryFn: fetchOutboxSummary, refetchInterval: 10_000 });
export const useOutboxSummary = () => useQuery(outboxSummaryQuery());
