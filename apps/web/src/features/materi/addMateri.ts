import type { AddMateriInput } from '@tryout/shared/staff/materi';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { materiApi } from '../../api/staff/materi';

export type MateriInput = AddMateriInput;

/** POST /addMateri — create a materi (spec §7.4). */
export async function addMateri(body: MateriInput) {
  return (await materiApi.add({ body })).data;
}

export const useAddMateri = () => useRefreshingMutation(addMateri, [queryKeys.materi]);
