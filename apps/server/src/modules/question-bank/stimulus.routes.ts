import { stimulusContract as api } from '@tryout/shared/api/stimulus.contract';
import { STIMULUS_MSG } from '@tryout/shared/stimulus';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './stimulus.service';

/** Shared passages (wacana) of a question group: shared/stimulus.ts describes the API. */
export const stimulusRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.ofGroup, async (req) =>
    ok(await service.listOfGroup(ctx.db, requireStaff(req), req.params.id)),
  );
  serve(app, api.add, async (req) =>
    ok(await service.create(ctx.db, requireStaff(req), req.body), STIMULUS_MSG.added),
  );
  serve(app, api.update, async (req) =>
    ok(await service.update(ctx.db, requireStaff(req), req.params.id, req.body), STIMULUS_MSG.updated),
  );
  serve(app, api.remove, async (req) => {
    await service.remove(ctx.db, requireStaff(req), req.params.id);
    return ok(null, STIMULUS_MSG.deleted);
  });
  serve(app, api.setQuestions, async (req) =>
    ok(await service.setQuestions(ctx.db, requireStaff(req), req.params.id, req.body), STIMULUS_MSG.attached),
  );
};
