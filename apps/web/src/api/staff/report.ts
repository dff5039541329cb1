import type { reportContract } from '@tryout/shared/api/report.contract';
import { reportPaths } from '@tryout/shared/api/report.paths';
import { clientOf } from '../contract-client';

/** The applicants' report routes, typed by their contract (docs/decisions/0042). */
export const reportApi = clientOf<typeof reportContract>(reportPaths);
