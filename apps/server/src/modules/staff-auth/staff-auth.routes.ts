import {
  ACCOUNT_MSG,
  staffDetailSchema,
  staffLoginResultSchema,
  staffLoginSchema,
} from '@tryout/shared/accounts';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { accountAtAddress, credentialOutcome, failureLimit, limitedBy } from '../accounts/rate-limit';
import { requireStaff } from '../auth/auth.plugin';
import { envelopeOf, type ModuleRoutes, PUBLIC, routeOf, STAFF } from '../http';
import * as service from './staff-auth.service';

const route = routeOf(['akun staf']);

export const staffAuthRoutes: ModuleRoutes = (app, ctx) => {
  // wrong passwords per access code and address; successful logins never count (docs/decisions/0009)
  const limit = failureLimit(ctx, {
    name: 'loginDosen',
    keyOf: (req) => accountAtAddress(req, (req.body as { nidn?: unknown })?.nidn),
    outcomeOf: credentialOutcome,
  });
  app.post(
    '/loginDosen',
    limitedBy(
      limit,
      route(PUBLIC, 'Login dosen/admin dengan kode akses (nidn) dan password', {
        body: staffLoginSchema,
        response: { 200: envelopeOf(staffLoginResultSchema) },
      }),
    ),
    async (req) => ok(await service.staffLogin(ctx.db, req.body.nidn, req.body.password)),
  );

  app.get(
    '/dosenDetail',
    route(STAFF, 'Profil staf pemilik token (pemeriksaan sesi)', {
      security: [{ bearer: [] }],
      response: { 200: envelopeOf(staffDetailSchema) },
    }),
    async (req) => ok(await service.staffDetail(ctx.db, requireStaff(req).staffId)),
  );

  app.post(
    '/logoutDosen',
    route(STAFF, 'Logout staf: token dicabut di server', {
      security: [{ bearer: [] }],
      response: { 200: envelopeOf(z.null()) },
    }),
    async (req) => {
      await service.staffLogout(ctx.db, requireStaff(req).tokenId);
      return ok(null, ACCOUNT_MSG.loggedOut);
    },
  );
};
