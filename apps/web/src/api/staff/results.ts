import type { resultsContract } from '@tryout/shared/api/results.contract';
import { resultsPaths } from '@tryout/shared/api/results.paths';
import { clientOf } from '../contract-client';

/** The staff results routes, typed by their contract (docs/decisions/0042). */
export const resultsApi = clientOf<typeof resultsContract>(resultsPaths);
