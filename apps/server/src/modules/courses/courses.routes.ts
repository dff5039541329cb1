import { coursesContract as api } from '@tryout/shared/api/courses.contract';
import { ARCHIVE_MSG, withArchived } from '@tryout/shared/archive';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './courses.service';

export const coursesRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.list, async (req) =>
    ok(await service.listCourses(ctx.db, undefined, withArchived(req.query))),
  );
  serve(app, api.mine, async (req) =>
    ok(await service.listCourses(ctx.db, requireStaff(req).staffId, withArchived(req.query))),
  );
  serve(app, api.count, async () => ok({ jumlah_matkul: await service.countCourses(ctx.db) }));
  serve(app, api.add, async (req) =>
    ok(await service.createCourse(ctx.db, requireStaff(req), req.body), STAFF_MSG.added),
  );
  serve(app, api.edit, async (req) =>
    ok(await service.updateCourse(ctx.db, requireStaff(req), req.params.id, req.body), STAFF_MSG.updated),
  );
  serve(app, api.archive, async (req) =>
    ok(
      await service.archiveCourse(ctx.db, requireStaff(req), req.params.id, req.body.arsip),
      req.body.arsip ? ARCHIVE_MSG.courseArchived : ARCHIVE_MSG.restored,
    ),
  );
  serve(app, api.remove, async (req) => {
    await service.deleteCourse(ctx.db, requireStaff(req), req.params.id);
    return ok(null, STAFF_MSG.removed);
  });
};
