import { ACCOUNT_MSG } from '@tryout/shared/accounts';
import { staffAuthContract as api } from '@tryout/shared/api/staff-auth.contract';
import { ok } from '../../lib/reply';
import { accountAtAddress, credentialOutcome, failureLimit, limitedBy } from '../accounts/rate-limit';
import { requireStaff } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './staff-auth.service';

const bearer = { docs: { security: [{ bearer: [] }] } };

export const staffAuthRoutes: ModuleRoutes = (app, ctx) => {
  // wrong passwords per access code and address; successful logins never count (docs/decisions/0009)
  const limit = failureLimit(ctx, {
    name: 'loginDosen',
    keyOf: (req) => accountAtAddress(req, (req.body as { nidn?: unknown })?.nidn),
    outcomeOf: credentialOutcome,
  });
  serve(
    app,
    api.login,
    async (req) => ok(await service.staffLogin(ctx.db, req.body.nidn, req.body.password)),
    limitedBy(limit, { config: {} }),
  );

  serve(
    app,
    api.detail,
    async (req) => ok(await service.staffDetail(ctx.db, requireStaff(req).staffId)),
    bearer,
  );

  serve(
    app,
    api.logout,
    async (req) => {
      await service.staffLogout(ctx.db, requireStaff(req).tokenId);
      return ok(null, ACCOUNT_MSG.loggedOut);
    },
    bearer,
  );
};
