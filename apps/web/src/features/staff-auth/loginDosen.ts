import { useMutation } from '@tanstack/react-query';
import type { StaffLoginInput } from '@tryout/shared/accounts';
import { staffAuthApi } from '../../api/staff/staffAuth';

/** POST /loginDosen (body nidn, password; spec §7.4) → api_token and role. */
export async function loginDosen(values: StaffLoginInput) {
  return (await staffAuthApi.login({ body: values })).data;
}

export const useLoginDosen = () => useMutation({ mutationFn: loginDosen });
