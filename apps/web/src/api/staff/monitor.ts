import type { monitorContract } from '@tryout/shared/api/monitor.contract';
import { monitorPaths } from '@tryout/shared/api/monitor.paths';
import { clientOf } from '../contract-client';

/** The control room's routes, typed by their contract (docs/decisions/0042). */
export const monitorApi = clientOf<typeof monitorContract>(monitorPaths);
