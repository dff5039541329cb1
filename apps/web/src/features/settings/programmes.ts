import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgrammeRow } from '@tryout/shared/results';
import { queryKeys } from '../../api/query-keys';
import { settingsApi } from '../../api/staff/settings';

/** PUT /programmes/:kode_prodi (admin), with the reason (kept in the audit log). */
export async function putProgramme(v: { kode_prodi: string; nilai_min_kelulusan: number; alasan: string }) {
  return (
    await settingsApi.putProgramme({
      params: { kode_prodi: v.kode_prodi },
      body: { nilai_min_kelulusan: v.nilai_min_kelulusan, alasan: v.alasan },
    })
  ).data;
}
export function usePutProgramme() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: putProgramme,
    // the saved row at once (the list's baseline), not after a refetch that could overwrite what
    // the admin types next
    onSuccess: (saved) =>
      qc.setQueryData<ProgrammeRow[]>(queryKeys.programmes, (rows) =>
        rows?.map((r) => (r.kode_prodi === saved.kode_prodi ? saved : r)),
      ),
  });
}
