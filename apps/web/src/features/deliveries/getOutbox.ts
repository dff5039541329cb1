import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { Delivery, DeliveryStatus } from './deliveryTypes';

export interface OutboxFilter {
  status?: DeliveryStatus | '';
  kind?: string;
}

export interface OutboxPage {
  rows: Delivery[];
  total: number;
  page: number;
  limit: number;
}

/** How many of the newest matching deliveries the page loads (the table pages them). */
export const OUTBOX_PAGE_LIMIT = 500;

/** GET /outbox — deliveries, newest first (admin). */
export async function fetchOutbox(f: OutboxFilter): Promise<OutboxPage> {
  return (
    await request<OutboxPage>('outbox', {
      auth: 'staff',
      query: { status: f.status, kind: f.kind, limit: OUTBOX_PAGE_LIMIT, page: 1 },
    })
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
