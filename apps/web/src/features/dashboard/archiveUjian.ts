import type { examsContract } from '@tryout/shared/api/exams.contract';
import { examsPaths } from '@tryout/shared/api/exams.paths';
import { clientOf } from '../../api/contract-client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** The exam routes in the contract (docs/decisions/0042). */
const examsApi = clientOf<typeof examsContract>(examsPaths);

/** PUT /ujian/:id/arsip — 'Arsipkan' (arsip true) or 'Pulihkan' (false) an exam (docs/decisions/0016). */
export async function archiveUjian({ id, arsip }: { id: number; arsip: boolean }) {
  return examsApi.archive({ params: { id }, body: { arsip } });
}

export const useArchiveUjian = () =>
  useRefreshingMutation(archiveUjian, [queryKeys.ujian, queryKeys.dashboard]);
