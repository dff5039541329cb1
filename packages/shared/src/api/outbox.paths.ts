import { ADMIN, get, post } from './route';

/** The admin view of the outbox (design §6). Schemas: outbox.contract.ts. */
export const outboxPaths = {
  list: get('/outbox', ADMIN),
  summary: get('/outbox/summary', ADMIN),
  retry: post('/outbox/:id/retry', ADMIN),
} as const;
