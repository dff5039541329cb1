import type { examsContract } from '@tryout/shared/api/exams.contract';
import { examsPaths } from '@tryout/shared/api/exams.paths';
import { clientOf } from '../contract-client';

/** The staff's exam routes, typed by their contract (docs/decisions/0042). */
export const examsApi = clientOf<typeof examsContract>(examsPaths);
