import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Failure } from '@tryout/shared/envelope';
import { MSG } from '@tryout/shared/messages';

/**
 * A request Node's HTTP parser refuses before Fastify sees it (a NUL byte or another invalid
 * character in a header, a malformed request line, headers too large, a request that never
 * finished): answered with the envelope and an Indonesian message, as every other refusal,
 * instead of Node's and Fastify's English JSON. The connection is closed afterwards.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MSG.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', MSG.requestTimeout]
        : [400, 'Bad Request', MSG.invalidInput];
  const body = JSON.stringify({ code: status, message } satisfies Failure);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/**
 * The Node HTTP server options that bound how long a client may take to send a request
 * (docs/decisions/0010): the headers and the whole body within `timeoutMs` (a slow sender gets 408 and
 * is closed by answerClientError), checked every few seconds rather than Node's 30.
 */
export function requestTimeouts(timeoutMs: number) {
  return {
    requestTimeout: timeoutMs,
    http: {
      requestTimeout: timeoutMs,
      headersTimeout: Math.min(60_000, timeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, Math.floor(timeoutMs / 4))),
    },
  };
}

/**
 * A request whose client went away before its body arrived (closed the socket, or was closed
 * for taking too long): Node aborts the body stream with ECONNRESET 'aborted'. Not a server
 * fault (and not a database outage, which shares the code): worth a debug line only.
 */
export function isClientAbort(err: NodeJS.ErrnoException, raw: IncomingMessage): boolean {
  return err.code === 'ECONNRESET' && err.message === 'aborted' && (raw.destroyed || raw.socket?.destroyed);
}
