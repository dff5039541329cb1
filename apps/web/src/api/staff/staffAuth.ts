import type { staffAuthContract } from '@tryout/shared/api/staff-auth.contract';
import { staffAuthPaths } from '@tryout/shared/api/staff-auth.paths';
import { clientOf } from '../contract-client';

/** The staff sign-in and session routes, typed by their contract (docs/decisions/0042). */
export const staffAuthApi = clientOf<typeof staffAuthContract>(staffAuthPaths);
