import { rosterContract as api } from '@tryout/shared/api/roster.contract';
import { ROSTER_MAX_BYTES, ROSTER_MSG } from '@tryout/shared/roster';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { App, ModuleRoutes } from '../http';
import * as service from './roster.service';

/** A course's student list ('Daftar Mahasiswa', docs/decisions/0018): its lecturer and admins only. */
export const rosterRoutes: ModuleRoutes = async (app, ctx) => {
  serve(app, api.list, async (req) =>
    ok(await service.listRoster(ctx.db, requireStaff(req), req.params.id_matkul)),
  );
  serve(app, api.add, async (req) =>
    ok(await service.addStudent(ctx.db, requireStaff(req), req.params.id_matkul, req.body), ROSTER_MSG.added),
  );
  serve(app, api.remove, async (req) => {
    await service.removeStudent(ctx.db, requireStaff(req), req.params.id_matkul, req.params.id);
    return ok(null, ROSTER_MSG.removed);
  });
  serve(app, api.accommodation, async (req) =>
    ok(
      await service.setAccommodation(
        ctx.db,
        requireStaff(req),
        req.params.id_matkul,
        req.params.id,
        req.body.pengali,
      ),
      ROSTER_MSG.multiplierSaved,
    ),
  );
  serve(app, api.makeCodes, async (req) =>
    ok(
      await service.makePersonalCodes(ctx.db, requireStaff(req), req.params.id_matkul),
      ROSTER_MSG.codesMade,
    ),
  );
  serve(app, api.mailCodes, async (req) => {
    const r = await service.mailPersonalCodes(ctx.db, requireStaff(req), req.params.id_matkul);
    return ok(r, ROSTER_MSG.codesMailed(r.terkirim));
  });
  await app.register(async (scope) => {
    // only here: the file is the raw body
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: ROSTER_MAX_BYTES + 1024 },
      (_req, body, done) => done(null, body),
    );
    serve(
      scope as unknown as App,
      api.importFile,
      async (req) => {
        if (!Buffer.isBuffer(req.body)) throw badRequest(ROSTER_MSG.fileEmpty);
        return ok(
          await service.importRoster(ctx.db, requireStaff(req), req.params.id_matkul, req.body),
          ROSTER_MSG.imported,
        );
      },
      { bodyLimit: ROSTER_MAX_BYTES + 1024 },
    );
  });
};
