import {
  ACCOUNT_MSG,
  staffDetailSchema,
  staffLoginResultSchema,
  staffLoginSchema,
} from '@tryout/shared/accounts';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { accountRateLimit } from '../accounts/rate-limit';
import { requireStaff } from '../auth/auth.plugin';
import { envelopeOf, type ModuleRoutes } from '../http';
import * as service from './staff-auth.service';

const tags = ['akun staf'];
export const staffAuthRoutes: ModuleRoutes = (app, ctx) => {
  const limit = accountRateLimit(app, ctx.config, 'loginDosen', (b) =>
    typeof b?.nidn === 'string' ? b.nidn : undefined,
  );
  app.post(
    '/loginDosen',
    {
      config: { access: ['public'], rateLimit: limit.rateLimit },
      preHandler: limit.preHandler,
      schema: {
        tags,
        summary: 'Login dosen/admin dengan kode akses (nidn) dan password',
        body: staffLoginSchema,
        response: { 200: envelopeOf(staffLoginResultSchema) },
      },
    },
    async (req) => ok(await service.staffLogin(ctx.db, req.body.nidn, req.body.password)),
  );

  app.get(
    '/dosenDetail',
    {
      config: { access: ['staff'] },
      schema: {
        tags,
        summary: 'Profil staf pemilik token (pemeriksaan sesi)',
        security: [{ bearer: [] }],
        response: { 200: envelopeOf(staffDetailSchema) },
      },
    },
    async (req) => ok(await service.staffDetail(ctx.db, requireStaff(req).staffId)),
  );

  app.post(
    '/logoutDosen',
    {
      config: { access: ['staff'] },
      schema: {
        tags,
        summary: 'Logout staf: token dicabut di server',
        security: [{ bearer: [] }],
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req) => {
      await service.staffLogout(ctx.db, requireStaff(req).tokenId);
      return ok(null, ACCOUNT_MSG.loggedOut);
    },
  );
};
