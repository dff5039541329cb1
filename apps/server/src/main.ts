import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { clusterMetricsSource, runPrimary } from './cluster';
import { loadConfig } from './config';
import { migrateToLatest, openDb } from './db';
import { drainGroupCommits } from './db/group-commit';
import { DEMO_ACCOUNTS, seedIfEmpty, seedSettings } from './db/seed';
import { withStartupLock } from './db/startup';
import { EventBus } from './events/bus';
import { startBackgroundJobs } from './jobs';
import { Caches } from './lib/caches';
import { gracefulShutdown } from './lib/shutdown';
import { createMetrics } from './modules/metrics/metrics';
import { checkAlive, reportText } from './modules/outage/outage.service';

const config = loadConfig();
const sqliteFile = path.join(config.dataDir, 'tryout.sqlite');
const mediaDir = path.join(config.dataDir, 'media');
const open = (poolSize?: number) => openDb({ databaseUrl: config.databaseUrl, sqliteFile, poolSize });

/**
 * Migrations and the demo seed, under the start-up lock: instances started together on an empty
 * database migrate and seed it once.
 */
async function prepareDatabase(): Promise<void> {
  const handle = open(3);
  try {
    await withStartupLock(handle, config.databaseUrl ? undefined : sqliteFile, async () => {
      await migrateToLatest(handle.db);
      if (!config.seedDemo) await seedSettings(handle.db);
      else if (await seedIfEmpty(handle.db, { mediaDir })) console.log('Data demo dibuat.');
    });
  } finally {
    await handle.close();
  }
}

function printBanner(dialect: string) {
  console.log(`\nTryout berjalan di ${config.publicUrl}/tryout/ (database: ${dialect})`);
  if (!config.seedDemo) return;
  const { admin, lecturer, candidate } = DEMO_ACCOUNTS;
  console.log('Akun demo:');
  console.log(`  admin    ${config.publicUrl}/tryout/admin  nidn ${admin.nidn} / ${admin.password}`);
  console.log(`  dosen    ${config.publicUrl}/tryout/admin  nidn ${lecturer.nidn} / ${lecturer.password}`);
  console.log(
    `  peserta  ${config.publicUrl}/tryout/       ${candidate.email} / ${candidate.password} (nisn ${candidate.nisn})\n`,
  );
}

/** One server: HTTP and the background jobs, and its graceful end on SIGTERM/SIGINT (lib/shutdown.ts). */
async function serve(): Promise<void> {
  const handle = open();
  const metrics = createMetrics({ db: handle.db, poolStats: handle.poolStats });
  const clusterText = clusterMetricsSource(metrics.registry);
  if (clusterText) metrics.text = clusterText;
  // one event bus for the routes and the jobs (the sweep's finished attempts reach the monitors)
  const bus = new EventBus(handle.db, handle.dialect, config.databaseUrl);
  // and one set of caches (lib/caches.ts): the sweep's outcome reads the configuration the routes hold
  const caches = new Caches();
  const ctx = { config, db: handle.db, dialect: handle.dialect, mediaDir, metrics, bus, caches };
  const app = await buildApp(ctx);
  // before the first request and the first sweep: time an outage took is given back (docs/decisions/0011)
  const credit = await checkAlive(ctx).catch((err) => app.log.error({ err }, 'alive mark failed'));
  if (credit) app.log.warn(reportText(credit));
  const jobs = startBackgroundJobs(ctx, app.log);
  await app.listen({ port: config.port, host: config.host });
  if (!cluster.isWorker) printBanner(handle.dialect);

  const shutdown = gracefulShutdown({
    app,
    stopJobs: () => jobs.stop(),
    drain: drainGroupCommits,
    closeDb: () => handle.close(),
    log: (line) => app.log.info(line),
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

if (cluster.isPrimary && config.webConcurrency > 1) {
  await prepareDatabase();
  runPrimary(config, (line) => console.log(line));
  printBanner(config.databaseUrl ? 'postgres' : 'sqlite');
} else {
  // a worker's primary has already prepared the database
  if (!cluster.isWorker) await prepareDatabase();
  await serve();
}
