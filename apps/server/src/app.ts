import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, BASE_PATH, MAX_UPLOAD_BYTES, MEDIA_PREFIX } from '@tryout/shared/constants';
import { tooManyAttempts } from '@tryout/shared/messages';
import '@tryout/shared/zod';
import Fastify, { LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { waitMinutes } from './domain/failure-delay';
import { EventBus } from './events/bus';
import { Caches } from './lib/caches';
import { answerClientError, requestTimeouts } from './lib/client-error';
import { errorEnvelope, frameworkErrors, notFoundEnvelope } from './lib/error-envelope';
import { AppError } from './lib/errors';
import { createLimitStore } from './lib/redis';
import { createTurns } from './lib/turns';
import { modules } from './modules';
import { authPlugin } from './modules/auth/auth.plugin';
import type { App, AppContext } from './modules/http';
import { createMetrics, watchLimitStore } from './modules/metrics/metrics';
import { metricsPlugin } from './modules/metrics/metrics.routes';
import { creditBeforeServing, noteUnavailable } from './modules/outage/outage.service';

export async function buildApp(ctx: AppContext): Promise<App> {
  const { config } = ctx;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !config.requestLog }),
    // a hop count is a function for fastify's types (proxy-addr: trust the first n hops)
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_addr: string, i: number) =>
              i < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    // a slow sender (headers or body) is answered 408 and closed: sockets are not held for ever
    ...requestTimeouts(config.requestTimeoutMs),
    routerOptions: { ignoreTrailingSlash: true },
    // a request Node's parser refuses (a NUL byte in a header, a malformed request line): the envelope too
    clientErrorHandler: answerClientError,
    // a malformed URL or an over-long path parameter: the envelope, not fastify's English text
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // first hook: under load, request work takes fair turns with accepting new connections
  const turns = createTurns(config.turnBudgetMs);
  app.addHook('onRequest', (_req, _reply, done) => turns.admit(done));
  // the exam day's events: one bus per process (main.ts gives the one its jobs share)
  const bus =
    ctx.bus ?? new EventBus(ctx.db, ctx.dialect, ctx.dialect === 'postgres' ? config.databaseUrl : undefined);
  await bus.start(app.log);
  app.addHook('onClose', () => bus.close());
  // the app's caches and counters (lib/caches.ts): main.ts gives the ones its jobs share
  const caches = ctx.caches ?? new Caches();
  // after a database outage: its credit before the first request is handled (docs/decisions/0011)
  const withBus = { ...ctx, bus, caches };
  app.addHook('onRequest', () => creditBeforeServing(withBus));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // what went wrong, always as the failure envelope (lib/error-envelope.ts); a database fault is
  // noted for the outage credit and the monitor's mass-silence alert
  app.setErrorHandler(
    errorEnvelope(
      () => noteUnavailable(caches),
      (req) => app.confirmToken(req),
    ),
  );
  app.setNotFoundHandler(notFoundEnvelope(config.webDist));

  // Security headers: helmet's middleware is built once here (the Fastify wrapper rebuilt it, CSP
  // parsing included, on every request) and applied to every response. HSTS and the CSP's
  // upgrade-insecure-requests only when the site is served over https (the public URL is https,
  // or this request came over TLS, directly or through a trusted proxy's X-Forwarded-Proto): on an
  // http-only intranet install they would make browsers refuse the site or its assets.
  const helmetFor = (https: boolean) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameSrc: ["'self'", 'blob:'],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https,
      crossOriginEmbedderPolicy: false,
    });
  const overHttps = helmetFor(true);
  const overHttp = helmetFor(false);
  const publicHttps = new URL(config.publicUrl).protocol === 'https:';
  app.addHook('onRequest', (req, reply, done) =>
    (publicHttps || req.protocol === 'https' ? overHttps : overHttp)(req.raw, reply.raw, (err?: unknown) =>
      done(err as Error | undefined),
    ),
  );
  // the campus systems post ordinary forms (application/x-www-form-urlencoded) as well as JSON and multipart
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 6, fields: 40, fieldSize: 1_000_000, parts: 60 },
  });
  const limits = ctx.limits ?? createLimitStore(config, app.log);
  if (!ctx.limits) app.addHook('onClose', () => limits.close());

  await app.register(rateLimit, {
    store: limits.rateLimitStore,
    global: false,
    allowList: config.rateLimit.allow,
    errorResponseBuilder: (_req, c) => new AppError(429, tooManyAttempts(waitMinutes(c.ttl))),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tryout API',
        description: 'API ujian tryout online. Semua jalur berada di bawah /tryout/api.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
  await app.register(authPlugin, { db: ctx.db, apiPrefix: API_PREFIX, caches });
  const metrics = ctx.metrics ?? createMetrics({ db: ctx.db });
  watchLimitStore(metrics, limits.status);
  await app.register(metricsPlugin, { config, metrics });

  await app.register(
    async (api) => {
      for (const register of modules) await register(api as App, { ...ctx, limits, bus, caches });
    },
    { prefix: API_PREFIX },
  );

  fs.mkdirSync(path.join(ctx.mediaDir, 'soalPg'), { recursive: true });
  fs.mkdirSync(path.join(ctx.mediaDir, 'jawabanPg'), { recursive: true });
  // a link in the media folder (a restored archive, a hand-made one) never leads out of it: the
  // file's real path, links resolved, must lie inside the folder's real path (checked per request)
  const mediaRoot = fs.realpathSync(ctx.mediaDir);
  await app.register(fastifyStatic, {
    root: ctx.mediaDir,
    prefix: `${MEDIA_PREFIX}/`,
    // (reply.sendFile of the web app's index.html goes through this plugin too: only the media root is checked)
    allowedPath: (pathName, root) =>
      root !== ctx.mediaDir || isInside(mediaRoot, path.join(mediaRoot, pathName)),
    decorateReply: true,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1d',
    immutable: true,
  });
  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: `${BASE_PATH}/`,
      wildcard: false,
      index: false,
      decorateReply: false,
      // the build writes <file>.br and <file>.gz (apps/web/precompress.ts): sent as they are,
      // chosen by Accept-Encoding, so no request pays for compression
      preCompressed: true,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  return app as App;
}

/** `file`, its links resolved, lies inside `root` (a real path); a missing file does not. */
function isInside(root: string, file: string): boolean {
  try {
    const real = fs.realpathSync(file);
    return real === root || real.startsWith(root + path.sep);
  } catch {
    return false;
  }
}
