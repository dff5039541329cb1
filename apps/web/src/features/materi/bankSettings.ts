import { useQuery } from '@tanstack/react-query';
import type { BankSettings } from '@tryout/shared/bank-access';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';
import { queryKeys } from '../../api/query-keys';

/** GET /pengaturanBankSoal: whether lecturers may write the tryout bank (docs/decisions/0015). */
export async function fetchBankSettings(): Promise<BankSettings> {
  return (await request<BankSettings>('pengaturanBankSoal', { auth: 'staff' })).data;
}

export const useBankSettings = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.bankSettings, queryFn: fetchBankSettings, enabled });

/** PUT /pengaturanBankSoal (admins); the materi list's boleh_ubah follows it. */
export async function putBankSettings(body: BankSettings): Promise<BankSettings> {
  return (await request<BankSettings>('pengaturanBankSoal', { method: 'PUT', auth: 'staff', json: body }))
    .data;
}

export const usePutBankSettings = () =>
  useRefreshingMutation(putBankSettings, [queryKeys.bankSettings, queryKeys.materi]);
