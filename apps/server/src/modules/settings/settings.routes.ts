import {
  passSettingsSchema,
  programmeRowSchema,
  programmeSchema,
  programmeThresholdsSchema,
  SETTINGS_MSG,
  settingsSchema,
} from '@tryout/shared/results';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireStaff } from '../auth/auth.plugin';
import { ADMIN, type ModuleRoutes, okResponse, PUBLIC, routeOf, STAFF } from '../http';
import * as service from './settings.service';

const route = routeOf(['pengaturan kelulusan']);
const kode = z.string().trim().min(1).max(20);
const passSettings = okResponse(passSettingsSchema);

export const settingsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/settings',
    route(STAFF, 'KKM dan jumlah percobaan per materi', { response: passSettings }),
    async () => ok(await service.getSettings(ctx.db)),
  );
  app.put(
    '/settings',
    route(ADMIN, 'Ubah KKM / jumlah percobaan; alasan wajib (dicatat di audit log)', {
      body: settingsSchema,
      response: passSettings,
    }),
    async (req) => {
      const p = requireStaff(req);
      return ok(
        await service.updateSettings(ctx.db, { staffId: p.staffId, nidn: p.nidn }, req.body),
        SETTINGS_MSG.saved,
      );
    },
  );
  app.get(
    '/programmes',
    route(STAFF, 'Daftar prodi dan nilai minimal kelulusan', {
      response: okResponse(z.array(programmeRowSchema)),
    }),
    async () => ok(await service.listProgrammes(ctx.db)),
  );
  app.put(
    '/programmes/:kode_prodi',
    route(
      ADMIN,
      'Ubah nilai minimal kelulusan prodi; alasan wajib (berlaku untuk evaluasi berikutnya; dicatat di audit log)',
      {
        params: z.object({ kode_prodi: kode }),
        body: programmeSchema,
        response: okResponse(programmeRowSchema),
      },
    ),
    async (req) => {
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
    },
  );
  app.get(
    '/prodi-without-token/kode-prodi/:kode/kode-prodi2/:kode2',
    route(PUBLIC, 'Nilai minimal kelulusan prodi pilihan 1 dan 2 (data.data)', {
      params: z.object({ kode, kode2: kode }),
      response: okResponse(programmeThresholdsSchema),
    }),
    async (req) => ok({ data: await service.thresholds(ctx.db, req.params.kode, req.params.kode2) }),
  );
};
