import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { coursesApi } from '../../api/staff/courses';

/** PUT /matkul/:id/arsip — 'Arsipkan' (arsip true) or 'Pulihkan' (false) a course (docs/decisions/0016). */
export async function archiveMatkul({ id, arsip }: { id: number; arsip: boolean }) {
  return coursesApi.archive({ params: { id }, body: { arsip } });
}

export const useArchiveMatkul = () => useRefreshingMutation(archiveMatkul, [queryKeys.matkul]);
