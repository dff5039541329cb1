import { useMutation } from '@tanstack/react-query';
import type { examDayContract } from '@tryout/shared/api/exam-day.contract';
import { examDayPaths } from '@tryout/shared/api/exam-day.paths';
import type { LoginUjianResult, loginUjianSchema } from '@tryout/shared/exam';
import type { z } from 'zod';
import { request } from '../../../api/client';
import { clientOf } from '../../../api/contract-client';

export type LoginUjianBody = z.output<typeof loginUjianSchema>;

/** The course exam's login (a public route) carries the tab's exam token, if any (see loginUjian). */
const loginApi = clientOf<typeof examDayContract>(examDayPaths, (path, opts) =>
  request(path, { ...opts, auth: 'candidate' }),
);

/**
 * POST /loginujian: code, password and identity → a student token for this exam. The tab's
 * current exam token goes along: the server lets this same device log in again while its
 * attempt runs (another device is refused until the lecturer's 'Buka Sesi').
 */
export async function loginUjian(body: LoginUjianBody): Promise<LoginUjianResult> {
  return (await loginApi.courseLogin({ body })).data;
}

export const useLoginUjian = () => useMutation({ mutationFn: loginUjian });
