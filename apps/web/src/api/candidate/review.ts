import type { reviewContract } from '@tryout/shared/api/review.contract';
import { reviewPaths } from '@tryout/shared/api/review.paths';
import { clientOf } from '../contract-client';
import { examRequest } from './examRequest';

/** The candidate's review (pembahasan) and whether it opens now (docs/decisions/0022). */
export const reviewApi = clientOf<typeof reviewContract>(reviewPaths, examRequest);
