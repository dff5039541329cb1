import type { UjianInput } from '@tryout/shared/staff/exams';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { examsApi } from '../../api/staff/exams';

/** POST /ujian — create an exam, with its materi (spec §7.4). */
export async function addUjian(body: UjianInput) {
  return (await examsApi.add({ body })).data;
}

export const useAddUjian = () => useRefreshingMutation(addUjian, [queryKeys.ujian, queryKeys.dashboard]);
