import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import type { Soal } from './soalTypes';

/** POST /updatesoal/:id — multipart, same fields as /addsoalPG (spec §7.4). */
export async function updateSoal({ id, form }: { id: number; form: FormData }): Promise<Soal> {
  return (await request<Soal>(`updatesoal/${id}`, { method: 'POST', form, auth: 'staff' })).data;
}

export const useUpdateSoal = () => useRefreshingMutation(updateSoal, [queryKeys.soal]);
