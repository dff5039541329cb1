import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { auditContract } from '@tryout/shared/api/audit.contract';
import { auditPaths } from '@tryout/shared/api/audit.paths';
import type {
  AddTimeBody,
  ExamControlsBody,
  MonitorJenis,
  MonitorQuery,
  MultiplierBody,
  TakerActionBody,
  VoidActionBody,
} from '@tryout/shared/monitor';
import { downloadFrom } from '../../api/contract-client';
import { auditApi } from '../../api/staff/audit';
import { monitorApi } from '../../api/staff/monitor';

/** The control room's endpoints (GET /monitor/…, the actions, GET /audit-log). */

export interface TargetRef {
  jenis: MonitorJenis;
  id: number;
}

export const monitorKeys = {
  targets: ['monitor', 'targets'] as const,
  table: (t: TargetRef, q: MonitorQuery) => ['monitor', 'table', t.jenis, t.id, q] as const,
  tableOf: (t: TargetRef) => ['monitor', 'table', t.jenis, t.id] as const,
  audit: (q: Record<string, unknown>) => ['monitor', 'audit', q] as const,
};

/** GET /monitor/sasaran — the materi and course exams the caller may watch. */
export const useMonitorTargets = () =>
  useQuery({
    queryKey: monitorKeys.targets,
    queryFn: async () => (await monitorApi.targets()).data,
    retry: false,
  });

/** GET /monitor/:jenis/:id — counts and one page of takers. */
export const useMonitorTable = (t: TargetRef | null, q: MonitorQuery) =>
  useQuery({
    queryKey: t ? monitorKeys.table(t, q) : ['monitor', 'table', 'none'],
    queryFn: async () =>
      (
        await monitorApi.table({
          params: t as TargetRef,
          query: { ...q, offline: q.offline ? '1' : undefined },
        })
      ).data,
    enabled: t != null,
    placeholderData: keepPreviousData,
    retry: false,
  });

export type ActionName = 'tambah-waktu' | 'selesaikan' | 'buka-sesi' | 'ulang';

export type ActionVars =
  | { name: 'tambah-waktu'; body: AddTimeBody }
  | { name: 'selesaikan' | 'buka-sesi'; body: TakerActionBody }
  | { name: 'ulang'; body: VoidActionBody }
  /** a tryout candidate's, or (takerId: the seat) a course exam student's */
  | { name: 'akomodasi'; takerId: number; body: MultiplierBody };

/**
 * POST /monitor/:jenis/:id/<action>, or the multiplier: PUT /monitor/akomodasi/:id (a tryout
 * candidate) or PUT /monitor/ujian/:id/akomodasi (a course exam's student); answers the server's message.
 */
export async function runAction(t: TargetRef, v: ActionVars): Promise<string> {
  const params = { jenis: t.jenis, id: t.id };
  switch (v.name) {
    case 'akomodasi':
      return (
        t.jenis === 'materi'
          ? await monitorApi.multiplier({ params: { id: v.takerId }, body: v.body })
          : await monitorApi.seatMultiplier({ params: { id: t.id }, body: { ...v.body, peserta: v.takerId } })
      ).message;
    case 'tambah-waktu':
      return (await monitorApi.addTime({ params, body: v.body })).message;
    case 'selesaikan':
      return (await monitorApi.finish({ params, body: v.body })).message;
    case 'buka-sesi':
      return (await monitorApi.release({ params, body: v.body })).message;
    case 'ulang':
      return (await monitorApi.voidLatest({ params, body: v.body })).message;
  }
}

export function useMonitorAction(t: TargetRef | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: ActionVars) => runAction(t as TargetRef, v),
    onSettled: () => t && qc.invalidateQueries({ queryKey: monitorKeys.tableOf(t) }),
  });
}

export interface AuditFilter {
  action?: string;
  q?: string;
  dari?: string;
  sampai?: string;
  page?: number;
  per_page?: number;
}

/** GET /audit-log (admins). */
export const useAuditLog = (f: AuditFilter) =>
  useQuery({
    queryKey: monitorKeys.audit({ ...f }),
    queryFn: async () => (await auditApi.page({ query: { ...f } })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /audit-log/excel with the same filter. */
export const fetchAuditExcel = (f: AuditFilter) =>
  downloadFrom<typeof auditContract.excel>(auditPaths.excel, { query: { ...f } });

/** GET /monitor/:jenis/:id/sinyal/:peserta — the integrity signals of the taker's latest attempt. */
export const useTimeline = (t: TargetRef | null, peserta: number | null) =>
  useQuery({
    queryKey: ['monitor', 'timeline', t?.jenis, t?.id, peserta],
    queryFn: async () =>
      (await monitorApi.timeline({ params: { ...(t as TargetRef), peserta: peserta as number } })).data,
    enabled: t != null && peserta != null,
    retry: false,
  });

/** GET /monitor/:jenis/:id/opsi — 'Token ujian' (the current token) and 'Wajib layar penuh'. */
export const useExamControls = (t: TargetRef | null) =>
  useQuery({
    queryKey: ['monitor', 'opsi', t?.jenis, t?.id],
    queryFn: async () => (await monitorApi.controls({ params: t as TargetRef })).data,
    enabled: t != null,
    // the token rotates: read it again now and then
    refetchInterval: 30_000,
    retry: false,
  });

export function useSaveExamControls(t: TargetRef | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExamControlsBody) =>
      (await monitorApi.putControls({ params: t as TargetRef, body })).message,
    onSettled: () => qc.invalidateQueries({ queryKey: ['monitor', 'opsi', t?.jenis, t?.id] }),
  });
}
