import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

interface Archive {
  id: number;
  /** true: 'Arsipkan', false: 'Pulihkan' */
  arsip: boolean;
}

/** PUT /groupSoal/:id/arsip — archive or restore a question group (docs/decisions/0016). */
export async function archiveGroupSoal({ id, arsip }: Archive) {
  return request<unknown>(`groupSoal/${id}/arsip`, { method: 'PUT', json: { arsip }, auth: 'staff' });
}

/** PUT /soal/:id/arsip — archive or restore a question (docs/decisions/0016). */
export async function archiveSoal({ id, arsip }: Archive) {
  return request<unknown>(`soal/${id}/arsip`, { method: 'PUT', json: { arsip }, auth: 'staff' });
}

export const useArchiveGroupSoal = () => useRefreshingMutation(archiveGroupSoal, [queryKeys.groupSoal]);
export const useArchiveSoal = () => useRefreshingMutation(archiveSoal, [queryKeys.soal]);
