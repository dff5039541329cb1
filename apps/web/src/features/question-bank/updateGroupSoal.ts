import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { questionBankApi } from '../../api/staff/question-bank';
import type { GroupSoalInput } from './addGroupSoal';

/** POST /updategroupSoal/:id — body without master_materi (spec §7.4). */
export async function updateGroupSoal({ id, ...body }: GroupSoalInput & { id: number }) {
  return (await questionBankApi.updateGroup({ params: { id }, body })).data;
}

export const useUpdateGroupSoal = () => useRefreshingMutation(updateGroupSoal, [queryKeys.groupSoal]);
