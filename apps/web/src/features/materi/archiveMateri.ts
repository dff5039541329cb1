import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { materiApi } from '../../api/staff/materi';

/** PUT /materi/:id/arsip — 'Arsipkan' (arsip true) or 'Pulihkan' (false) a materi (docs/decisions/0016). */
export async function archiveMateri({ id, arsip }: { id: number; arsip: boolean }) {
  return materiApi.archive({ params: { id }, body: { arsip } });
}

export const useArchiveMateri = () => useRefreshingMutation(archiveMateri, [queryKeys.materi]);
