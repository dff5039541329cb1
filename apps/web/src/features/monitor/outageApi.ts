import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutageSettingsBody, OutageStatus } from '@tryout/shared/outage';
import { request } from '../../api/client';
import type { TargetRef } from './monitorApi';

/** GET/PUT /monitor/:jenis/:id/gangguan — outage credit's setting and the mass-silence alert (docs/decisions/0011). */

const outageKey = (t: TargetRef | null) => ['monitor', 'gangguan', t?.jenis, t?.id] as const;

/** Read every 10 s: a silence shows within the minute it takes to count (OFFLINE_AFTER_MS) plus this. */
export const OUTAGE_POLL_MS = 10_000;

export const useOutage = (t: TargetRef | null) =>
  useQuery({
    queryKey: outageKey(t),
    queryFn: async () =>
      (await request<OutageStatus>(`monitor/${t?.jenis}/${t?.id}/gangguan`, { auth: 'staff' })).data,
    enabled: t != null,
    refetchInterval: OUTAGE_POLL_MS,
    retry: false,
  });

export function useSaveOutage(t: TargetRef | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: OutageSettingsBody) =>
      (
        await request<OutageStatus>(`monitor/${t?.jenis}/${t?.id}/gangguan`, {
          method: 'PUT',
          auth: 'staff',
          json: body,
        })
      ).message,
    onSettled: () => qc.invalidateQueries({ queryKey: outageKey(t) }),
  });
}
