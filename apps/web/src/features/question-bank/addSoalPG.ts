import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';

/** POST /addsoalPG — multipart (spec §7.4 field names). */
export async function addSoalPG(form: FormData) {
  return (await questionBankApi.add({ body: form })).data;
}

export const useAddSoalPG = () => useRefreshingMutation(addSoalPG, [queryKeys.soal]);
