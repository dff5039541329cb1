import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi } from '../../api/candidate/accounts';
import { candidateKeys } from '../../api/candidate/query-keys';

/** POST tes-users/tryout/verify?token&email (spec §7.1): status and message. */
export async function verifyAccount(token: string, email: string): Promise<string> {
  return (await accountsApi.verify({ query: { token, email } })).message;
}

/** A query (not a mutation) so the one-time link is posted once per page view. */
export const verifyQuery = (token: string, email: string) =>
  queryOptions({
    queryKey: candidateKeys.verify(token, email),
    queryFn: () => verifyAccount(token, email),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useVerify = (token: string, email: string, enabled: boolean) =>
  useQuery({ ...verifyQuery(token, email), enabled });
