import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUjian, UjianInput } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** POST /ujian — create an exam, with its materi (spec §7.4). */
export async function addUjian(body: UjianInput): Promise<StaffUjian> {
  return (await request<StaffUjian>('ujian', { method: 'POST', json: body, auth: 'staff' })).data;
}

export function useAddUjian() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addUjian,
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['ujian'] });
      qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
