import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { buildWeb, webIsStale } from '../scripts/start.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    dataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Builds the web app when stale (unless WEB_DIST names a build to serve), starts a real SMTP sink
 * (messages saved as .eml files) and the real server on a fresh SQLite database with the demo
 * seed, for the browser tests.
 */
export default async function setup(project: TestProject) {
  // WEB_DIST: a web build of the caller's own (passed on to the server), used as it is
  if (!process.env.WEB_DIST && webIsStale()) buildWeb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-e2e-'));
  const mailDir = path.join(dataDir, 'smtp-sink');
  fs.mkdirSync(mailDir, { recursive: true });
  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${++n}.eml`), Buffer.concat(chunks));
        cb();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', r));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?tls=off`,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000',
      OUTBOX_INTERVAL_MS: '200',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/tryout/api/health`);
      if (res.ok) break;
    } catch {}
    if (server.exitCode != null) throw new Error('server e2e berhenti saat mulai');
    if (Date.now() > deadline) throw new Error('server e2e tidak siap dalam 90 detik');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('dataDir', dataDir);
  return async () => {
    // the server's own graceful end, or SIGKILL when it has not ended within 10 s
    const ended = new Promise<boolean>((r) => {
      if (server.exitCode != null || server.signalCode != null) r(true);
      else server.once('exit', () => r(true));
    });
    server.kill('SIGTERM');
    const timer = new Promise<boolean>((r) => setTimeout(() => r(false), 10_000).unref());
    if (!(await Promise.race([ended, timer]))) server.kill('SIGKILL');
    await new Promise<void>((r) => smtp.close(() => r()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
