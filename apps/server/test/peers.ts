/**
 * Test peers on loopback (used only by tests): an HTTP receiver standing in for the WhatsApp
 * gateways and the academic system, and an SMTP receiver; both can be stopped and started again
 * on the same port ("down for a while") and the HTTP one can be told to fail.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** JSON body, or the fields of a urlencoded form */
  data: Record<string, unknown>;
  /** the status it was answered with */
  status: number;
}

export async function startHttpPeer() {
  const requests: RecordedRequest[] = [];
  const plan: number[] = [];
  let answer: (req: RecordedRequest) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { status: true },
  });
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let data: Record<string, unknown> = {};
      if ((req.headers['content-type'] ?? '').includes('application/json')) {
        try {
          data = JSON.parse(body);
        } catch {}
      } else if ((req.headers['content-type'] ?? '').includes('x-www-form-urlencoded')) {
        data = Object.fromEntries(new URLSearchParams(body));
      }
      const rec: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        data,
        status: 0,
      };
      const planned = plan.shift();
      const out = planned != null ? { status: planned, body: { message: `gagal ${planned}` } } : answer(rec);
      rec.status = out.status;
      requests.push(rec);
      res.writeHead(out.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.body));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** requests answered 2xx */
    delivered: () => requests.filter((r) => r.status >= 200 && r.status < 300),
    /** answer the next requests with these statuses, then normally again */
    failNext: (...statuses: number[]) => plan.push(...statuses),
    /** how to answer when no failure is planned */
    answerWith: (fn: typeof answer) => {
      answer = fn;
    },
    /** the receiver goes down: connections are refused */
    stop: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
    /** the receiver comes back on the same port */
    start: () => new Promise<void>((r) => server.listen(port, '127.0.0.1', r)),
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        if (!server.listening) return r();
        server.close(() => r());
      }),
  };
}
export type HttpPeer = Awaited<ReturnType<typeof startHttpPeer>>;

export async function startSmtpPeer() {
  const messages: { to: string[]; raw: string }[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      closeTimeout: 200,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          cb();
        });
      },
    });
  let server = make();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.server.address() as AddressInfo;
  let up = true;
  const stop = () =>
    new Promise<void>((r) => {
      if (!up) return r();
      up = false;
      server.close(() => r());
    });
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    messages,
    for: (to: string) => messages.filter((m) => m.to.includes(to)),
    stop,
    start: async () => {
      server = make();
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      up = true;
    },
    close: stop,
  };
}
