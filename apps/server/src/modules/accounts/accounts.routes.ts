import {
  ACCOUNT_MSG,
  forgotPasswordSchema,
  loginResultSchema,
  loginSchema,
  logoutResultSchema,
  registerResultSchema,
  registerSchema,
  resetPasswordSchema,
  verifyQuerySchema,
  verifyResultSchema,
} from '@tryout/shared/accounts';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { bearerOf } from '../auth/auth.plugin';
import { envelopeOf, type ModuleRoutes, PUBLIC, routeOf } from '../http';
import * as service from './accounts.service';
import { accountAtAddress, accountRateLimit, credentialOutcome, failureLimit, limitedBy } from './rate-limit';

const route = routeOf(['akun peserta']);

const logoutBody = z
  .object({ email_token: z.string().max(200).optional() })
  .optional()
  .nullable();

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
  app.post(
    '/tes-users/tryout/register',
    limitedBy(
      registerLimit,
      route(PUBLIC, 'Pendaftaran akun tryout (form-data atau JSON); mengirim email verifikasi', {
        body: registerSchema,
        response: { 201: envelopeOf(registerResultSchema) },
      }),
    ),
    async (req, reply) => {
      const { confirm_password: _c, ...input } = req.body;
      const data = await service.register(deps, input);
      return reply.status(201).send(ok(data, ACCOUNT_MSG.registerSuccessTitle, 201));
    },
  );

  app.post(
    '/tes-users/tryout/verify',
    route(
      PUBLIC,
      'Verifikasi akun dari tautan email (token dan email di query string); sekali pakai, dibuka lagi: akun sudah diverifikasi',
      {
        querystring: verifyQuerySchema,
        response: { 200: envelopeOf(verifyResultSchema) },
      },
    ),
    async (req) => {
      const verified = await service.verifyEmail(deps, req.query.token, req.query.email);
      return ok(
        { status: true as const },
        verified === 'already' ? ACCOUNT_MSG.verifyAgain : ACCOUNT_MSG.verifySuccess,
      );
    },
  );

  // wrong passwords per account and address; successful logins never count (docs/decisions/0009)
  const loginLimit = failureLimit(ctx, {
    name: 'login',
    keyOf: (req) => accountAtAddress(req, (req.body as { email?: unknown })?.email),
    outcomeOf: credentialOutcome,
  });
  app.post(
    '/tes-users/tryout/login',
    limitedBy(
      loginLimit,
      route(PUBLIC, 'Login peserta; email_token adalah token sesi baru (sesi sebelumnya dicabut)', {
        body: loginSchema,
        response: { 200: envelopeOf(loginResultSchema) },
      }),
    ),
    async (req) => ok(await service.login(deps, req.body.email, req.body.password)),
  );

  const forgotLimit = byEmail('forgot-password');
  app.post(
    '/tes-users/tryout/forgot-password',
    limitedBy(
      forgotLimit,
      route(PUBLIC, 'Kirim tautan reset password (jawaban sama apakah email terdaftar atau tidak)', {
        body: forgotPasswordSchema,
        response: { 200: envelopeOf(z.null()) },
      }),
    ),
    async (req) => {
      await service.forgotPassword(deps, req.body.email);
      return ok(null, ACCOUNT_MSG.forgotSuccess);
    },
  );

  app.post(
    '/tes-users/tryout/forgot-password/confirm',
    route(PUBLIC, 'Simpan password baru dari tautan reset (sekali pakai); semua sesi peserta dicabut', {
      body: resetPasswordSchema,
      response: { 200: envelopeOf(z.null()) },
    }),
    async (req) => {
      await service.resetPassword(deps, req.body);
      return ok(null, ACCOUNT_MSG.resetSuccess);
    },
  );

  app.post(
    '/tes-users/tryout/logout',
    route(
      PUBLIC,
      'Logout peserta: mencabut token ujian (bearer) dan/atau token sesi (bearer atau email_token di body)',
      { body: logoutBody, response: { 200: envelopeOf(logoutResultSchema) } },
    ),
    async (req) => {
      const revoked = await service.logout(deps, [bearerOf(req), req.body?.email_token]);
      return ok({ revoked }, ACCOUNT_MSG.loggedOut);
    },
  );
};
