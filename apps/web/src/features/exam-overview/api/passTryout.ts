import { useMutation } from '@tanstack/react-query';
import type { CandidateProfile } from '@tryout/shared/accounts';
import { examRequest } from '../../../api/candidate/examRequest';

/** POST tes-users/tryout/pass-tryout (form-data nisn, full_name, phone, email; exam token). */
export async function passTryout(p: Pick<CandidateProfile, 'nisn' | 'full_name' | 'phone' | 'email'>) {
  return examRequest<unknown>('tes-users/tryout/pass-tryout', {
    api: 'admissions',
    form: { nisn: p.nisn, full_name: p.full_name, phone: p.phone, email: p.email },
  });
}

export const usePassTryout = () => useMutation({ mutationFn: passTryout });
