import { examsContract as api } from '@tryout/shared/api/exams.contract';
import { materiContract } from '@tryout/shared/api/materi.contract';
import { ARCHIVE_MSG } from '@tryout/shared/archive';
import { addMateriSchema, assignMateriSchema } from '@tryout/shared/staff/materi';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import { type ModuleRoutes, parseWith } from '../http';
import { requireAssignable } from '../materi/access.service';
import { createMateri } from '../materi/materi.service';
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

  // POST /addMateri is two routes in one path (spec §7.4): with id_ujian it assigns an exam's
  // materi, else it creates a materi. Registered here, by exams, which may reach materi (never the
  // other way round); its contract is the materi area's.
  serve(
    app,
    materiContract.add,
    async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const actor = requireStaff(req);
      if (body.id_ujian !== undefined && body.id_ujian !== '') {
        const input = parseWith(assignMateriSchema, body);
        await requireAssignable(ctx.db, actor, input.master_materi);
        return ok(
          await service.assignMateri(ctx.db, actor, input.id_ujian, input.master_materi),
          STAFF_MSG.materiAdded,
        );
      }
      const input = parseWith(addMateriSchema, body);
      return ok(await createMateri(ctx.db, actor, input), STAFF_MSG.materiAdded);
    },
    // the new materi, or the exam whose materi are assigned: the fields decide the schema
    { bodyCheckedInHandler: z.record(z.string(), z.unknown()).optional() },
  );
};
