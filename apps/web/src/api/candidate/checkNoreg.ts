import { useQuery } from '@tanstack/react-query';
import type { CheckNoregResult } from '@tryout/shared/exam';
import { PROFILE_KEY } from '../../lib/candidate/examStorage';
import { setExamToken, writeSession } from '../../lib/storage';
import { request } from '../client';
import { queryKeys } from '../query-keys';

/**
 * POST /checknoreg {no_reg, hash}: proves the login token belongs to the registration number and
 * returns the profile and the exam token, which is stored for every later exam call.
 */
export async function checkNoreg(no_reg: string, hash: string): Promise<CheckNoregResult> {
  const res = await request<CheckNoregResult>('checknoreg', { json: { no_reg, hash }, auth: 'none' });
  const { api_token, ...profile } = res.data;
  setExamToken(api_token);
  writeSession(PROFILE_KEY, profile);
  return res.data;
}

export const useCheckNoreg = (no_reg: string, hash: string | null) =>
  useQuery({
    queryKey: queryKeys.checkNoreg(no_reg, hash),
    queryFn: () => checkNoreg(no_reg, hash as string),
    enabled: !!hash,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
