import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX, BASE_PATH, MEDIA_PREFIX } from '@tryout/shared/constants';
import type { Failure } from '@tryout/shared/envelope';
import { MSG } from '@tryout/shared/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isClientAbort } from './client-error';
import { toFailure } from './failure';

/**
 * How the app answers what went wrong, always as the failure envelope `{code, message}` (lib/failure.ts
 * decides the status and the Indonesian text): a thrown error, a request Fastify's router refuses, a
 * path nobody serves. app.ts installs them.
 */

/** Fastify's `frameworkErrors`: a malformed URL or an over-long path parameter, not fastify's English text. */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  reply.status(status).send({ code: status, message: MSG.invalidInput } satisfies Failure);
}

/**
 * The error handler: every error as its envelope (5xx logged, without details). `onDatabaseDown`
 * hears of each request refused for a database fault (the monitor's mass-silence alert, the outage
 * credit before the next request). `confirmCaller` reads the token of a request whose caller was
 * taken from memory (docs/decisions/0044) before it is refused for anything else: a token no longer
 * live gets its 401 first, as if it had been read before the body.
 */
export function errorEnvelope(
  onDatabaseDown: () => void,
  confirmCaller: (req: FastifyRequest) => Promise<void>,
) {
  return async (thrown: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (isClientAbort(thrown, req.raw)) {
      req.log.debug({ err: thrown }, 'client aborted the request');
      return reply.status(400).send({ code: 400, message: MSG.invalidInput } satisfies Failure);
    }
    let err = thrown;
    if (req.tokenUnconfirmed && toFailure(err).status < 500) {
      err = await confirmCaller(req).then(
        () => thrown,
        (refused: FastifyError) => refused,
      );
    }
    const { status, body, dbDown } = toFailure(err);
    if (dbDown) onDatabaseDown();
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.status(status).send(body);
  };
}

/**
 * The not-found handler: a page of the web app (GET under BASE_PATH, not the API nor media) gets
 * its index.html from `webDist` when built; `/` goes to the app; anything else is the 404 envelope.
 */
export function notFoundEnvelope(webDist: string) {
  return (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0];
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (url === BASE_PATH || url.startsWith(`${BASE_PATH}/`)) &&
      !url.startsWith(`${API_PREFIX}/`) &&
      !url.startsWith(`${MEDIA_PREFIX}/`);
    if (isPage && fs.existsSync(path.join(webDist, 'index.html'))) {
      // revalidated on every visit: it names the current hashed assets. (sendFile would otherwise
      // apply the media plugin's one-day immutable caching.) The .br/.gz siblings are not used
      // here: the page is half a kilobyte.
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', webDist, { cacheControl: false });
    }
    if (url === '/' && req.method === 'GET') return reply.redirect(`${BASE_PATH}/`);
    return reply.status(404).send({ code: 404, message: MSG.routeNotFound } satisfies Failure);
  };
}
