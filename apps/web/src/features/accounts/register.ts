import { useMutation } from '@tanstack/react-query';
import type { registerSchema } from '@tryout/shared/accounts';
import type { z } from 'zod';
import { accountsApi } from '../../api/candidate/accounts';

export type RegisterValues = z.output<typeof registerSchema>;

/** POST tes-users/tryout/register (form-data, spec §7.1). */
export async function register(values: RegisterValues): Promise<string> {
  return (await accountsApi.register({ body: values })).message;
}

export const useRegister = () => useMutation({ mutationFn: register });
