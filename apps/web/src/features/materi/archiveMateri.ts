import type { MateriAccessRow } from '@tryout/shared/bank-access';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** PUT /materi/:id/arsip — 'Arsipkan' (arsip true) or 'Pulihkan' (false) a materi (docs/decisions/0016). */
export async function archiveMateri({ id, arsip }: { id: number; arsip: boolean }) {
  return request<MateriAccessRow>(`materi/${id}/arsip`, { method: 'PUT', json: { arsip }, auth: 'staff' });
}

export const useArchiveMateri = () => useRefreshingMutation(archiveMateri, [queryKeys.materi]);
