import { readProfile } from '../../lib/candidate/examStorage';
import {
  noteRefusedAfterEnd,
  noteSessionEnded,
  resetSessionEnded,
  sessionEnded,
} from '../../lib/candidate/sessionSwitch';
import { getCandidateToken } from '../../lib/storage';
import { ApiError, type RequestOptions, request } from '../client';
import { checkNoreg } from './checkNoreg';

let refreshing: Promise<boolean> | null = null;

/**
 * Gets a fresh exam token from /checknoreg with the login token. Needed because every checknoreg
 * (each overview load) revokes the previous exam token: a page opened while that call was under
 * way, or in another tab, would otherwise be stuck with a revoked token.
 */
function refreshExamToken(): Promise<boolean> {
  const hash = getCandidateToken();
  const nisn = readProfile()?.nisn;
  if (!hash || !nisn) return Promise.resolve(false);
  refreshing ??= checkNoreg(nisn, hash)
    .then(
      () => {
        resetSessionEnded();
        return true;
      },
      () => false,
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** A candidate call with the exam token; a 401 renews the token once and retries. */
export async function examRequest<T>(path: string, opts: Omit<RequestOptions, 'auth'> = {}) {
  try {
    return await request<T>(path, { ...opts, auth: 'candidate' });
  } catch (err) {
    // once the session is known to be ended elsewhere, a 401 asks for no new token again
    if (err instanceof ApiError && err.status === 401 && !sessionEnded()) {
      if (await refreshExamToken()) return request<T>(path, { ...opts, auth: 'candidate' });
      // no fresh token: the session was ended (a login on another device)
      noteSessionEnded();
    } else if (err instanceof ApiError && err.status === 401 && path === 'simpanJawaban')
      noteRefusedAfterEnd();
    throw err;
  }
}
