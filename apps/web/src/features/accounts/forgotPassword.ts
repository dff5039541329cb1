import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../api/candidate/accounts';

/** POST tes-users/tryout/forgot-password (form-data email; spec §7.1). */
export async function forgotPassword(values: { email: string }): Promise<string> {
  return (await accountsApi.forgotPassword({ body: values })).message;
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
