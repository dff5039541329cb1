import { useMutation } from '@tanstack/react-query';
import { request } from '../../api/client';

export interface ResetPasswordValues {
  password: string;
  confirm_password: string;
  token: string;
  email: string;
}

/** POST tes-users/tryout/forgot-password/confirm (form-data; spec §7.1). */
export async function resetPassword(values: ResetPasswordValues): Promise<string> {
  return (
    await request<unknown>('tes-users/tryout/forgot-password/confirm', {
      api: 'admissions',
      form: { ...values },
    })
  ).message;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
