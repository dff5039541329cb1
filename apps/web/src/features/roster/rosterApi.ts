import type { rosterContract } from '@tryout/shared/api/roster.contract';
import { rosterPaths } from '@tryout/shared/api/roster.paths';
import { clientOf } from '../../api/contract-client';

/** A course's student list routes, typed by their contract (docs/decisions/0042). */
export const rosterApi = clientOf<typeof rosterContract>(rosterPaths);
