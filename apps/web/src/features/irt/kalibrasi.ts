import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IrtCalibration } from '@tryout/shared/irt';
import { queryKeys } from '../../api/query-keys';
import { irtApi } from '../../api/staff/irt';

/** How often the page asks again while a calibration is queued or running. */
export const PROGRESS_POLL_MS = 1000;

export const isActive = (c: IrtCalibration | undefined) => c?.state === 'queued' || c?.state === 'running';

/** GET /irt/kalibrasi?materi_id= — the calibration versions of a materi, newest first (staff). */
export async function fetchKalibrasi(materiId: number) {
  return (await irtApi.list({ query: { materi_id: materiId } })).data;
}

export const kalibrasiQuery = (materiId: number | null) =>
  queryOptions({
    queryKey: queryKeys.irtVersions(materiId),
    queryFn: () => fetchKalibrasi(materiId as number),
    enabled: materiId != null,
    // progress: ask again while the newest version is still queued or running
    refetchInterval: (q) => (isActive(q.state.data?.[0]) ? PROGRESS_POLL_MS : false),
  });
export const useKalibrasi = (materiId: number | null) => useQuery(kalibrasiQuery(materiId));
