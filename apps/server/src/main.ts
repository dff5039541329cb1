import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDb } from './db';
import { DEMO_ACCOUNTS, seedIfEmpty, seedSettings } from './db/seed';
import { startBackgroundJobs } from './jobs';

const config = loadConfig();
const handle = openDb({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'tryout.sqlite'),
});
await migrateToLatest(handle.db);
const mediaDir = path.join(config.dataDir, 'media');
if (config.seedDemo) await seedIfEmpty(handle.db, { mediaDir });
else await seedSettings(handle.db);

const app = await buildApp({ config, db: handle.db, dialect: handle.dialect, mediaDir });
const jobs = startBackgroundJobs({ config, db: handle.db, dialect: handle.dialect, mediaDir }, app.log);
await app.listen({ port: config.port, host: config.host });
console.log(`\nTryout berjalan di ${config.publicUrl}/tryout/ (database: ${handle.dialect})`);
if (config.seedDemo) {
  const { admin, lecturer, candidate } = DEMO_ACCOUNTS;
  console.log('Akun demo:');
  console.log(`  admin    ${config.publicUrl}/tryout/admin  nidn ${admin.nidn} / ${admin.password}`);
  console.log(`  dosen    ${config.publicUrl}/tryout/admin  nidn ${lecturer.nidn} / ${lecturer.password}`);
  console.log(
    `  peserta  ${config.publicUrl}/tryout/       ${candidate.email} / ${candidate.password} (nisn ${candidate.nisn})\n`,
  );
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: menutup server`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await jobs.stop();
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
