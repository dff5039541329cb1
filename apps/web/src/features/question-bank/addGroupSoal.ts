import type { AddGroupInput, UpdateGroupInput } from '@tryout/shared/staff';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import type { GroupSoal } from './getGroupSoal';

export type GroupSoalInput = UpdateGroupInput;

/** POST /addGroupSoal (spec §7.4). */
export async function addGroupSoal(body: AddGroupInput): Promise<GroupSoal> {
  return (await request<GroupSoal>('addGroupSoal', { method: 'POST', json: body, auth: 'staff' })).data;
}

export const useAddGroupSoal = () => useRefreshingMutation(addGroupSoal, [queryKeys.groupSoal]);
