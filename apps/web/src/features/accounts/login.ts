import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@tryout/shared/accounts';
import { request } from '../../api/client';

/** POST tes-users/tryout/login (form-data email, password; spec §7.1). */
export async function login(values: { email: string; password: string }): Promise<LoginResult> {
  return (await request<LoginResult>('tes-users/tryout/login', { api: 'admissions', form: values })).data;
}

export const useLogin = () => useMutation({ mutationFn: login });
