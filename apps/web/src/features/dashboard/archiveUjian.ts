import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { examsApi } from '../../api/staff/exams';

/** PUT /ujian/:id/arsip — 'Arsipkan' (arsip true) or 'Pulihkan' (false) an exam (docs/decisions/0016). */
export async function archiveUjian({ id, arsip }: { id: number; arsip: boolean }) {
  return examsApi.archive({ params: { id }, body: { arsip } });
}

export const useArchiveUjian = () =>
  useRefreshingMutation(archiveUjian, [queryKeys.ujian, queryKeys.dashboard]);
