import type { AddGroupInput, UpdateGroupInput } from '@tryout/shared/staff/question-bank';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';

export type GroupSoalInput = UpdateGroupInput;

/** POST /addGroupSoal (spec §7.4). */
export async function addGroupSoal(body: AddGroupInput) {
  return (await questionBankApi.addGroup({ body })).data;
}

export const useAddGroupSoal = () => useRefreshingMutation(addGroupSoal, [queryKeys.groupSoal]);
