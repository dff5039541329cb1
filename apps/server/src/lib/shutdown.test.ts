import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from './shutdown';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A real server with a slow route and an event stream; `endStreams` registers the preClose hook.
 * `slowEntered` resolves when a request reached the slow route's handler (it is then in flight).
 */
async function server(endStreams: boolean) {
  const app = Fastify();
  let entered!: () => void;
  const slowEntered = new Promise<void>((r) => {
    entered = r;
  });
  const streams = new Set<http.ServerResponse>();
  if (endStreams)
    app.addHook('preClose', async () => {
      for (const s of streams) s.end();
    });
  app.get('/slow', async () => {
    entered();
    await sleep(400);
    return { selesai: true };
  });
  app.get('/events', (_req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write('data: mulai\n\n');
    streams.add(reply.raw);
    reply.raw.on('close', () => streams.delete(reply.raw));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, slowEntered };
}

const get = (url: string, onOpen?: () => void) =>
  new Promise<{ status: number; body: string } | Error>((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        onOpen?.();
        let body = '';
        res.on('data', (d) => {
          body += String(d);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', (e) => resolve(e));
      })
      .on('error', (e) => resolve(e));
  });

/** Opens the event stream; resolves once its head arrived, with the promise of its end. */
async function openStream(base: string): Promise<{ ended: ReturnType<typeof get> }> {
  let opened!: () => void;
  const open = new Promise<void>((r) => {
    opened = r;
  });
  const stream = get(`${base}/events`, opened);
  await open;
  return { ended: stream };
}

function recorder() {
  const steps: string[] = [];
  let exited!: (code: number) => void;
  const exit = new Promise<number>((r) => {
    exited = r;
  });
  return {
    steps,
    exit,
    hooks: {
      stopJobs: async () => void steps.push('jobs'),
      drain: async () => void steps.push('drain'),
      closeDb: async () => void steps.push('db'),
      log: () => {},
      exit: (code: number) => {
        steps.push(`exit ${code}`);
        exited(code);
      },
    },
  };
}

describe('graceful shutdown', () => {
  it('ends event streams through preClose, finishes the request in flight, then jobs, drain, pool; exit 0', async () => {
    const { app, base, slowEntered } = await server(true);
    const rec = recorder();
    const stream = await openStream(base);
    const slow = get(`${base}/slow`);
    await slowEntered;
    const shutdown = gracefulShutdown({ app, ...rec.hooks, timeoutMs: 5000 });
    void shutdown('SIGTERM');
    void shutdown('SIGTERM');
    expect(await rec.exit).toBe(0);
    expect(await slow).toEqual({ status: 200, body: '{"selesai":true}' });
    expect(await stream.ended).toEqual({ status: 200, body: 'data: mulai\n\n' });
    expect(rec.steps).toEqual(['jobs', 'drain', 'db', 'exit 0']);
    // no longer accepting
    expect(await get(`${base}/slow`)).toBeInstanceOf(Error);
  });

  it('a stream nobody ends holds the close until the forced exit (1)', async () => {
    const { app, base } = await server(false);
    const rec = recorder();
    const stream = await openStream(base);
    void gracefulShutdown({ app, ...rec.hooks, timeoutMs: 600 })('SIGTERM');
    expect(await rec.exit).toBe(1);
    expect(rec.steps).toEqual(['exit 1']);
    app.server.closeAllConnections();
    await stream.ended;
  });

  it('a step that fails exits with 1 at once', async () => {
    const rec = recorder();
    const app = { close: async () => {} };
    void gracefulShutdown({
      app,
      ...rec.hooks,
      drain: async () => {
        throw new Error('disk penuh');
      },
    })('SIGTERM');
    expect(await rec.exit).toBe(1);
    expect(rec.steps).toEqual(['jobs', 'exit 1']);
  });
});
