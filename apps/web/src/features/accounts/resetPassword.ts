import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../api/candidate/accounts';

export interface ResetPasswordValues {
  password: string;
  confirm_password: string;
  token: string;
  email: string;
}

/** POST tes-users/tryout/forgot-password/confirm (form-data; spec §7.1). */
export async function resetPassword(values: ResetPasswordValues): Promise<string> {
  return (await accountsApi.resetPassword({ body: values })).message;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
