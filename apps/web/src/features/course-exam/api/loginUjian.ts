import { useMutation } from '@tanstack/react-query';
import type { LoginUjianResult, loginUjianSchema } from '@tryout/shared/exam';
import type { z } from 'zod';
import { request } from '../../../api/client';

export type LoginUjianBody = z.output<typeof loginUjianSchema>;

/**
 * POST /loginujian: code, password and identity → a student token for this exam. The tab's
 * current exam token goes along: the server lets this same device log in again while its
 * attempt runs (another device is refused until the lecturer's 'Buka Sesi').
 */
export async function loginUjian(body: LoginUjianBody): Promise<LoginUjianResult> {
  return (await request<LoginUjianResult>('loginujian', { json: body, auth: 'candidate' })).data;
}

export const useLoginUjian = () => useMutation({ mutationFn: loginUjian });
