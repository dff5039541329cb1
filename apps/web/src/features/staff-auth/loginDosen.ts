import { useMutation } from '@tanstack/react-query';
import type { StaffLoginInput, StaffLoginResult } from '@tryout/shared/accounts';
import { request } from '../../api/client';

/** POST /loginDosen (body nidn, password; spec §7.4) → api_token and role. */
export async function loginDosen(values: StaffLoginInput): Promise<StaffLoginResult> {
  return (await request<StaffLoginResult>('loginDosen', { api: 'exam', json: values })).data;
}

export const useLoginDosen = () => useMutation({ mutationFn: loginDosen });
