import type { coursesContract } from '@tryout/shared/api/courses.contract';
import { coursesPaths } from '@tryout/shared/api/courses.paths';
import { clientOf } from '../../api/contract-client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** The course routes in the contract (docs/decisions/0042). */
const coursesApi = clientOf<typeof coursesContract>(coursesPaths);

/** PUT /matkul/:id/arsip — 'Arsipkan' (arsip true) or 'Pulihkan' (false) a course (docs/decisions/0016). */
export async function archiveMatkul({ id, arsip }: { id: number; arsip: boolean }) {
  return coursesApi.archive({ params: { id }, body: { arsip } });
}

export const useArchiveMatkul = () => useRefreshingMutation(archiveMatkul, [queryKeys.matkul]);
