import type { materiContract } from '@tryout/shared/api/materi.contract';
import { materiPaths } from '@tryout/shared/api/materi.paths';
import { clientOf } from '../contract-client';

/** The materi routes, typed by their contract (docs/decisions/0042). */
export const materiApi = clientOf<typeof materiContract>(materiPaths);
