import type { AnswerOf, ContractRoute, InputOf } from '@tryout/shared/api/contract';
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

/** The autosave's path: its refusal after the session ended elsewhere is noted (sessionSwitch). */
const SAVE_PATH = '/simpanJawaban';

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
export async function examRequest(path: string, opts: Omit<RequestOptions, 'auth'> = {}) {
  try {
    return await request(path, { ...opts, auth: 'candidate' });
  } catch (err) {
    // once the session is known to be ended elsewhere, a 401 asks for no new token again
    if (err instanceof ApiError && err.status === 401 && !sessionEnded()) {
      if (await refreshExamToken()) return request(path, { ...opts, auth: 'candidate' });
      // no fresh token: the session was ended (a login on another device)
      noteSessionEnded();
    } else if (err instanceof ApiError && err.status === 401 && path === SAVE_PATH) noteRefusedAfterEnd();
    throw err;
  }
}

/** A JSON POST route of a contract (every call of an exam in progress is one). */
type PostRoute = ContractRoute & { readonly method: 'POST' };
export type BodyOf<R extends PostRoute> = InputOf<R> extends { body: infer B } ? B : undefined;

/**
 * A candidate's call typed by its contract route (docs/decisions/0042) without loading the
 * contract or its paths: the exam pages' JS budget has no room for the typed client's chunks. The
 * path must be the route's own (its literal type, checked by the compiler), the body the route's
 * body, and the answer is the route's response:
 * `takerCall<ExamSession['save']>('/simpanJawaban', body)`.
 */
export const takerCall = <R extends PostRoute>(path: R['path'], body: BodyOf<R>) =>
  examRequest(path, { method: 'POST', json: body }) as Promise<AnswerOf<R>>;
