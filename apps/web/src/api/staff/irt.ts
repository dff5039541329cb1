import type { irtContract } from '@tryout/shared/api/irt.contract';
import { irtPaths } from '@tryout/shared/api/irt.paths';
import { clientOf } from '../contract-client';

/** The IRT calibrations, typed by their contract (docs/decisions/0042). */
export const irtApi = clientOf<typeof irtContract>(irtPaths);
