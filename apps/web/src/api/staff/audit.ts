import type { auditContract } from '@tryout/shared/api/audit.contract';
import { auditPaths } from '@tryout/shared/api/audit.paths';
import { clientOf } from '../contract-client';

/** The audit log's routes, typed by their contract (docs/decisions/0042). */
export const auditApi = clientOf<typeof auditContract>(auditPaths);
