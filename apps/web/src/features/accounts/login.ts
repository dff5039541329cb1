import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../api/candidate/accounts';

/** POST tes-users/tryout/login (form-data email, password; spec §7.1). */
export async function login(values: { email: string; password: string }) {
  return (await accountsApi.login({ body: values })).data;
}

export const useLogin = () => useMutation({ mutationFn: login });
