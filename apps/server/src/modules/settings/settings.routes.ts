import { settingsContract as api } from '@tryout/shared/api/settings.contract';
import { SETTINGS_MSG } from '@tryout/shared/results';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './settings.service';

export const settingsRoutes: ModuleRoutes = (app, ctx) => {
  serve(app, api.get, async () => ok(await service.getSettings(ctx.db)));
  serve(app, api.put, async (req) => {
    const p = requireStaff(req);
    return ok(
      await service.updateSettings(ctx.db, { staffId: p.staffId, nidn: p.nidn }, req.body),
      SETTINGS_MSG.saved,
    );
  });
  serve(app, api.programmes, async () => ok(await service.listProgrammes(ctx.db)));
  serve(app, api.putProgramme, async (req) => {
    const p = requireStaff(req);
    return ok(
      await service.updateProgramme(
        ctx.db,
        { staffId: p.staffId, nidn: p.nidn },
        req.params.kode_prodi,
        req.body.nilai_min_kelulusan,
        req.body.alasan,
      ),
      SETTINGS_MSG.saved,
    );
  });
  serve(app, api.thresholds, async (req) =>
    ok({ data: await service.thresholds(ctx.db, req.params.kode, req.params.kode2) }),
  );
};
