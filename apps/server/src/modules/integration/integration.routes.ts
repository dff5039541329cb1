import { accountsContract } from '@tryout/shared/api/accounts.contract';
import { integrationContract as api } from '@tryout/shared/api/integration.contract';
import { ok } from '../../lib/reply';
import { requireCandidate } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './integration.service';

/**
 * The campus (admissions / academic) system's calls into us (spec §7.1), protected by the
 * integration key, and the candidate's two calls that enqueue messages for delivery.
 */
export const integrationRoutes: ModuleRoutes = (app, ctx) => {
  const { max, windowMs } = ctx.config.rateLimit;

  serve(
    app,
    api.login,
    async (req) => {
      const header = req.headers['x-integration-key'];
      const key = (Array.isArray(header) ? header[0] : header) || req.body?.key;
      return ok(
        await service.loginWithKey(ctx.db, ctx.config.integrationKey, key),
        service.INTEGRATION_MSG.loggedIn,
      );
    },
    { config: { rateLimit: { max, timeWindow: windowMs } } },
  );

  serve(app, api.hasilTest, async (req) => {
    const b = req.body;
    return ok(await service.hasilTest(ctx.db, (b.noreg || b.NOREG || b.no_reg || b.nisn) as string));
  });

  serve(app, api.progditerima, async (req) =>
    ok(await service.updateProgditerima(ctx.db, req.body), service.INTEGRATION_MSG.progditerimaSaved),
  );

  serve(
    app,
    accountsContract.passTryout,
    async (req) => {
      const me = requireCandidate(req);
      const data = await service.passTryout(ctx.db, ctx.config.publicUrl, me.candidateId, req.body);
      return ok(data, service.INTEGRATION_MSG.whatsappQueued);
    },
    // form-data or JSON alike: the fields are checked as a JSON body is
    { formFields: true },
  );

  serve(app, accountsContract.updateResult, async (req) => {
    const me = requireCandidate(req);
    return ok(
      await service.updateResult(ctx.db, me.candidateId, req.body),
      service.INTEGRATION_MSG.resultQueued,
    );
  });
};
