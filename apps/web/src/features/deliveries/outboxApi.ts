import type { outboxContract } from '@tryout/shared/api/outbox.contract';
import { outboxPaths } from '@tryout/shared/api/outbox.paths';
import { clientOf } from '../../api/contract-client';

/** The outbox routes (admins), typed by their contract (docs/decisions/0042). */
export const outboxApi = clientOf<typeof outboxContract>(outboxPaths);
