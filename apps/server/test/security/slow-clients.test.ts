import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { MSG } from '@tryout/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAW_BODY_LIMIT } from '../../src/modules/question-bank/import/import.routes';
import { type ScratchStore, scratchStore } from './autosave-load';
import { ROOT, type ServerProcess, startServer, stopServer } from './server-process';

/**
 * Slow senders (docs/decisions/0010): a client trickling its headers or its body one byte at a time is
 * answered 408 and closed once REQUEST_TIMEOUT_MS has passed, instead of holding the socket for
 * ever; a client that goes away mid-body is worth a debug line, not an error. The real server
 * process on loopback, a bounded number of sockets, a bounded time.
 */

const TIMEOUT_MS = 2000;
/** the server's check runs every TIMEOUT_MS / 4: every slow socket is closed well before this */
const CLOSED_WITHIN_MS = TIMEOUT_MS + 3000;
const SLOW_BODIES = 100;
const SLOW_HEADERS = 20;
const ABORTING = 20;
const TRICKLE_MS = 400;
const LOGIN = '/tryout/api/tes-users/tryout/login';

interface Slow {
  closedAfterMs: Promise<number>;
  answer: () => string;
  socket: net.Socket;
}

/** A socket that sends `head`, then one byte of `trickle` every TRICKLE_MS until it is closed. */
function trickling(port: number, head: string, trickle: string): Slow {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let i = 0;
  const timer = setInterval(() => {
    if (socket.writable) socket.write(trickle[i++ % trickle.length]);
  }, TRICKLE_MS);
  socket.on('data', (d) => {
    answer += String(d);
  });
  socket.on('error', () => {});
  const closedAfterMs = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  socket.write(head);
  return { closedAfterMs, answer: () => answer, socket };
}

const bodyHead = (length: number) =>
  `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`;

describe('slow senders are cut off; a client going away is no error', () => {
  let store: ScratchStore;
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    store = await scratchStore('slow', { empty: true });
    server = await startServer({
      ...store.env,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
      REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    port = Number(new URL(server.base).port);
  }, 120_000);
  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    await store?.drop();
  });

  it(`${SLOW_BODIES} trickled bodies and ${SLOW_HEADERS} trickled headers: 408 and closed within ${CLOSED_WITHIN_MS} ms; the server still answers`, async () => {
    const bodies = Array.from({ length: SLOW_BODIES }, () => trickling(port, bodyHead(1000), '"a"'));
    const headers = Array.from({ length: SLOW_HEADERS }, () =>
      trickling(port, `GET /tryout/api/health HTTP/1.1\r\nHost: x\r\n`, 'X-Lambat: 1\r\n'),
    );
    // meanwhile an ordinary request is served at once
    const ping = await fetch(`${server.base}/tryout/api/ping`, { signal: AbortSignal.timeout(5000) });
    expect(ping.status).toBe(200);

    const all = [...bodies, ...headers];
    const deadline = new Promise<'open'>((r) => setTimeout(() => r('open'), CLOSED_WITHIN_MS + 2000));
    const closed = await Promise.all(all.map((s) => Promise.race([s.closedAfterMs, deadline])));
    for (const s of all) s.socket.destroy();
    const late = closed.filter((ms) => ms === 'open' || ms > CLOSED_WITHIN_MS);
    expect(late).toEqual([]);
    // none was cut before its time
    expect(Math.min(...(closed as number[]))).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    for (const s of bodies) {
      expect(s.answer()).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(s.answer().split('\r\n\r\n')[1])).toEqual({ code: 408, message: MSG.requestTimeout });
    }
    const after = await fetch(`${server.base}/tryout/api/ping`, { signal: AbortSignal.timeout(5000) });
    expect(after.status).toBe(200);
  }, 30_000);

  it('a client that closes mid-body is logged at debug, never as an error', async () => {
    const aborting = Array.from({ length: ABORTING }, () => trickling(port, bodyHead(500), 'x'));
    await new Promise((r) => setTimeout(r, 2 * TRICKLE_MS));
    for (const s of aborting) s.socket.destroy();
    await Promise.all(aborting.map((s) => s.closedAfterMs));
    // the server has seen every abort once its log shows them
    const aborts = () => server.output().match(/client aborted the request/g)?.length ?? 0;
    for (const started = Date.now(); aborts() < ABORTING && Date.now() - started < 5000; )
      await new Promise((r) => setTimeout(r, 100));
    const lines = server.output().split('\n');
    const aborted = lines.filter((l) => l.includes('client aborted the request'));
    expect(aborted.length).toBeGreaterThanOrEqual(ABORTING);
    for (const l of aborted) expect(JSON.parse(l).level).toBe(20);
    // nothing at error level (50) or above in the whole run, the timed-out sockets included
    const errors = lines.filter((l) => /"level":(5\d|60)/.test(l));
    expect(errors).toEqual([]);
  }, 30_000);
});

describe('deploy/nginx.conf agrees with the server', () => {
  const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const directive = (name: string) => new RegExp(`^\\s*${name}\\s+(\\d+)([kms]?);`, 'm').exec(conf);

  it("lets through the largest body the server takes (a question import's 20 MB file)", () => {
    const m = directive('client_max_body_size');
    expect(m).not.toBeNull();
    const bytes = Number(m?.[1]) * ({ k: 1024, m: 1024 ** 2 }[m?.[2] ?? ''] ?? 1);
    expect(bytes).toBeGreaterThanOrEqual(RAW_BODY_LIMIT);
  });

  it('bounds how long a client may stay silent while sending its headers and body', () => {
    for (const name of ['client_header_timeout', 'client_body_timeout']) {
      const m = directive(name);
      expect(m, name).not.toBeNull();
      expect(m?.[2], name).toBe('s');
      expect(Number(m?.[1]), name).toBeLessThanOrEqual(60);
    }
  });
});
