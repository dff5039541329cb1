import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';

interface Archive {
  id: number;
  /** true: 'Arsipkan', false: 'Pulihkan' */
  arsip: boolean;
}

/** PUT /groupSoal/:id/arsip — archive or restore a question group (docs/decisions/0016). */
export async function archiveGroupSoal({ id, arsip }: Archive) {
  return questionBankApi.archiveGroup({ params: { id }, body: { arsip } });
}

/** PUT /soal/:id/arsip — archive or restore a question (docs/decisions/0016). */
export async function archiveSoal({ id, arsip }: Archive) {
  return questionBankApi.archive({ params: { id }, body: { arsip } });
}

export const useArchiveGroupSoal = () => useRefreshingMutation(archiveGroupSoal, [queryKeys.groupSoal]);
export const useArchiveSoal = () => useRefreshingMutation(archiveSoal, [queryKeys.soal]);
