import type { AddMateriInput, MateriRow } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

export type MateriInput = AddMateriInput;

/** POST /addMateri — create a materi (spec §7.4). */
export async function addMateri(body: MateriInput): Promise<MateriRow> {
  return (await request<MateriRow>('addMateri', { method: 'POST', json: body, auth: 'staff' })).data;
}

export const useAddMateri = () => useRefreshingMutation(addMateri, [queryKeys.materi]);
