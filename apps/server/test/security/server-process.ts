import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Helpers to run the real server as one child process (not a test file itself). */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** Starts `node --import tsx apps/server/src/main.ts` and waits until /health answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_ALLOW: '127.0.0.1',
      REQUEST_LOG: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      OUTBOX_INTERVAL_MS: '60000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${out.slice(-2000)}`);
    try {
      const res = await fetch(`${base}/tryout/api/ping`);
      if (res.ok) return { child, base, output: () => out };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start in ${timeoutMs} ms: ${out.slice(-2000)}`);
}

/** Sends a signal and waits for the process to be gone. */
export async function stopServer(
  s: ServerProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!s || s.child.exitCode !== null || s.child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => s.child.once('exit', () => resolve()));
  s.child.kill(signal);
  await gone;
}

/** POST a JSON body to a running server's API with a bearer token: the status and the parsed envelope. */
export async function postApi(base: string, url: string, token: string, body: object, timeoutMs?: number) {
  const res = await fetch(`${base}/tryout/api${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, body: (await res.json()) as any };
}
