import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';

/** DELETE /deleteGroupSoal/:id — 404 is an error (spec §7.4). */
export async function deleteGroupSoal(id: number) {
  await questionBankApi.removeGroup({ params: { id } });
}

export const useDeleteGroupSoal = () => useRefreshingMutation(deleteGroupSoal, [queryKeys.groupSoal]);
