import { useMutation } from '@tanstack/react-query';
import { request } from '../../api/client';

/** POST tes-users/tryout/forgot-password (form-data email; spec §7.1). */
export async function forgotPassword(values: { email: string }): Promise<string> {
  return (await request<unknown>('tes-users/tryout/forgot-password', { api: 'admissions', form: values }))
    .message;
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
