import { useQuery } from '@tanstack/react-query';
import type { AnswerOf, InputOf } from '@tryout/shared/api/contract';
import type { examSessionContract } from '@tryout/shared/api/exam-session.contract';
import { PROFILE_KEY } from '../../lib/candidate/examStorage';
import { setExamToken, writeSession } from '../../lib/storage';
import { request } from '../client';
import { candidateKeys } from './query-keys';

type CheckNoreg = typeof examSessionContract.checkNoreg;

/**
 * POST /checknoreg {no_reg, hash}: proves the login token belongs to the registration number and
 * returns the profile and the exam token, which is stored for every later exam call.
 */
export async function checkNoreg(no_reg: string, hash: string) {
  // no token and no renewal (this is the renewal); typed by its contract route (docs/decisions/0042)
  const body: InputOf<CheckNoreg>['body'] = { no_reg, hash };
  const res = (await request('/checknoreg' satisfies CheckNoreg['path'], {
    json: body,
    auth: 'none',
  })) as AnswerOf<CheckNoreg>;
  const { api_token, ...profile } = res.data;
  setExamToken(api_token);
  writeSession(PROFILE_KEY, profile);
  return res.data;
}

export const useCheckNoreg = (no_reg: string, hash: string | null) =>
  useQuery({
    queryKey: candidateKeys.checkNoreg(no_reg, hash),
    queryFn: () => checkNoreg(no_reg, hash as string),
    enabled: !!hash,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
