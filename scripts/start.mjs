// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server in this process from its compiled bundle (rebuilt when older than its sources).
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, isStale, serverEntry, serverIsStale } from './build-server.mjs';
import { requireNodeFloor } from './node-floor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const built = path.join(webDir, 'dist/index.html');

export const webIsStale = () =>
  isStale(built, [
    path.join(webDir, 'src'),
    path.join(root, 'packages/shared/src'),
    path.join(webDir, 'index.html'),
    // the build's own configuration and plugins (chunking, route sizes, precompression)
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'route-sizes.ts'),
    path.join(webDir, 'precompress.ts'),
    path.join(webDir, 'build-output.ts'),
  ]);

export function buildWeb() {
  console.log('Membangun aplikasi web (vite build)…');
  // Always a production build: under vitest NODE_ENV is 'test', which would give React's
  // development build (bigger and slower) to the browser tests and the bench.
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error('vite build gagal');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  requireNodeFloor(
    (v, floor) => `Tryout memerlukan Node.js ${floor} atau yang lebih baru; yang terpasang ${v}.`,
  );
  // WEB_CONCURRENCY workers run this file again: the primary has built what was stale
  if (!cluster.isWorker) {
    if (webIsStale()) buildWeb();
    if (serverIsStale()) await buildServer();
  }
  await import(serverEntry);
}
