import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** One open text/event-stream answer. */
export interface EventStream {
  /** one `event:` frame with its data as JSON (nothing once the stream has ended) */
  send(event: string, data: unknown): void;
  /** a last event, then the end of the stream */
  end(event: string, data: unknown): void;
  /** a comment line: keeps proxies from closing an idle connection */
  ping(): void;
  /** `fn` runs once when the stream ends (the client left, or the server closes) */
  onClose(fn: () => void): void;
}

/**
 * The event streams of one area's routes: `open` takes over a reply and answers
 * text/event-stream (no buffering by nginx, `retry` for the browser's reconnect); every stream
 * still open is ended before the server closes, so a graceful stop does not wait for them.
 */
export function eventStreams(app: FastifyInstance, retryMs = 2000) {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const s of open) s.end();
    open.clear();
  });
  return {
    open(reply: FastifyReply): EventStream {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${retryMs}\n\n`);
      open.add(res);
      res.on('close', () => open.delete(res));
      return {
        send: (event, data) => {
          if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        end: (event, data) => {
          if (!res.writableEnded) res.end(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        ping: () => {
          if (!res.writableEnded) res.write(':\n\n');
        },
        onClose: (fn) => res.on('close', fn),
      };
    },
  };
}
