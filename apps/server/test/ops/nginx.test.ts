import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../context';
import { makeTakers, type ScratchStore, scratchStore } from '../security/autosave-load';
import { freePort, ROOT, type ServerProcess, startServer, stopServer } from '../security/server-process';
import { metricValue, post, storedAttempt } from './ops-helpers';

/**
 * deploy/nginx.conf in front of two instances (Debian's nginx; `npm test` installs it when
 * missing): a candidate takes an exam through it, one instance is killed mid-exam, the candidate
 * finishes through the other with nothing lost. Also what the configuration promises: the
 * client's address through the proxy headers (TRUST_PROXY), the build's .gz files for static
 * assets, compressed API answers.
 */

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/** deploy/nginx.conf with this test's ports and folders, inside a main configuration of its own. */
function writeConfig(dir: string, port: number, upstreams: number[], webDist: string): string {
  let site = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const servers = site.match(/^\s*server 127\.0\.0\.1:\d+ .*;$/gm) ?? [];
  if (servers.length !== 2) throw new Error('deploy/nginx.conf: expected two upstream servers');
  site = site.replace(servers[0], `    server 127.0.0.1:${upstreams[0]} max_fails=1 fail_timeout=10s;`);
  site = site.replace(servers[1], `    server 127.0.0.1:${upstreams[1]} max_fails=1 fail_timeout=10s;`);
  if (!site.includes('listen 80;')) throw new Error('deploy/nginx.conf: no "listen 80;"');
  site = site.replace('listen 80;', `listen 127.0.0.1:${port};`);
  site = site.replaceAll('/opt/tryout/apps/web/dist/', `${webDist}/`);
  fs.writeFileSync(path.join(dir, 'tryout.conf'), site);
  const main = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/tryout.conf;
}
`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, main);
  return file;
}

/** A JSON POST through nginx, retried like the exam page does on a network error, 502 or 503. */
async function postRetrying(base: string, url: string, token: string, body: object) {
  let last = '';
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      const r = await post(base, url, token, body);
      if (r.status !== 502 && r.status !== 503 && r.status !== 504) return { ...r, retries: attempt };
      last = `${r.status} ${r.text.slice(0, 100)}`;
    } catch (err) {
      last = String((err as Error).cause ?? err);
    }
    await sleep(300);
  }
  throw new Error(`no answer after 10 tries: ${last}`);
}

describe('nginx in front of two instances', () => {
  let store: ScratchStore | undefined;
  const servers: ServerProcess[] = [];
  let nginx: ChildProcess | undefined;
  let dir: string | undefined;
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((r) => nginx?.once('exit', r));
      nginx.kill('SIGTERM');
      await Promise.race([gone, sleep(5000)]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    for (const s of servers) await stopServer(s, 'SIGKILL');
    await store?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a candidate finishes the exam through nginx after the instance it used was killed; nothing is lost', async () => {
    expect(
      NGINX,
      'nginx is not installed: apt-get install -y nginx (npm test does it as root)',
    ).toBeDefined();
    store = await scratchStore('tryout_nginx');
    const prep = store.open();
    const { kode, takers } = await makeTakers(prep.db, 1).finally(() => prep.close());
    const [tk] = takers;
    const env = {
      ...store.env,
      SEED_DEMO: 'false',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      METRICS_ALLOW: '127.0.0.1',
    };
    servers.push(...(await Promise.all([startServer(env, 120_000), startServer(env, 120_000)])));

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-nginx-'));
    // a stand-in for the web build's assets: a file and its .gz, as the build writes them
    const webDist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    const script = `console.log(${JSON.stringify('tryout '.repeat(400))});\n`;
    fs.writeFileSync(path.join(webDist, 'assets', 'index-uji.js'), script);
    fs.writeFileSync(path.join(webDist, 'assets', 'index-uji.js.gz'), gzipSync(script));
    const port = await freePort();
    const ports = servers.map((s) => Number(new URL(s.base).port));
    const conf = writeConfig(dir, port, ports, webDist);
    let nginxOut = '';
    nginx = spawn(NGINX as string, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr?.on('data', (d) => {
      nginxOut += String(d);
    });
    const base = `http://127.0.0.1:${port}`;
    let healthy = false;
    for (let started = Date.now(); !healthy && Date.now() - started < 30_000; await sleep(200)) {
      expect(nginx.exitCode, nginxOut).toBeNull();
      healthy = await fetch(`${base}/tryout/api/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
    }
    expect(healthy, nginxOut).toBe(true);

    // the proxy headers: the instance sees the client's address (METRICS_ALLOW lets 127.0.0.1 in,
    // and refuses the address a client put in front of nginx's own X-Forwarded-For entry)
    expect((await fetch(`${base}/tryout/api/metrics`)).status).toBe(200);
    const spoofed = await fetch(`${base}/tryout/api/metrics`, { headers: { 'x-forwarded-for': '10.9.8.7' } });
    expect(spoofed.status).toBe(403);
    // static files: the build's .gz as it is; API answers compressed by nginx
    const asset = await fetch(`${base}/tryout/assets/index-uji.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe(script);
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${base}/tryout/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', reject),
      );
    });
    expect(raw.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString('utf8')).openapi).toBeDefined();

    // the exam, through nginx
    const sheet = await postRetrying(base, '/soalUjianPg', tk.token, { kode_ujian: kode, mulai: true });
    expect(sheet.status, sheet.text).toBe(200);
    const questions: number[] = sheet.json.data.groups.flatMap((g: any) =>
      g.questions.map((q: any) => q.id_soal),
    );
    const chosen = new Map<number, string>();
    let retries = 0;
    for (const [i, q] of questions.entries()) {
      if (i === Math.floor(questions.length / 2)) {
        // the candidate's requests went to both instances so far
        for (const s of servers) {
          const text = await (await fetch(`${s.base}/tryout/api/metrics`)).text();
          const saves = metricValue(text, 'tryout_http_request_duration_seconds_count', {
            route: '/tryout/api/simpanJawaban',
          });
          expect(saves, s.base).toBeGreaterThan(0);
        }
        // mid-exam: one instance dies at once (no graceful end)
        await stopServer(servers[0], 'SIGKILL');
      }
      const value = LETTERS[(i * 2 + 1) % 5];
      const r = await postRetrying(base, '/simpanJawaban', tk.token, { kode_ujian: kode, id_soal: q, value });
      expect(r.status, r.text).toBe(200);
      retries += r.retries;
      chosen.set(q, value);
    }
    const resumed = await postRetrying(base, '/soalUjianPg', tk.token, { kode_ujian: kode });
    expect(resumed.status).toBe(200);
    expect(new Map(Object.entries(resumed.json.data.answers).map(([k, v]) => [Number(k), v]))).toEqual(
      chosen,
    );
    const done = await postRetrying(base, '/posthasilujian', tk.token, { kode_ujian: kode });
    expect(done.status, done.text).toBe(200);

    const check = store.open();
    try {
      const attempt = await storedAttempt(check.db, sheet.json.data.attempt_id);
      expect(attempt.answers).toEqual(chosen);
      expect(attempt.status).toBe('submitted');
    } finally {
      await check.close();
    }
    expect(servers[0].child.signalCode).toBe('SIGKILL');
    console.log(
      `nginx (${TEST_DB}): ${questions.length} answers saved through nginx, one instance killed after ${Math.floor(questions.length / 2)}; ` +
        `${retries} client retries; submitted through the other`,
    );
  }, 240_000);
});
