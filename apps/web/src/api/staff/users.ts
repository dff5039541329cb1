import type { usersContract } from '@tryout/shared/api/users.contract';
import { usersPaths } from '@tryout/shared/api/users.paths';
import { clientOf } from '../contract-client';

/** The staff accounts and the profile, typed by their contract (docs/decisions/0042). */
export const usersApi = clientOf<typeof usersContract>(usersPaths);
