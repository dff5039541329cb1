import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import type { DeliveryStatus } from './deliveryTypes';
import { outboxApi } from './outboxApi';

export interface OutboxFilter {
  status?: DeliveryStatus | '';
  kind?: string;
}

/** How many of the newest matching deliveries the page loads (the table pages them). */
export const OUTBOX_PAGE_LIMIT = 500;

/** GET /outbox — deliveries, newest first (admin). */
export async function fetchOutbox(f: OutboxFilter) {
  return (
    await outboxApi.list({ query: { status: f.status, kind: f.kind, limit: OUTBOX_PAGE_LIMIT, page: 1 } })
  ).data;
}

export const outboxQuery = (f: OutboxFilter) =>
  queryOptions({
    queryKey: queryKeys.outboxList(f.status ?? '', f.kind ?? ''),
    queryFn: () => fetchOutbox(f),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
export const useOutbox = (f: OutboxFilter) => useQuery(outboxQuery(f));
