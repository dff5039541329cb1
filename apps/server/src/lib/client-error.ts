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
