import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Matkul, MatkulInput } from '@tryout/shared/staff';
import { request } from '../../api/client';

/** POST /matkul — body nama_matkul, id_dosen, kelas, prodi (spec §7.4). */
export async function addMatkul(body: MatkulInput): Promise<Matkul> {
  return (await request<Matkul>('matkul', { method: 'POST', json: body, auth: 'staff' })).data;
}

export function useAddMatkul() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addMatkul,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['matkul'] }),
  });
}
