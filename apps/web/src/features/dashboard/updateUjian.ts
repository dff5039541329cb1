import type { UjianUpdate } from '@tryout/shared/staff/exams';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { examsApi } from '../../api/staff/exams';

/** PUT /updateujian/:id — the fields of POST /ujian (spec §7.4); the exam keeps any left out. */
export async function updateUjian({ id, body }: { id: number; body: UjianUpdate }) {
  return (await examsApi.update({ params: { id }, body })).data;
}

export const useUpdateUjian = () => useRefreshingMutation(updateUjian, [queryKeys.ujian]);
