import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import type { Soal } from './soalTypes';

/** POST /addsoalPG — multipart (spec §7.4 field names). */
export async function addSoalPG(form: FormData): Promise<Soal> {
  return (await request<Soal>('addsoalPG', { method: 'POST', form, auth: 'staff' })).data;
}

export const useAddSoalPG = () => useRefreshingMutation(addSoalPG, [queryKeys.soal]);
