import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { outboxApi } from './outboxApi';

/** POST /outbox/:id/retry — a dead delivery is tried again now (admin). */
export async function retryOutbox(id: number) {
  return outboxApi.retry({ params: { id } });
}

export function useRetryOutbox() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryOutbox,
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.outbox }),
  });
}
