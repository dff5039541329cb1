import { irtContract as api } from '@tryout/shared/api/irt.contract';
import { IRT_MSG } from '@tryout/shared/irt';
import { ok } from '../../lib/reply';
import { requireCandidate, requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './irt.service';

export const irtRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.materi, async () => ok(await service.materiList(ctx.db)));
  serve(app, api.start, async (req) =>
    ok(await service.startCalibration(ctx.db, requireStaff(req).staffId, req.body), IRT_MSG.started),
  );
  serve(app, api.list, async (req) => ok(await service.listCalibrations(ctx.db, req.query.materi_id)));
  serve(app, api.detail, async (req) => ok(await service.calibrationDetail(ctx.db, req.params.id)));
  serve(app, api.candidateScores, async (req) =>
    ok(await service.candidateScores(ctx.db, requireCandidate(req).candidateId)),
  );
};
