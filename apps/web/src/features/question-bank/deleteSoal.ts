import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';

/** DELETE /deletesoal/:id (spec §7.4). */
export async function deleteSoal(id: number) {
  await questionBankApi.remove({ params: { id } });
}

export const useDeleteSoal = () => useRefreshingMutation(deleteSoal, [queryKeys.soal]);
