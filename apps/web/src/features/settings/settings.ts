import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PassSettings } from '@tryout/shared/results';
import { queryKeys } from '../../api/query-keys';
import { settingsApi } from '../../api/staff/settings';

/** GET /settings — KKM and attempts per materi. */
export async function fetchSettings() {
  return (await settingsApi.get()).data;
}
export const settingsQuery = () => queryOptions({ queryKey: queryKeys.settings, queryFn: fetchSettings });
export const useSettings = () => useQuery(settingsQuery());

/** PUT /settings (admin): the changed values, and the confirmation a pembahasan warning asks for. */
/** the change, its reason (kept in the audit log) and the pembahasan confirmation when asked */
export type SettingsBody = Partial<PassSettings> & { konfirmasi_pembahasan?: boolean; alasan: string };

/** PUT /settings (admin). */
export async function putSettings(body: SettingsBody) {
  return (await settingsApi.put({ body })).data;
}
export function usePutSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    onSuccess: (data) => qc.setQueryData(queryKeys.settings, data),
  });
}
