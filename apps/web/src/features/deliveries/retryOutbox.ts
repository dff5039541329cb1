import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { Delivery } from './deliveryTypes';

/** POST /outbox/:id/retry — a dead delivery is tried again now (admin). */
export async function retryOutbox(id: number) {
  return request<Delivery>(`outbox/${id}/retry`, { method: 'POST', auth: 'staff' });
}

export function useRetryOutbox() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryOutbox,
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.outbox }),
  });
}
