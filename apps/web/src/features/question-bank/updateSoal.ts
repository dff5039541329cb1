import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';

/** POST /updatesoal/:id — multipart, same fields as /addsoalPG (spec §7.4). */
export async function updateSoal({ id, form }: { id: number; form: FormData }) {
  return (await questionBankApi.update({ params: { id }, body: form })).data;
}

export const useUpdateSoal = () => useRefreshingMutation(updateSoal, [queryKeys.soal]);
