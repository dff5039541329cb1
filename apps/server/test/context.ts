import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Db, type Dialect, migrateToLatest, openDb } from '../src/db';
import { seedSettings } from '../src/db/seed';
import { buildHandlers } from '../src/integrations/channels';
import { createMailer } from '../src/integrations/mailer';
import { createOutboxWorker } from '../src/integrations/outbox/worker';
import { Caches } from '../src/lib/caches';
import type { App } from '../src/modules/http';

export const TEST_DB: Dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestContext {
  app: App;
  db: Db;
  dialect: Dialect;
  config: Config;
  dataDir: string;
  mediaDir: string;
  /** the app's caches and counters (lib/caches.ts): `caches.clear()` empties them */
  caches: Caches;
  /** Runs the outbox worker until nothing is due (e-mails go to SMTP_URL or .eml files). */
  deliverOutbox(): Promise<number>;
  close(): Promise<void>;
}

/** The configuration of a test app over a fresh temporary data folder (named `prefix…`). */
export function testConfig(prefix: string, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  } as NodeJS.ProcessEnv);
  return { dataDir, config };
}

/** The connection string with its search_path pinned to `schema`. */
export const pgUrlIn = (url: string, schema: string) =>
  `${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`;

/**
 * A fresh, migrated database (a temporary SQLite file, or a PostgreSQL schema of its own when
 * TEST_DB=postgres) and an app built on it. Each test file gets its own.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  let pgSchema: string | undefined;
  let admin: ReturnType<typeof openDb> | undefined;
  if (TEST_DB === 'postgres') {
    pgSchema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    admin = openDb({ databaseUrl: TEST_DATABASE_URL, poolSize: 1 });
    await admin.db.schema.createSchema(pgSchema).execute();
  }
  // the control room's listener (LISTEN/NOTIFY) connects on its own, into the file's schema
  const pgEnv: Record<string, string> = pgSchema
    ? { DATABASE_URL: pgUrlIn(TEST_DATABASE_URL, pgSchema) }
    : {};
  const { dataDir, config } = testConfig('tryout-test-', {
    RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_FAILURES: '1000',
    ...pgEnv,
    ...env,
  });
  const handle =
    TEST_DB === 'postgres'
      ? openDb({ databaseUrl: TEST_DATABASE_URL, pgSchema, poolSize: 5 })
      : openDb({ sqliteFile: path.join(dataDir, 'test.sqlite') });
  await migrateToLatest(handle.db, pgSchema);
  await seedSettings(handle.db);
  const mediaDir = path.join(dataDir, 'media');
  // the app's caches: a test that writes behind the app's back empties them (caches.clear())
  const caches = new Caches();
  const app = await buildApp({ config, db: handle.db, dialect: handle.dialect, mediaDir, caches });
  await app.ready();
  return {
    app,
    db: handle.db,
    dialect: handle.dialect,
    caches,
    config,
    dataDir,
    mediaDir,
    async deliverOutbox() {
      const mailer = createMailer(config);
      const worker = createOutboxWorker(handle, buildHandlers({ config, mailer, log: () => {} }));
      let total = 0;
      for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) total += n;
      mailer.close();
      return total;
    },
    async close() {
      await app.close();
      await handle.close();
      if (admin && pgSchema) {
        await admin.db.schema.dropSchema(pgSchema).ifExists().cascade().execute();
        await admin.close();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test context of the enclosing describe block, made before its tests and closed after them;
 * the handle reads through to it (use it inside hooks and tests only).
 */
export function useTestContext(env?: Record<string, string>): TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(env);
  });
  afterAll(async () => ctx?.close());
  return new Proxy({} as TestContext, {
    get: (_, key) => {
      if (!ctx) throw new Error('the test context is made in beforeAll: read it inside a hook or a test');
      return ctx[key as keyof TestContext];
    },
  });
}
