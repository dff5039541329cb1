import type { examDayContract } from '@tryout/shared/api/exam-day.contract';
import { examDayPaths } from '@tryout/shared/api/exam-day.paths';
import { request } from '../client';
import { clientOf } from '../contract-client';
import { examRequest } from './examRequest';

/**
 * The exam day's other routes: the candidate's routes with the exam token's renewal, the public
 * ones (the course exam's page) as they are.
 */
export const examDayApi = clientOf<typeof examDayContract>(examDayPaths, (path, opts) =>
  opts.auth === 'candidate' ? examRequest(path, opts) : request(path, opts),
);
