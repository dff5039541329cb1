import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { outageContract } from '@tryout/shared/api/outage.contract';
import { outagePaths } from '@tryout/shared/api/outage.paths';
import type { OutageSettingsBody } from '@tryout/shared/outage';
import { clientOf } from '../../api/contract-client';
import type { TargetRef } from './monitorApi';

/** GET/PUT /monitor/:jenis/:id/gangguan — outage credit's setting and the mass-silence alert (docs/decisions/0011). */

const outageApi = clientOf<typeof outageContract>(outagePaths);

const outageKey = (t: TargetRef | null) => ['monitor', 'gangguan', t?.jenis, t?.id] as const;

/** Read every 10 s: a silence shows within the minute it takes to count (OFFLINE_AFTER_MS) plus this. */
export const OUTAGE_POLL_MS = 10_000;

export const useOutage = (t: TargetRef | null) =>
  useQuery({
    queryKey: outageKey(t),
    queryFn: async () => (await outageApi.status({ params: t as TargetRef })).data,
    enabled: t != null,
    refetchInterval: OUTAGE_POLL_MS,
    retry: false,
  });

export function useSaveOutage(t: TargetRef | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: OutageSettingsBody) =>
      (await outageApi.save({ params: t as TargetRef, body })).message,
    onSettled: () => qc.invalidateQueries({ queryKey: outageKey(t) }),
  });
}
