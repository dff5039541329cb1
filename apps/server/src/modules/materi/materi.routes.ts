import { materiContract as api } from '@tryout/shared/api/materi.contract';
import { BANK_MSG, withArchived } from '@tryout/shared/bank-access';
import { idParam } from '@tryout/shared/staff/form-values';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import { bankSettings, setBankSettings } from './access.service';
import * as service from './materi.service';

export const materiRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.list, async (req) =>
    ok(await service.listMateri(ctx.db, requireStaff(req), withArchived(req.query))),
  );
  serve(app, api.detail, async (req) => ok(await service.getMateri(ctx.db, requireStaff(req), req.body.id)));

  serve(app, api.edit, async (req) =>
    ok(await service.editMateri(ctx.db, requireStaff(req), req.body), STAFF_MSG.updated),
  );
  serve(app, api.usage, async (req) =>
    ok(await service.materiUsage(ctx.db, requireStaff(req), req.params.id)),
  );
  serve(app, api.archive, async (req) =>
    ok(
      await service.archiveMateri(ctx.db, requireStaff(req), req.params.id, req.body.arsip),
      req.body.arsip ? BANK_MSG.materiArchived : BANK_MSG.restored,
    ),
  );
  serve(app, api.shares, async (req) =>
    ok(await service.getShares(ctx.db, requireStaff(req), req.params.id)),
  );
  serve(app, api.putShares, async (req) =>
    ok(await service.putShares(ctx.db, requireStaff(req), req.params.id, req.body), BANK_MSG.saved),
  );
  serve(app, api.bankSettings, async () => ok(await bankSettings(ctx.db)));
  serve(app, api.putBankSettings, async (req) => {
    const p = requireStaff(req);
    return ok(await setBankSettings(ctx.db, { staffId: p.staffId, nidn: p.nidn }, req.body), BANK_MSG.saved);
  });

  const remove = async (actor: ReturnType<typeof requireStaff>, id: unknown) => {
    const parsed = idParam.safeParse({ id });
    if (!parsed.success) throw badRequest(STAFF_MSG.materiDeleteError);
    await service.deleteMateri(ctx.db, actor, ctx.mediaDir, parsed.data.id);
    return ok(null, STAFF_MSG.removed);
  };
  serve(app, api.remove, async (req) => remove(requireStaff(req), req.params.id));
  serve(app, api.removeLegacy, async (req) =>
    remove(requireStaff(req), (req.body as { id?: unknown } | undefined)?.id ?? req.query.id),
  );
};
