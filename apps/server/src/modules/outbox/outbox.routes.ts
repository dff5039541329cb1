import { outboxContract as api } from '@tryout/shared/api/outbox.contract';
import { OUTBOX_MSG } from '@tryout/shared/outbox';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './outbox.service';

/** Admin view of the outbox (design §6): deliveries, 'kirim ulang' of dead rows, counts. */
export const outboxRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.list, async (req) => {
    const q = req.query;
    return ok(
      await service.list(ctx.db, {
        status: q.status,
        kind: q.kind || undefined,
        page: q.page,
        limit: q.limit,
      }),
    );
  });

  serve(app, api.summary, async () => ok(await service.summary(ctx.db)));

  serve(app, api.retry, async (req) => {
    const staff = requireStaff(req);
    const row = await service.retry(ctx.db, req.params.id, { staffId: staff.staffId, nidn: staff.nidn });
    return ok(row, OUTBOX_MSG.requeued);
  });
};
