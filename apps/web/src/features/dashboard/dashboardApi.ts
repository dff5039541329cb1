import type { dashboardContract } from '@tryout/shared/api/dashboard.contract';
import { dashboardPaths } from '@tryout/shared/api/dashboard.paths';
import { clientOf } from '../../api/contract-client';

/** The dashboard's counters, typed by their contract (docs/decisions/0042). */
export const dashboardApi = clientOf<typeof dashboardContract>(dashboardPaths);
