import type { accountsContract } from '@tryout/shared/api/accounts.contract';
import { accountsPaths } from '@tryout/shared/api/accounts.paths';
import { clientOf } from '../contract-client';
import { examRequest } from './examRequest';

/** The candidate's account routes of the admissions API, typed by their contract (docs/decisions/0042). */
export const accountsApi = clientOf<typeof accountsContract>(accountsPaths);

/** The same routes sent with the exam token and its renewal (pass-tryout, update-result). */
export const accountsExamApi = clientOf<typeof accountsContract>(accountsPaths, examRequest);
