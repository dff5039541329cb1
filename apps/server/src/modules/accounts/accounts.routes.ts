import { ACCOUNT_MSG } from '@tryout/shared/accounts';
import { accountsContract as api } from '@tryout/shared/api/accounts.contract';
import { ok } from '../../lib/reply';
import { bearerOf } from '../auth/auth.plugin';
import { serve } from '../contract-routes';
import type { ModuleRoutes } from '../http';
import * as service from './accounts.service';
import { accountAtAddress, accountRateLimit, credentialOutcome, failureLimit, limitedBy } from './rate-limit';

/** form-data or JSON alike: the fields are checked as a JSON body is */
const form = { formFields: true } as const;

export const accountsRoutes: ModuleRoutes = (app, ctx) => {
  const deps = { db: ctx.db, config: ctx.config };
  const byEmail = (name: string) =>
    accountRateLimit(app, ctx.config, name, (b) => (typeof b?.email === 'string' ? b.email : undefined));

  // requests per address and e-mail (each may send a mail), and the answers that tell an e-mail
  // or NISN exists (409) per address, like the login's failures (README: the trade-off)
  const registerLimit = [
    byEmail('register'),
    failureLimit(ctx, {
      name: 'register',
      keyOf: (req) => req.ip,
      outcomeOf: (status) => (status === 409 ? 'failure' : 'neutral'),
      shared: true,
    }),
  ];
  serve(
    app,
    api.register,
    async (req, reply) => {
      const { confirm_password: _c, ...input } = req.body;
      const data = await service.register(deps, input);
      reply.status(201);
      return ok(data, ACCOUNT_MSG.registerSuccessTitle, 201);
    },
    limitedBy(registerLimit, { config: {}, ...form }),
  );

  serve(app, api.verify, async (req) => {
    const verified = await service.verifyEmail(deps, req.query.token, req.query.email);
    return ok(
      { status: true as const },
      verified === 'already' ? ACCOUNT_MSG.verifyAgain : ACCOUNT_MSG.verifySuccess,
    );
  });

  // wrong passwords per account and address; successful logins never count (docs/decisions/0009)
  const loginLimit = failureLimit(ctx, {
    name: 'login',
    keyOf: (req) => accountAtAddress(req, (req.body as { email?: unknown })?.email),
    outcomeOf: credentialOutcome,
  });
  serve(
    app,
    api.login,
    async (req) => ok(await service.login(deps, req.body.email, req.body.password)),
    limitedBy(loginLimit, { config: {}, ...form }),
  );

  serve(
    app,
    api.forgotPassword,
    async (req) => {
      await service.forgotPassword(deps, req.body.email);
      return ok(null, ACCOUNT_MSG.forgotSuccess);
    },
    limitedBy(byEmail('forgot-password'), { config: {}, ...form }),
  );

  serve(
    app,
    api.resetPassword,
    async (req) => {
      await service.resetPassword(deps, req.body);
      return ok(null, ACCOUNT_MSG.resetSuccess);
    },
    form,
  );

  serve(app, api.logout, async (req) => {
    const revoked = await service.logout(deps, [bearerOf(req), req.body?.email_token]);
    return ok({ revoked }, ACCOUNT_MSG.loggedOut);
  });
};
