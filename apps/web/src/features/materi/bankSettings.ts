import { useQuery } from '@tanstack/react-query';
import type { BankSettings } from '@tryout/shared/bank-access';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';
import { materiApi } from '../../api/staff/materi';

/** GET /pengaturanBankSoal: whether lecturers may write the tryout bank (docs/decisions/0015). */
export async function fetchBankSettings() {
  return (await materiApi.bankSettings()).data;
}

export const useBankSettings = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.bankSettings, queryFn: fetchBankSettings, enabled });

/** PUT /pengaturanBankSoal (admins); the materi list's boleh_ubah follows it. */
export async function putBankSettings(body: BankSettings) {
  return (await materiApi.putBankSettings({ body })).data;
}

export const usePutBankSettings = () =>
  useRefreshingMutation(putBankSettings, [queryKeys.bankSettings, queryKeys.materi]);
