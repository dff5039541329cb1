import { examsContract as api } from '@tryout/shared/api/exams.contract';
import { ARCHIVE_MSG } from '@tryout/shared/archive';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './exams.service';

export const examsRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.list, async (req) => ok(await service.listUjian(ctx.db, requireStaff(req), req.query)));
  serve(app, api.detail, async (req) => ok(await service.getUjian(ctx.db, requireStaff(req), req.params.id)));
  serve(app, api.add, async (req) =>
    ok(await service.createUjian(ctx.db, requireStaff(req), req.body), STAFF_MSG.examAdded),
  );
  serve(app, api.update, async (req) =>
    ok(await service.updateUjian(ctx.db, requireStaff(req), req.params.id, req.body), STAFF_MSG.examUpdated),
  );
  serve(app, api.archive, async (req) =>
    ok(
      await service.archiveUjian(ctx.db, requireStaff(req), req.params.id, req.body.arsip),
      req.body.arsip ? ARCHIVE_MSG.examArchived : ARCHIVE_MSG.restored,
    ),
  );
  serve(app, api.remove, async (req) => {
    await service.deleteUjian(ctx.db, requireStaff(req), req.params.id);
    return ok(null, STAFF_MSG.deleted);
  });
};
