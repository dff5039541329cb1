import { useMutation } from '@tanstack/react-query';
import type { CandidateProfile } from '@tryout/shared/accounts';
import { accountsExamApi } from '../../../api/candidate/accounts';

/** POST tes-users/tryout/pass-tryout (form-data nisn, full_name, phone, email; exam token). */
export async function passTryout(p: Pick<CandidateProfile, 'nisn' | 'full_name' | 'phone' | 'email'>) {
  return accountsExamApi.passTryout({
    body: { nisn: p.nisn, full_name: p.full_name, phone: p.phone, email: p.email },
  });
}

export const usePassTryout = () => useMutation({ mutationFn: passTryout });
