import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that refreshes the given queries when it succeeds (the caller's own onSuccess runs
 * after the refresh has been asked for).
 *
 *   export const useDeleteMatkul = () => useRefreshingMutation(deleteMatkul, [queryKeys.matkul]);
 */
export function useRefreshingMutation<TVars, TData>(
  mutationFn: (vars: TVars) => Promise<TData>,
  refresh: readonly QueryKey[],
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(refresh.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
